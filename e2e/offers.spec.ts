import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 18 "Done means": a new customer's first order gets 20 % off (FIRST20, applied by itself) and the
 * second does not; buying PLUS makes the next checkout's delivery free; a coupon outside its window (DIWALI25
 * ended on 12 Nov 2026) is refused with a translated message. The seeded offers: features/offers/seed.
 */

async function newCustomer(page: Page, handle: string) {
  const { response } = await registerCustomer(page.context().request, {
    name: 'Kavya Reddy',
    handle,
    password: 'Mango#Lassi72',
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const user = (await response.json()) as { id: number };
  // A saved address in a served pincode (Delhi), so checkout opens on it.
  const address = await page.context().request.post('/api/addresses', {
    data: {
      fullName: 'Kavya Reddy',
      email: 'kavya@example.in',
      phone: '9876543210',
      address: '14 Janpath, Connaught Place',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
    },
  });
  expect(address.ok(), await address.text()).toBeTruthy();
  return user;
}

/** An over-the-counter product in stock selling below `underPaise` (so delivery is charged without PLUS). */
async function cheapProduct(request: APIRequestContext, underPaise: number) {
  const res = await request.get(
    `/api/products?inStock=true&prescription=false&maxPrice=${underPaise}&minPrice=5000&sort=popularity&pageSize=5`,
  );
  const items = (await res.json()).items as { id: number; discountedPrice: number }[];
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

async function addToCart(request: APIRequestContext, userId: number, productId: number) {
  const res = await request.post('/api/cart', { data: { userId, productId, quantity: 1 } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function payByUpi(page: Page) {
  await page.getByTestId('continue-to-payment').click();
  await page.getByLabel('UPI / Mobile Payment').check();
  await page.getByLabel('UPI ID').fill('kavya@okhdfc');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-confirmation').getByRole('heading', { name: 'Order placed' })).toBeVisible({
    timeout: 20_000,
  });
}

test('a first order gets 20 % off by itself; the second does not, and FIRST20 typed is refused', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await newCustomer(page, 'kavya');
  const product = await cheapProduct(page.request, 30_000);
  await addToCart(page.request, user.id, product.id);

  await page.goto('/checkout');
  await hydrated(page);
  const summary = page.getByTestId('checkout-summary');
  await expect(page.getByTestId('applied-offer')).toContainText('Best offer applied: FIRST20.');
  // 20 % of the selling price, floored to the paisa (well under the ₹200 cap).
  const expected = Math.floor((product.discountedPrice * 20) / 100) / 100;
  await expect(summary.getByTestId('summary-discount-coupon')).toContainText(expected.toFixed(2));
  await expect(summary.getByText('Coupon FIRST20')).toBeVisible();
  await payByUpi(page);
  await expect(page.getByTestId('checkout-summary').getByText('Coupon FIRST20')).toBeVisible();

  // The second order: no first-order offer, and typing it says why.
  await addToCart(page.request, user.id, product.id);
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByTestId('coupon-box')).toBeVisible();
  await expect(page.getByTestId('checkout-summary').getByText('Coupon FIRST20')).toHaveCount(0);
  await page.getByLabel('Have a code?').fill('first20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('coupon-error')).toHaveText('The offer FIRST20 is only for your first order.');
  await payByUpi(page);
  await expect(page.getByTestId('checkout-summary').getByText('Coupon FIRST20')).toHaveCount(0);
});

test('buying PLUS makes the next checkout’s delivery free', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await newCustomer(page, 'rohan');
  const product = await cheapProduct(page.request, 20_000);
  await addToCart(page.request, user.id, product.id);

  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByTestId('checkout-summary').getByTestId('summary-delivery')).toHaveText('₹49.00');

  await page.goto('/plus');
  await hydrated(page);
  await page.getByTestId('plus-plan-3').click();
  await page.getByTestId('plus-continue').click();
  await page.getByLabel('UPI ID').fill('rohan@okicici');
  await page.getByRole('button', { name: 'Pay ₹149' }).click();
  await expect(page.getByText('Welcome to PLUS! Delivery is free on your next order.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('plus-valid-until')).toContainText('PLUS member until');

  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByTestId('checkout-summary').getByTestId('summary-delivery')).toHaveText('FREE (PLUS)');
  await expect(page.getByTestId('checkout-summary').getByText('PLUS member discount')).toBeVisible();

  // The profile shows the membership with its expiry and the way to renew.
  await page.goto('/profile');
  await expect(page.getByTestId('plus-membership').getByTestId('plus-valid-until')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew' })).toBeVisible();
});

test('a coupon outside its window is refused with a translated message', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await newCustomer(page, 'ishaan');
  const product = await cheapProduct(page.request, 30_000);
  await addToCart(page.request, user.id, product.id);

  await page.goto('/checkout?lang=hi');
  await hydrated(page);
  await page.getByLabel('कोड है?').fill('DIWALI25');
  await page.getByRole('button', { name: 'लगाएँ', exact: true }).click();
  await expect(page.getByTestId('coupon-error')).toHaveText('ऑफ़र DIWALI25 समाप्त हो गया है।');

  await page.goto('/checkout?lang=en');
  await hydrated(page);
  await page.getByLabel('Have a code?').fill('DIWALI25');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('coupon-error')).toHaveText('The offer DIWALI25 has ended.');
  // The best offer stays applied.
  await expect(page.getByTestId('applied-offer')).toContainText('FIRST20');
});

test('/offers, /value-store and a brand page render on the server with their data', async ({ page }) => {
  const offers = await page.request.get('/offers');
  expect(offers.status()).toBe(200);
  expect(await offers.text()).toContain('FIRST20');
  const value = await page.request.get('/value-store');
  expect(await value.text()).toContain('data-testid="product-card"');
  const brand = await page.request.get('/brands/himalaya');
  expect(brand.status()).toBe(200);
  expect(await brand.text()).toContain('Himalaya');
  expect((await page.request.get('/brands/no-such-brand')).status()).toBe(404);
});

test('offer pages are accessible; the home carousel moves by keyboard and holds on focus', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ['/offers', '/value-store', '/plus', '/brands/himalaya']) {
    await page.goto(path);
    await hydrated(page);
    await expectAccessible(page, path);
  }
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByTestId('offers-carousel');
  await carousel.scrollIntoViewIfNeeded({ timeout: 30_000 }).catch(() => undefined);
  // Below the fold: it loads as it comes near.
  await page.mouse.wheel(0, 4000);
  await expect(carousel).toBeVisible({ timeout: 30_000 });
  const visibleSlide = carousel.getByTestId('offer-slide').and(page.locator(':visible'));
  // Each slide is labelled "Offer n of m" for screen readers: the label says which one shows.
  await expect(visibleSlide).toHaveAttribute('aria-label', /^Offer \d+ of \d+$/);
  // Focus first: from then on the carousel holds still, so what is read is what the keys move from.
  await carousel.getByRole('button', { name: 'Next offer' }).focus();
  const first = await visibleSlide.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(visibleSlide).not.toHaveAttribute('aria-label', first!);
  const second = (await visibleSlide.getAttribute('aria-label'))!;
  // Focus inside holds it longer than CAROUSEL.heroMs.
  await page.waitForTimeout(6_000);
  await expect(visibleSlide).toHaveAttribute('aria-label', second);
  await page.keyboard.press('ArrowLeft');
  await expect(visibleSlide).toHaveAttribute('aria-label', first!);
  await expect(page.getByTestId('top-deals').getByTestId('product-card').first()).toBeVisible();
});
