import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';

/**
 * Issue 9: errors are codes with params, shown from i18n. On a Hindi page the server's out-of-stock refusal
 * and a form's validation message read in Hindi (locales/hi/errors.json), not in the server's English.
 */

type Detail = { id: number; name: string; stock: number; maxOrderQuantity: number; kind: string };

/** An in-stock product whose whole stock one order can buy (stock ≤ what one order may hold). */
async function productWithLittleStock(request: APIRequestContext): Promise<Detail> {
  for (let page = 1; page <= 20; page++) {
    const list = await request.get(`/api/products?inStock=true&prescription=false&pageSize=60&page=${page}`);
    expect(list.ok(), await list.text()).toBeTruthy();
    const { items } = (await list.json()) as { items: { id: number }[] };
    const details = await Promise.all(
      items.map(async ({ id }) => (await (await request.get(`/api/products/${id}`)).json()) as Detail),
    );
    const found = details.find((d) => d.kind !== 'device' && d.stock > 0 && d.stock <= d.maxOrderQuantity);
    if (found) return found;
  }
  throw new Error('no product with little stock in the first pages');
}

/** Another customer buys every pack that is left, through the API. */
async function buyEverythingLeft(request: APIRequestContext, product: Detail) {
  const { response } = await registerCustomer(request, {
    name: 'Kavya Rao',
    handle: 'kavya',
    password: 'Lotus#Pond73',
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { id: userId } = (await response.json()) as { id: number };
  const added = await request.post('/api/cart', { data: { userId, productId: product.id, quantity: product.stock } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const order = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      address: {
        fullName: 'Kavya Rao',
        email: 'kavya@example.in',
        phone: '9876543210',
        address: '14 Janpath, Connaught Place',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
      },
      saveAddress: false,
      payment: {
        method: 'credit-card',
        cardNumber: '4111 1111 1111 1111',
        cardName: 'Kavya Rao',
        expiry: '12/39',
        cvv: '123',
      },
    },
  });
  expect(order.ok(), await order.text()).toBeTruthy();
}

test('a Hindi page says “out of stock” in Hindi when the last packs went while it was open', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const product = await productWithLittleStock(page.request);
  await page.goto(`/products/${product.id}?lang=hi`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const add = page.getByTestId('add-to-cart').first();
  await expect(add).toBeEnabled();

  const other = await playwright.request.newContext({ baseURL: baseURL! });
  await buyEverythingLeft(other, product);
  await other.dispose();

  await add.click();
  await expect(page.getByText('कार्ट में नहीं जोड़ा जा सका', { exact: true })).toBeVisible();
  await expect(page.getByText(`${product.name} स्टॉक में नहीं है`, { exact: true })).toBeVisible();
  await expect(page.getByText(/out of stock/)).toHaveCount(0);
});

test('a Hindi page shows form validation and a refused sign-in in Hindi', async ({ page }) => {
  await page.goto('/login?lang=hi');
  const username = page.getByLabel('यूज़रनेम या ईमेल');
  await username.fill('ab');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  // The shared schema's message keys (USERNAME_TOO_SHORT, PASSWORD_TOO_SHORT), from hi/errors.json.
  await expect(page.getByText('यूज़रनेम कम से कम 4 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(page.getByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(page.getByText(/must be at least/)).toHaveCount(0);

  // The server's refusal (INVALID_CREDENTIALS) is shown from its code too.
  await username.fill('nobody.here');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong#Pass1');
  await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText('यूज़रनेम या पासवर्ड गलत है');

  // The e-mailed-code form: a bad e-mail address (EMAIL_INVALID).
  await page.getByRole('button', { name: 'OTP से लॉग इन करें' }).click();
  await page.getByLabel('ईमेल').fill('not-an-email');
  await page.getByRole('button', { name: 'लॉग इन कोड पाएँ' }).click();
  await expect(page.getByText('कृपया मान्य ईमेल पता दर्ज करें')).toBeVisible();
});
