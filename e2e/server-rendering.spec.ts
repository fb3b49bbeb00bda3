import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 10 item 1 (decision 0008): the server renders the storefront. Without JavaScript the pages show
 * their content and their links work; with it, the page hydrates from the data the HTML carried, asking the
 * API for none of it, and React finds nothing to complain about; a product page comes in Hindi or Arabic.
 *
 * Needs the renderer in the build (`npm run build -w @aushadh/web`, or WEB_DIST_DIR=… for one's own).
 */

type ProductDetail = {
  id: number;
  name: string;
  price: number;
  discountedPrice: number;
  saltComposition: string;
  manufacturer: string;
};

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** A medicine in stock that sells below its MRP (so both prices show), from the public API. */
async function discountedMedicine(request: APIRequestContext): Promise<ProductDetail> {
  const list = await request.get('/api/products?inStock=true&minDiscount=5&prescription=false&pageSize=5');
  expect(list.ok(), await list.text()).toBeTruthy();
  const { items } = (await list.json()) as { items: { id: number }[] };
  expect(items.length).toBeGreaterThan(0);
  return (await (await request.get(`/api/products/${items[0]!.id}`)).json()) as ProductDetail;
}

/** Fails the test on any page error and on any console message about hydration (React's, dev or production). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (/hydrat|Minified React error #(418|419|423|425)/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a listing, a product page and the static pages show their content, and their links work', async ({
    page,
    request,
  }) => {
    const product = await discountedMedicine(request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    const featured = page.getByTestId('product-card');
    expect(await featured.count()).toBeGreaterThanOrEqual(4);
    await expect(featured.first()).toContainText('₹');
    // The home page's questions, visible (the FAQPage structured data repeats them).
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText('Are the medicines sold on Aushadh genuine?')).toBeVisible();

    // A link from the home page to a listing.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Ayurveda/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products\/category\/5$/);
    await expect(page.getByRole('heading', { level: 1, name: /Ayurveda/ })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ products/);

    // The listing's pages are links.
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All medicines and health products' })).toBeVisible();
    const firstName = await page.getByTestId('product-card').first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /next/i }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('product-card').first().getByRole('heading')).not.toHaveText(firstName!);

    // A product card leads to its page.
    const card = page.getByTestId('product-card').first();
    const cardName = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: cardName }).first().click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: cardName })).toBeVisible();

    // The product page: name, price, MRP, salts and its sections.
    await page.goto(`/products/${product.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The product's own buy box: the page also carries its related products' prices now.
    const buyBox = main.getByRole('region', { name: 'Price and quantity' });
    await expect(buyBox.getByTestId('best-price')).toHaveText(rupees(product.discountedPrice));
    await expect(buyBox.getByText(rupees(product.price), { exact: true })).toBeVisible();
    await expect(main.getByText(product.saltComposition).first()).toBeVisible();
    for (const section of [
      'How to use',
      'Side effects',
      'Safety advice',
      'Storage',
      'Manufacturer and marketer details',
    ])
      await expect(main.getByRole('heading', { name: section }).first()).toBeVisible();
    await main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ['/about', '/careers', '/partner', '/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count(), path).toBeGreaterThan(1);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('hydrated', () => {
  test('the browser asks the API for nothing the HTML carried, and React reports no hydration mismatch', async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = watchHydration(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/'))
        asked.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    const product = await discountedMedicine(request);
    // The visitor has chosen a pincode: the header and the buy box show it from the first HTML.
    await page.context().addCookies([{ name: 'pincode', value: '110001', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('pincode', '110001'));

    const carried: Record<string, RegExp[]> = {
      '/': [/^GET \/api\/categories$/, /^GET \/api\/specialties$/, /^GET \/api\/products\/featured$/],
      '/products?sort=price-asc': [/^GET \/api\/products\?/, /^GET \/api\/categories$/],
      [`/products/${product.id}`]: [/^GET \/api\/products\/\d+$/, /^GET \/api\/delivery-check\?/],
      '/products/category/4': [/^GET \/api\/products\?/, /^GET \/api\/categories$/],
      '/search?q=paracetamol': [/^GET \/api\/products\?/],
      '/about': [],
    };
    // Every page: who is signed in and the guest id (the cart is the browser's to fetch).
    const shell = [/^GET \/api\/user$/, /^GET \/api\/guest$/];
    for (const [path, patterns] of Object.entries(carried)) {
      asked.length = 0;
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const again = asked.filter((line) => [...patterns, ...shell].some((pattern) => pattern.test(line)));
      expect(again, `${path} asked again for: ${again.join(', ')}`).toEqual([]);
    }

    // Hydrated means live: the buy box adds to the cart without a reload.
    await page.goto(`/products/${product.id}`);
    await hydrated(page);
    await page.getByRole('main').getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
    expect(problems).toEqual([]);
  });

  test('no hydration warning for a signed-in visitor, in Arabic, on the 404 page and on a page rendered in the browser', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    const { response } = await registerCustomer(page.request, {
      name: 'Kavya Menon',
      handle: 'kavya',
      password: 'Backwater#Boat31',
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    for (const path of ['/?lang=ar', '/products/1', '/this/page/does/not/exist', '/profile', '/products?lang=en']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByRole('button', { name: /Kavya/ }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('a product page comes from the server in Hindi and in Arabic, with lang and dir', async ({ request }) => {
  const hindi = JSON.parse(readFileSync('apps/web/src/locales/hi/catalog.json', 'utf8'));
  const arabic = JSON.parse(readFileSync('apps/web/src/locales/ar/catalog.json', 'utf8'));
  const product = await discountedMedicine(request);

  const byLink = await request.get(`/products/${product.id}?lang=hi`);
  expect(byLink.status()).toBe(200);
  const hi = await byLink.text();
  expect(hi).toContain('<html lang="hi" dir="ltr">');
  expect(hi).toContain(`>${hindi.sections.howToUse}</h2>`);
  expect(hi).toContain(`>${hindi.detail.saltComposition}</dt>`);
  expect(hi).toContain(product.name);

  // The language cookie (the visitor's choice) does the same without a parameter.
  const byCookie = await request.get(`/products/${product.id}`, { headers: { cookie: 'language=ar' } });
  const ar = await byCookie.text();
  expect(ar).toContain('<html lang="ar" dir="rtl">');
  expect(ar).toContain(`>${arabic.sections.howToUse}</h2>`);
  expect(ar).toContain(`>${arabic.detail.saltComposition}</dt>`);
  // The browser hydrates in the language the server rendered.
  expect(ar).toContain('"language":"ar"');
});
