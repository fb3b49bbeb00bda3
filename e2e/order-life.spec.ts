import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Issue 12's journey, four people in four browser contexts: a customer orders a prescription-only medicine
 * and an OTC product and uploads a prescription for it; the pharmacist approves it (which releases the order);
 * the chemist packs each line from a batch lasting 90 days past delivery — the batch expiring sooner is offered
 * but refused — and gives the order to the rider; the rider, on a phone, picks it up and delivers it with the
 * 4-digit code the customer reads from their order page; the customer sees the timeline with the pharmacist's
 * name and registration and the delivered-on date, then returns an item, which the chemist approves.
 * Set ORDER_LIFE_SHOTS_DIR to save the screens (1280 px, 390 px, Arabic).
 */

const SHOTS = process.env.ORDER_LIFE_SHOTS_DIR;
const DEMO_PASSWORD = 'Aushadh@Demo2026';
const PHONE = { width: 390, height: 844 };
/** A valid 8×8 PNG: a slip's photo for the upload and the return (the server checks the bytes and decodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

interface ProductFacts {
  id: number;
  name: string;
  discountedPrice: number;
  stock: number;
  prescriptionRequired: boolean;
  maxOrderQuantity: number;
}

/** A product of the seed with a second, soon-expiring batch (one in five: ids divisible by 5) and stock to sell. */
async function seededProduct(request: APIRequestContext, rx: boolean): Promise<ProductFacts> {
  for (let id = 5; id <= 2000; id += 5) {
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductFacts;
    if (product.prescriptionRequired === rx && product.stock >= 30 && product.maxOrderQuantity >= 2) return product;
  }
  throw new Error(`no seeded ${rx ? 'Rx' : 'OTC'} product`);
}

async function signInPage(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText(/signed in as/i)).toBeVisible({ timeout: 15_000 });
}

async function staffContext(browser: Browser, username: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInPage(page, username);
  return { context, page };
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The same page in Arabic (right to left), then back to English for the rest of the journey. */
async function shootArabic(page: Page, path: string, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return;
  await page.goto(`${path}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.goto(`${path}?lang=en`);
}

test('an Rx order from upload to the door: verified, packed by batch, delivered with the code, returned', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  /* ── the customer orders an Rx medicine and an OTC product, and uploads the prescription ── */
  const customer: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { account, response } = await registerCustomer(customer.request, {
    name: 'Priya Sharma',
    handle: 'priya',
    password: 'Jasmine#Tea84',
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const userId = ((await response.json()) as { id: number }).id;
  const rx = await seededProduct(customer.request, true);
  const otc = await seededProduct(customer.request, false);
  for (const [product, quantity] of [
    [rx, 2],
    [otc, 2],
  ] as const) {
    const added = await customer.request.post('/api/cart', { data: { userId, productId: product.id, quantity } });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  const cod = 2 * (rx.discountedPrice + otc.discountedPrice) + 4_900 < 500_000;
  const placed = await customer.request.post('/api/orders', {
    headers: { 'idempotency-key': `order-life-${Date.now()}` },
    data: {
      address: {
        fullName: 'Priya Sharma',
        email: account.email,
        phone: '9876543210',
        address: 'Flat 302, Shanti Apartments, 14 FC Road, Shivajinagar',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411005',
      },
      // Cash on delivery (up to ₹5,000) so the rider collects it; a dearer basket is paid by UPI.
      payment: cod ? { method: 'cod' } : { method: 'upi', upiId: 'priya@okaxis' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; orderNumber: string; status: string; totalPaise: number };
  expect(order.status).toBe('awaiting-prescription');
  const uploaded = await customer.request.post('/api/prescriptions/upload', {
    multipart: {
      prescription: { name: 'rx-slip.png', mimeType: 'image/png', buffer: PNG },
      userName: 'Priya Sharma',
      userPhone: '9876543210',
      userAddress: 'Flat 302, Shanti Apartments, Pune',
      notes: 'Dr. Meera Iyer, for the chest infection',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const prescription = (await uploaded.json()) as { id: number };

  // On the order page the customer uses the prescription they uploaded for this order.
  const customerPage = await customer.newPage();
  await customerPage.goto(`/orders/${order.id}`);
  await expect(customerPage.getByTestId('order-status').first()).toHaveText('Awaiting prescription');
  // The choice is the order's: it shows as chosen once the server has linked it.
  await customerPage.getByRole('radio', { name: new RegExp(`${prescription.id}`) }).click();
  await expect(customerPage.getByText(/your prescription is linked to this order/i)).toBeVisible();

  /* ── the pharmacist approves it: the order goes to the store ── */
  const pharmacist = await staffContext(browser, 'demo.pharmacy');
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const reviewed = await pharmacist.context.request.post(`/api/pharmacy/prescriptions/${prescription.id}/review`, {
    data: {
      decision: 'approve',
      prescriberName: 'Dr. Meera Iyer',
      prescriberRegistration: 'DMC/R/05123',
      prescribedOn: today,
      patientName: 'Priya Sharma',
      medicines: [{ productId: rx.id, quantity: 2 }],
    },
  });
  expect(reviewed.ok(), await reviewed.text()).toBeTruthy();
  await expect
    .poll(
      async () => ((await (await customer.request.get(`/api/orders/${order.id}`)).json()) as { status: string }).status,
    )
    .toBe('processing');

  /* ── the chemist packs from batches lasting 90 days past delivery, and gives it to the rider ── */
  const chemist = await staffContext(browser, 'demo.chemist');
  const chemistPage = chemist.page;
  await chemistPage.goto('/chemist');
  const row = chemistPage.getByTestId('queue-order').filter({ hasText: order.orderNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText('Rx', { exact: true })).toBeVisible();
  await shoot(chemistPage, 'chemist-queue-desktop');
  await row.click();
  await expect(chemistPage.getByRole('heading', { name: 'Pick list' })).toBeVisible();
  // The seed's soon-expiring batch of each product is shown, and cannot be chosen.
  const refused = chemistPage.getByRole('radio', { disabled: true });
  await expect(refused.first()).toBeVisible();
  await expect(chemistPage.getByText('Expires within 90 days of delivery: pick another batch').first()).toBeVisible();
  await expectAccessible(chemistPage, 'pick list');
  await shoot(chemistPage, 'chemist-pick-list-desktop');
  await shootArabic(chemistPage, `/chemist/orders/${order.id}`, 'chemist-pick-list-ar', () =>
    expect(chemistPage.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await chemistPage.getByRole('button', { name: 'Pack order' }).click();
  await expect(chemistPage.getByRole('heading', { name: 'Packed', exact: true })).toBeVisible();
  const riders = (await (await chemist.context.request.get('/api/chemist/riders')).json()) as {
    id: number;
    name: string;
  }[];
  const vikram = riders.find((r) => r.name === 'Vikram Singh')!;
  await chemistPage.getByLabel('Delivery partner').selectOption(String(vikram.id));
  await chemistPage.getByRole('button', { name: 'Give to rider' }).click();
  await expect(chemistPage.getByText('Given to Vikram Singh.')).toBeVisible();
  await shoot(chemistPage, 'chemist-packed-desktop');

  /* ── the rider, on a phone: picks up, then delivers with the code the customer reads out ── */
  const rider = await staffContext(browser, 'demo.delivery', PHONE);
  const riderPage = rider.page;
  await riderPage.goto('/delivery');
  const card = riderPage.getByTestId('delivery-card').filter({ hasText: order.orderNumber });
  await expect(card.getByRole('link', { name: /call priya sharma/i })).toHaveAttribute('href', 'tel:9876543210');
  await expect(card.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps.*411005/);
  if (cod) await expect(card.getByText(/collect ₹[\d,.]+ in cash/i)).toBeVisible();
  await card.getByRole('button', { name: 'Picked up' }).click();
  await expect(card.getByLabel('Delivery code from the customer')).toBeVisible();
  await expectAccessible(riderPage, 'rider');
  await shoot(riderPage, 'rider-out-for-delivery-390');
  await shootArabic(riderPage, '/delivery', 'rider-out-for-delivery-ar', () =>
    expect(riderPage.getByTestId('delivery-card').first()).toBeVisible(),
  );

  await customerPage.reload();
  const code = (await customerPage.getByTestId('delivery-code').innerText()).trim();
  expect(code).toMatch(/^\d{4}$/);
  await expect(customerPage.getByText('Share this code with the delivery partner only at delivery.')).toBeVisible();
  await shoot(customerPage, 'order-out-for-delivery-desktop');

  const codeInput = card.getByLabel('Delivery code from the customer');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  // A wrong code first: counted, and said so.
  await codeInput.fill(code === '0000' ? '1111' : '0000');
  if (cod) await card.getByRole('checkbox', { name: /I collected ₹/ }).check();
  await card.getByRole('button', { name: 'Delivered' }).click();
  await expect(card.getByRole('alert')).toHaveText('That is not the delivery code. 4 tries left.');
  await codeInput.fill(code);
  await card.getByRole('button', { name: 'Delivered' }).click();
  await expect(riderPage.getByRole('heading', { name: /delivered today/i })).toBeVisible();

  /* ── the customer sees the timeline: who verified it, when it was delivered ── */
  await customerPage.reload();
  const timeline = customerPage.getByTestId('order-timeline');
  await expect(timeline.getByText('Verified by Anjali Deshpande, MSPC/2014/48213')).toBeVisible();
  await expect(timeline.getByText('With Vikram, your delivery partner')).toBeVisible();
  await expect(customerPage.getByTestId('delivered-on')).toBeVisible();
  await expect(customerPage.getByTestId('tracking-id')).toHaveText(/^AUSTRK[0-9A-F]{12}$/);
  await expect(customerPage.getByTestId('delivery-code')).toHaveCount(0);
  await expectAccessible(customerPage, 'order page');
  await shoot(customerPage, 'order-timeline-desktop');
  await shootArabic(customerPage, `/orders/${order.id}`, 'order-timeline-ar', () =>
    expect(customerPage.getByTestId('order-timeline')).toBeVisible(),
  );
  if (SHOTS) {
    const phone = await customer.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`/orders/${order.id}`);
    await expect(phone.getByTestId('order-timeline')).toBeVisible();
    await shoot(phone, 'order-timeline-390');
    await phone.close();
  }

  /* ── a return: one damaged strip, with a photo; the chemist approves, the strip is resellable ── */
  await customerPage.getByRole('button', { name: 'Return items' }).click();
  const dialog = customerPage.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: otc.name }).check();
  await dialog.getByLabel('Why').selectOption('damaged');
  await dialog
    .getByLabel('A photo of the items')
    .setInputFiles({ name: 'torn-strip.png', mimeType: 'image/png', buffer: PNG });
  await shoot(customerPage, 'order-return-dialog-desktop');
  await dialog.getByRole('button', { name: 'Ask for return' }).click();
  await expect(customerPage.getByTestId('order-status').first()).toHaveText('Return requested');

  await chemistPage.goto('/chemist/returns');
  const request = chemistPage.getByRole('group', { name: new RegExp(order.orderNumber) });
  await expect(request.getByRole('img')).toBeVisible();
  await request.getByRole('checkbox', { name: /can be sold again/i }).check();
  await expectAccessible(chemistPage, 'returns');
  await shoot(chemistPage, 'chemist-returns-desktop');
  await request.getByRole('button', { name: /approve and refund/i }).click();
  await expect(chemistPage.getByText('No returns to decide')).toBeVisible();

  await customerPage.reload();
  await expect(customerPage.getByTestId('order-status').first()).toHaveText('Returned');
  await expect(customerPage.getByText(/refund of ₹[\d,.]+ recorded/i)).toBeVisible();

  /* ── stock: the returned strip is back on its batch; stock received into a new batch ── */
  await chemistPage.goto('/chemist/stock');
  await chemistPage.getByLabel('Find a product').fill(otc.name);
  await chemistPage
    .getByRole('button', { name: new RegExp(otc.name) })
    .first()
    .click();
  await expect(chemistPage.getByRole('table')).toBeVisible();
  await expect(chemistPage.getByText('within 90 days').first()).toBeVisible();
  const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  await chemistPage.getByLabel('Batch number').fill('e2e24k001');
  await chemistPage.getByLabel('Expiry date').fill(expiry);
  await chemistPage.getByLabel('Units', { exact: true }).first().fill('24');
  await chemistPage.getByRole('button', { name: 'Add to stock' }).click();
  await expect(chemistPage.getByText('Stock added.')).toBeVisible();
  await expect(chemistPage.getByRole('cell', { name: 'E2E24K001' })).toBeVisible();
  await expectAccessible(chemistPage, 'stock');
  await shoot(chemistPage, 'chemist-stock-desktop');
  await chemistPage.getByRole('tab', { name: 'Low stock' }).click();
  await expect(chemistPage.getByText(/fewer than 20 units/)).toBeVisible();
  await shoot(chemistPage, 'chemist-low-stock-desktop');
  if (SHOTS) {
    const phone = await chemist.context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto('/chemist/orders?queue=packed');
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(phone, 'chemist-queue-390');
    await phone.goto('/chemist/stock?lang=ar');
    await phone.getByRole('tab').last().click();
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await shoot(phone, 'chemist-low-stock-ar-390');
    await phone.goto('/chemist/stock?lang=en');
    await phone.close();
  }

  for (const context of [customer, pharmacist.context, chemist.context, rider.context]) await context.close();
});

test('a rejected prescription releases nothing: the order waits, the store cannot pack it', async ({ browser }) => {
  test.setTimeout(90_000);
  const customer = await browser.newContext();
  const { response } = await registerCustomer(customer.request, {
    name: 'Rahul Nair',
    handle: 'rahul',
    password: 'Jasmine#Tea84',
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const userId = ((await response.json()) as { id: number }).id;
  const rx = await seededProduct(customer.request, true);
  await customer.request.post('/api/cart', { data: { userId, productId: rx.id, quantity: 1 } });
  const uploaded = await customer.request.post('/api/prescriptions/upload', {
    multipart: { prescription: { name: 'blurred.png', mimeType: 'image/png', buffer: PNG }, userName: 'Rahul Nair' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const prescription = (await uploaded.json()) as { id: number };
  const placed = await customer.request.post('/api/orders', {
    headers: { 'idempotency-key': `order-life-rejected-${Date.now()}` },
    data: {
      address: {
        fullName: 'Rahul Nair',
        email: `rahul.${Date.now()}@example.in`,
        phone: '9812345678',
        address: '22 Marine Drive, Ernakulam',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682011',
      },
      payment: { method: 'upi', upiId: 'rahul@okicici' },
      prescriptionId: prescription.id,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; orderNumber: string };

  const pharmacist = await staffContext(browser, 'demo.pharmacy');
  const reviewed = await pharmacist.context.request.post(`/api/pharmacy/prescriptions/${prescription.id}/review`, {
    data: { decision: 'reject', reason: 'illegible' },
  });
  expect(reviewed.ok(), await reviewed.text()).toBeTruthy();

  const page = await customer.newPage();
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-status').first()).toHaveText('Awaiting prescription');
  await expect(page.getByTestId('order-timeline').getByText('Verified by')).toHaveCount(0);

  const chemist = await staffContext(browser, 'demo.chemist');
  const queue = (await (await chemist.context.request.get('/api/chemist/orders?queue=to-pack')).json()) as {
    items: { id: number }[];
  };
  expect(queue.items.map((o) => o.id)).not.toContain(order.id);
  const pickList = (await (await chemist.context.request.get(`/api/chemist/orders/${order.id}`)).json()) as {
    lines: { orderItemId: number; batches: { id: number }[] }[];
  };
  const refused = await chemist.context.request.post(`/api/chemist/orders/${order.id}/pack`, {
    headers: { 'error-format': 'codes' },
    data: { lines: pickList.lines.map((l) => ({ orderItemId: l.orderItemId, batchId: l.batches.at(-1)!.id })) },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
  for (const context of [customer, pharmacist.context, chemist.context]) await context.close();
});
