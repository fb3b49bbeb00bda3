import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Issue 17 items 1–3 as the admin works them: the dashboard's figures lead to their screens; a product created
 * in /admin/products is found by the shop's search at once; a catalog file with a bad row gets a dry-run report
 * naming it and imports nothing; the customers list leads to a customer's detail. A subadmin sees these screens
 * too. Set ADMIN_SHOTS_DIR to save the screens (desktop 1280, phone 390, Arabic).
 */

const DEMO_PASSWORD = 'Aushadh@Demo2026';
// Several sign-ins, a 26,000-product catalog file and full-page screenshots per test.
test.describe.configure({ timeout: 180_000 });
const SHOTS = process.env.ADMIN_SHOTS_DIR;

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText(/signed in as/i)).toBeVisible({ timeout: 15_000 });
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the dashboard links each figure to its screen', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, 'demo.admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const tiles = page.getByTestId('admin-dashboard');
  // Four figures with a link each, and the pending approvals with one link per queue.
  await expect(tiles.getByRole('link')).toHaveCount(7);
  await expectAccessible(page, 'admin dashboard');
  await shot(page, 'dashboard-desktop');

  await tiles.getByRole('link', { name: /low stock/i }).click();
  await expect(page).toHaveURL(/\/admin\/products\?status=low-stock/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.goBack();
  await tiles.getByRole('link', { name: /new sign-ups today/i }).click();
  await expect(page).toHaveURL(/\/admin\/customers/);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.goBack();
  const approvals = tiles.getByRole('list', { name: 'Pending approvals' });
  await expect(approvals.getByRole('link', { name: /^Hospital listings/ })).toHaveAttribute('href', '/admin/hospitals');
  await approvals.getByRole('link', { name: /^Doctors/ }).click();
  await expect(page).toHaveURL(/\/admin\/doctors\?status=pending/);
  await expect(page.getByRole('heading', { name: 'Doctors', level: 1 })).toBeVisible();
  await page.goBack();
  await approvals.getByRole('link', { name: /^Pharmacies/ }).click();
  await expect(page).toHaveURL(/\/admin\/pharmacies\?status=pending/);
  await expect(page.getByRole('heading', { name: 'Pharmacies', level: 1 })).toBeVisible();
});

test('a product created by the admin is found in the shop search at once; price above MRP and Schedule X are refused', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, 'demo.admin');
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await expectAccessible(page, 'admin products');
  await shot(page, 'products-desktop');

  const name = `Nimbucold ${Date.now().toString(36)} Tablet`;
  await page.getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a product' });
  await dialog.getByLabel('Product name').fill(name);
  const generic = dialog.getByLabel('Generic (salt)');
  await expect(generic.locator('option')).not.toHaveCount(1);
  await generic.selectOption({ label: 'Paracetamol' });
  await dialog.getByLabel('Strength').fill('500mg');
  await dialog.getByLabel('Manufacturer').selectOption({ index: 1 });
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Pack size').fill('strip of 15 tablets');
  await dialog.getByLabel('MRP (₹)').fill('30.00');
  await dialog.getByLabel('Selling price (₹)').fill('35.00');
  await dialog.getByLabel('Schedule', { exact: true }).selectOption('X');
  await expect(dialog.getByTestId('prescription-flag')).toHaveText(/cannot be sold online/);
  await shot(page, 'product-form-desktop');
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(dialog.getByText('The selling price cannot be more than the MRP')).toBeVisible();
  await expect(dialog.getByText('Schedule X and narcotic (NDPS) medicines cannot be sold online')).toBeVisible();

  await dialog.getByLabel('Selling price (₹)').fill('27.50');
  await dialog.getByLabel('Schedule', { exact: true }).selectOption('OTC');
  await expect(dialog.getByTestId('prescription-flag')).toHaveText('Sold without a prescription.');
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${name} is saved and shows in search`, { exact: true })).toBeVisible();

  // The shop's own search finds it, at once.
  const results = await page.request.get(`/api/medicine/search?q=${encodeURIComponent(name)}`);
  expect((await results.json()).map((r: { name: string }) => r.name)).toContain(name);
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});

test('a catalog file with a bad row: the dry run names it and nothing is imported', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, 'demo.admin');
  await page.goto('/admin/products');
  const exported = await page.request.get('/api/admin/products/export.csv');
  expect(exported.ok()).toBe(true);
  const lines = (await exported.text()).replace(/^\uFEFF/, '').split('\r\n');
  const header = lines[0]!;
  // Three products re-imported as they are, and a new one whose price is above its MRP (line 5).
  const badName = `Badrow Ointment ${Date.now().toString(36)}`;
  const cells = lines[1]!.split(',');
  const columns = header.split(',');
  const bad = columns.map((column, i) =>
    column === 'id'
      ? ''
      : column === 'name'
        ? badName
        : column === 'mrp_inr'
          ? '10.00'
          : column === 'price_inr'
            ? '12.00'
            : cells[i],
  );
  const csv = [header, lines[1], lines[2], lines[3], bad.join(',')].join('\r\n');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import the catalog' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check the file (dry run)' }).click();
  const report = dialog.getByTestId('import-report');
  await expect(report).toContainText('Rows checked: 4 · with errors: 1');
  await expect(report).toContainText('Nothing has been imported');
  const issue = dialog.getByTestId('import-issue');
  await expect(issue).toHaveCount(1);
  await expect(issue).toContainText('5');
  await expect(issue).toContainText('price_inr');
  await expect(issue).toContainText('The selling price cannot be more than the MRP');
  await expect(dialog.getByRole('button', { name: 'Import only the valid rows (3)' })).toBeVisible();
  await expectAccessible(page, 'catalog import');
  await shot(page, 'import-desktop');

  const search = await page.request.get(`/api/admin/products?q=${encodeURIComponent(badName)}`);
  expect((await search.json()).total).toBe(0);
});

test('customers list → a customer’s detail; the subadmin sees the same screens', async ({ browser }) => {
  const customerPage = await (await browser.newContext()).newPage();
  const { account } = await registerCustomer(customerPage.request, {
    name: 'Lakshmi Venkatesan',
    handle: 'lakshmi',
    password: 'Jasmine#Road44',
  });

  for (const who of ['demo.admin', 'demo.subadmin']) {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, who);
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(account.username);
    await expect(page).toHaveURL(new RegExp(`q=${account.username}`));
    const row = page.getByTestId('customer-row').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Never');
    if (who === 'demo.admin') {
      await page.getByRole('searchbox', { name: 'Search customers' }).fill('');
      await page.getByRole('button', { name: 'Sort by Lifetime value' }).click();
      await expect(page).toHaveURL(/sort=value&dir=desc/);
      await expect(page.getByTestId('customer-row').first()).toBeVisible();
      await expectAccessible(page, 'admin customers');
      await shot(page, 'customers-desktop');
      await page.getByRole('searchbox', { name: 'Search customers' }).fill(account.username);
      // The search applies after a pause; a click on the row before it would be undone by it.
      await expect(page).toHaveURL(new RegExp(`q=${account.username}`));
    }
    await row.getByRole('link', { name: account.name }).click();
    await expect(page.getByRole('heading', { name: account.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('customer-figures')).toContainText('Prescriptions sent');
    await expect(page.getByText('No orders yet')).toBeVisible();
    if (who === 'demo.admin') {
      await expectAccessible(page, 'admin customer');
      await shot(page, 'customer-desktop');
    }
    // The subadmin has every admin screen (SPEC §6).
    await page.goto('/admin');
    await expect(page.getByTestId('admin-dashboard')).toBeVisible();
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  }
});

test('the admin screens on a phone and in Arabic', async ({ browser }) => {
  test.skip(!SHOTS, 'screenshots only');
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, 'demo.admin');
  for (const [path, name] of [
    ['/admin', 'dashboard'],
    ['/admin/customers', 'customers'],
    ['/admin/products', 'products'],
    ['/admin/pharmacies', 'pharmacies'],
    ['/admin/doctors', 'doctors'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, `${name}-mobile`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.goto('/admin/products?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  await shot(page, 'products-mobile-ar');
  await page.getByRole('button', { name: 'إضافة منتج' }).click();
  await shot(page, 'product-form-mobile-ar');
});

/** 8 × 8 pixels of one red, as a PNG (made with sharp). */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWO4IyKCFTEMLQkAmD9BAYIon9MAAAAASUVORK5CYII=',
  'base64',
);

test('a product picture uploaded from the product form replaces the drawn one; a file that lies is refused', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, 'demo.admin');
  const listed = await page.request.get('/api/admin/products?page=1');
  const product: { id: number; name: string } = (await listed.json()).items[0];
  const pictureUrl = `/api/images/products/${product.id}.webp?preset=medium`;
  const before = await (await page.request.get(pictureUrl)).body();

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: `Edit ${product.name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });
  await expect(dialog.getByRole('img', { name: `Current picture of ${product.name}` })).toBeVisible();
  const file = dialog.locator('input[type=file]');

  // A text file that calls itself a PNG.
  await file.setInputFiles({ name: 'leaflet.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText('The picture must be a JPEG, PNG or WebP image.', { exact: true })).toBeVisible();

  await file.setInputFiles({ name: 'strip.png', mimeType: 'image/png', buffer: RED_PNG });
  await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
  await expectAccessible(page, 'product form with its picture');
  await shot(page, 'product-picture-desktop');
  const after = await (await page.request.get(pictureUrl)).body();
  expect(after.equals(before)).toBe(false);
});
