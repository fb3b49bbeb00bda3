import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 20: the pseudo-locale (`?lang=pseudo`, a build made with VITE_PSEUDO_LOCALE=1) writes every string
 * accented and ~40 % longer. On home, product, cart, checkout, login and a staff screen, at 1280 and 390 px:
 * the page never scrolls sideways, and no text is cut off inside a box that hides its overflow. Screenshots go
 * to /tmp/i18n-shots for a person to look at.
 */
const SHOTS = '/tmp/i18n-shots';
mkdirSync(SHOTS, { recursive: true });

/** Elements whose own text is cut off: wider than their box while the box hides what overflows. */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || element.closest('[aria-hidden="true"], [hidden], .sr-only')) continue;
      const style = getComputedStyle(element);
      const hides = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
      const box = element.getBoundingClientRect();
      // A 1 px box is text for screen readers only (sr-only, max-sm:sr-only), hidden on purpose.
      if (hides && box.width > 1 && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

async function check(page: Page, name: string, width: number) {
  await hydrated(page);
  // The page itself, not its loading state: its lazy chunk and translations are in.
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  // The pseudo strings are in: brackets and accents, not English.
  await expect(page.locator('body')).toContainText('·]');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `${SHOTS}/pseudo-${name}-${width}.png`, fullPage: true });
  expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
  expect(await clippedTexts(page), `${name} at ${width}px`).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`pseudo-locale at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home, product, login, cart and checkout fit their longer texts', async ({ page }) => {
      // Five pages, each measured element by element: about 25 s on an idle CI machine.
      test.setTimeout(60_000);
      await page.goto('/?lang=pseudo');
      await check(page, 'home', width);

      const featured = (await (await page.request.get('/api/products/featured')).json()) as { id: number }[];
      await page.goto(`/products/${featured[0]!.id}?lang=pseudo`);
      await check(page, 'product', width);

      await page.goto('/login?lang=pseudo');
      await check(page, 'login', width);

      const { response } = await registerCustomer(page.request, {
        name: 'Pseudo Tester',
        handle: 'pseudo',
        password: 'Tulsi#Garden42',
      });
      const user = (await response.json()) as { id: number };
      await page.request.post('/api/cart', { data: { userId: user.id, productId: featured[0]!.id, quantity: 1 } });
      await page.goto('/cart?lang=pseudo');
      await check(page, 'cart', width);
      await page.goto('/checkout?lang=pseudo');
      await check(page, 'checkout', width);
    });

    test('a staff screen (the pharmacist’s queue) fits too', async ({ page }) => {
      const login = await page.request.post('/api/login', {
        data: { username: 'demo.pharmacy', password: 'Aushadh@Demo2026', tempUserId: null },
      });
      expect(login.ok()).toBe(true);
      await page.goto('/pharmacy?lang=pseudo');
      await check(page, 'pharmacy', width);
    });
  });
}
