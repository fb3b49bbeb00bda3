import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';

/**
 * Issue 11 (items 10, 11, 14) on a phone, 390 × 844: the floating contact buttons stay clear of the
 * page's controls, error texts and sticky bars; the product page keeps a sticky add-to-cart bar and the
 * cart its total and "Proceed to checkout"; the main controls are at least 44 px; and signing in returns
 * the visitor to the page they came from (staff to their area), never to another site.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN_TARGET = 44;
type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

async function expectTouchTarget(locator: Locator, what: string) {
  const { width, height } = await box(locator);
  expect(height, `${what}: height`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(width, `${what}: width`).toBeGreaterThanOrEqual(MIN_TARGET);
}

/**
 * Pages with a phone's sticky bar: after the contact shortcuts load (2 s after the page, SPEC §2) they sit
 * in the bar, not over the page: the floating group stays hidden and the bar's 44 px contact button is
 * inside the bar, beside (never on) its price and buttons.
 */
async function expectContactInBar(page: Page, bar: Locator, controls: Locator[]) {
  const contact = bar.getByTestId('contact-menu');
  await expect(contact).toBeVisible({ timeout: 6_000 });
  await expect(page.getByTestId('floating-contact')).toBeHidden();
  await expectTouchTarget(contact, 'contact button in the bar');
  const contactBox = await box(contact);
  const barBox = await box(bar);
  expect(contactBox.y).toBeGreaterThanOrEqual(barBox.y);
  expect(contactBox.y + contactBox.height).toBeLessThanOrEqual(barBox.y + barBox.height);
  for (const control of controls) expect(intersects(contactBox, await box(control))).toBe(false);
}

/**
 * Every visible link, button, field and error text on screen whose box meets the floating buttons'
 * box (measured in the page with getBoundingClientRect, the same boxes Playwright's boundingBox reads).
 */
async function coveredByFloating(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const group = document.querySelector('[data-testid="floating-contact"]');
    const r = group?.getBoundingClientRect();
    // Not shown (e.g. moved into a sticky bar): it covers nothing.
    if (!group || !r || r.width === 0 || r.height === 0) return [];
    const hits: string[] = [];
    const selector =
      'a[href], button, input, select, textarea, [role="alert"], [data-testid="form-error"], [id$="-error"], [data-sticky-bottom-bar]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (group.contains(element)) continue;
      const b = element.getBoundingClientRect();
      // Screen-reader-only elements are 1 px boxes nobody sees or taps.
      if (b.width <= 1 || b.height <= 1 || b.bottom <= 0 || b.top >= innerHeight) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom) {
        hits.push(
          `${element.tagName.toLowerCase()} "${(element.innerText || element.getAttribute('aria-label') || '').trim().slice(0, 60)}"`,
        );
      }
    }
    return hits;
  });
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  await page.waitForTimeout(300);
}

/** An in-stock product's page, from the listing. */
async function inStockProductPath(page: Page): Promise<string> {
  await page.goto('/products');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('add-to-cart').and(page.locator(':enabled')) })
    .first();
  await expect(card).toBeVisible();
  const href = await card.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/products\/\d+$/);
  return href!;
}

test('product page: a sticky add-to-cart bar with the contact shortcut in it, 44 px controls, nothing floating over the page', async ({
  page,
}) => {
  const path = await inStockProductPath(page);
  await page.goto(path);
  const bar = page.getByTestId('sticky-buy-bar');
  await expect(bar).toBeVisible();
  const add = page.getByTestId('sticky-add-to-cart');
  await expectContactInBar(page, bar, [add, bar.getByTestId('selling-price')]);
  // Nothing floats over what the visitor can press or must read.
  expect(await coveredByFloating(page)).toEqual([]);

  // The contact button opens WhatsApp and call above the bar.
  await bar.getByTestId('contact-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Order on WhatsApp' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The buy box's own button, scrolled to, is not covered by the bar.
  const buyBoxAdd = page.getByRole('region', { name: 'Price and quantity' }).getByTestId('add-to-cart');
  await buyBoxAdd.scrollIntoViewIfNeeded();
  expect(intersects(await box(bar), await box(buyBoxAdd))).toBe(false);

  // The bar stays on screen while the leaflet scrolls by.
  await page.mouse.wheel(0, 2500);
  await page.waitForTimeout(300);
  await expect(bar).toBeInViewport({ ratio: 1 });
  const scrolledBar = await box(bar);
  expect(scrolledBar.y + scrolledBar.height).toBeLessThanOrEqual(844 + 0.5);

  // At the very end the footer is not hidden under the bar or the buttons.
  await scrollToEnd(page);
  await expect(bar).toBeInViewport({ ratio: 1 });
  expect(await coveredByFloating(page)).toEqual([]);
  const copyright = page.getByText(/©/).last();
  expect(intersects(await box(copyright), await box(bar))).toBe(false);

  // Touch targets: the bar's add, then the line's stepper; header icons; the jump chips.
  await expectTouchTarget(add, 'sticky Add to cart');
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const stepper = bar.getByTestId('cart-stepper');
  await expect(stepper).toBeVisible();
  for (const button of await stepper.getByRole('button').all()) await expectTouchTarget(button, 'bar stepper');
  await expectTouchTarget(page.getByRole('button', { name: /items? in cart \(total quantity\)/ }), 'cart button');
  await expectTouchTarget(page.getByRole('button', { name: 'Open menu' }), 'menu button');
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  const chip = page
    .getByRole('navigation', { name: /jump|on this page/i })
    .getByRole('link')
    .first();
  if (await chip.count()) expect((await box(chip)).height).toBeGreaterThanOrEqual(MIN_TARGET);
});

test('pages without a bar: the folded floating button is 44 px and leaves the footer clear', async ({ page }) => {
  await page.goto('/products');
  const group = page.getByTestId('floating-contact');
  await expect(group).toBeVisible({ timeout: 6_000 });
  const toggle = group.getByRole('button', { name: 'Contact us: call or WhatsApp' });
  await expectTouchTarget(toggle, 'contact button');
  await expect(group.getByRole('link', { name: 'Order on WhatsApp' })).toBeHidden();
  expect((await box(group)).height).toBeLessThanOrEqual(MIN_TARGET + 1);
  await scrollToEnd(page);
  await page.waitForTimeout(300);
  expect(await coveredByFloating(page)).toEqual([]);
  await toggle.click();
  await expect(group.getByRole('link', { name: 'Order on WhatsApp' })).toBeVisible();
});

test('cart: the total and "Proceed to checkout" stay reachable, with the contact shortcut in their bar', async ({
  page,
}) => {
  const path = await inStockProductPath(page);
  await page.goto(path);
  await page.getByTestId('sticky-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/cart');
  const bar = page.getByTestId('cart-sticky-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(await page.getByTestId('summary-total').innerText());
  const proceed = page.getByTestId('sticky-proceed-to-checkout');
  await expectTouchTarget(proceed, 'Proceed to checkout');
  await expectContactInBar(page, bar, [proceed]);
  expect(await coveredByFloating(page)).toEqual([]);

  // The line's controls are thumb-sized.
  const line = page.getByTestId('cart-line').first();
  for (const button of await line.getByTestId('cart-stepper').getByRole('button').all()) {
    await expectTouchTarget(button, 'cart stepper');
  }
  await expectTouchTarget(line.getByRole('button', { name: /^Remove .* from cart$/ }), 'remove line');

  // Still there at the end of the page.
  await scrollToEnd(page);
  await expect(bar).toBeInViewport({ ratio: 1 });
  expect(await coveredByFloating(page)).toEqual([]);
  await proceed.click();
  await expect(page).toHaveURL(/\/login\?/);
});

test('checkout: no floating buttons over the address form, its errors or "Continue to payment"', async ({ page }) => {
  // Registering through the page's context signs the page in.
  const { response } = await registerCustomer(page.context().request, {
    name: 'Kavya Rao',
    handle: 'kavya',
    password: 'Monsoon#Lane62',
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const path = await inStockProductPath(page);
  await page.goto(path);
  await page.getByTestId('sticky-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save and deliver here' });
  await save.click();
  await expect(page.getByText('Please enter a valid 10-digit Indian mobile number')).toBeVisible();
  // Past the moment they would have loaded: they never come on checkout.
  await page.waitForTimeout(2_500);
  await expect(page.getByTestId('floating-contact')).toHaveCount(0);
  expect(await coveredByFloating(page)).toEqual([]);
  await expectTouchTarget(save, 'Save and deliver here');
});

test('sign-in returns the visitor to the page they came from; staff to their area; never off-site', async ({
  page,
}) => {
  const path = await inStockProductPath(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const signIn = page.getByRole('dialog').getByRole('link', { name: /sign in/i });
  await expect(signIn).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(path)}`);
  await signIn.click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);

  const login = async (username: string) => {
    await page.getByLabel(/username or email/i).fill(username);
    await page.getByLabel(/^password$/i).fill('Aushadh@Demo2026');
    await page.getByRole('button', { name: /^login$/i }).click();
  };
  await login('demo.customer');
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 15_000 });

  // Staff from a shop page still land on their area (SPEC §4).
  await page.context().clearCookies();
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await login('demo.admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });

  // …and back to a page inside it when they came from there.
  await page.context().clearCookies();
  await page.goto(`/login?returnTo=${encodeURIComponent('/admin/users')}`);
  await login('demo.admin');
  await expect(page).toHaveURL(/\/admin\/users$/, { timeout: 15_000 });

  // Another site is never a destination.
  await page.context().clearCookies();
  await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example/phish')}`);
  await login('demo.customer');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/, { timeout: 15_000 });
});
