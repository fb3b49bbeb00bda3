import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 18 "Done means": every SPEC §2 home section is there, on a computer and on a phone (390 px), in
 * SPEC's order; the lazy ones load as the page scrolls to them. Combo packs on /value-store go into the cart
 * as their products with the kit price taken off. Screenshots (1280, 390, Arabic) for review.
 */

const SHOTS = process.env.HOME_SHOTS_DIR ?? '/tmp/home-shots';
const DELHI = '110001';

async function contextAt(browser: Browser, options: { width: number; language?: string; pincode?: string }) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 768 ? 844 : 900 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: test.info().project.use.baseURL!,
          localStorage: [
            { name: 'language', value: options.language ?? 'en' },
            { name: 'languageSuggested', value: options.language ?? 'en' },
            ...(options.pincode ? [{ name: 'pincode', value: options.pincode }] : []),
          ],
        },
      ],
    },
  });
  return { context, page: await context.newPage() };
}

/** Scrolls to the end step by step, so every lazy section comes near the viewport and loads. */
async function scrollThrough(page: Page) {
  let stableAtEnd = 0;
  for (let i = 0; i < 80 && stableAtEnd < 3; i += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
    // At the end only once the sections that just loaded stop growing the page.
    stableAtEnd = atEnd ? stableAtEnd + 1 : 0;
    await page.waitForTimeout(atEnd ? 600 : 150);
  }
}

/** The sections' top edges in document order must follow SPEC's order. */
async function expectInOrder(page: Page, testIds: string[]) {
  const tops: number[] = [];
  for (const id of testIds) {
    const box = await page
      .getByTestId(id)
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    tops.push(box);
  }
  expect(tops, testIds.join(' < ')).toEqual([...tops].sort((a, b) => a - b));
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('home page: every SPEC section', () => {
  // Scrolling the whole page loads every lazy section and its data (cold value pages take seconds under load).
  test.describe.configure({ timeout: 150_000 });
  test('computer (1280 px): hero, services, categories … nearby hospitals, floating emergency button', async ({
    browser,
  }) => {
    const { context, page } = await contextAt(browser, { width: 1280, pincode: DELHI });
    const { response } = await registerCustomer(context.request, {
      name: 'Ananya Iyer',
      handle: 'home',
      password: 'Tulsi#Garden42',
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    await page.goto('/');
    await hydrated(page);

    // Above the fold, in the server's HTML.
    const hero = page.getByTestId('hero-carousel');
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(page.getByTestId('consult-doctor')).toBeVisible();
    await expect(page.getByTestId('service-row').getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    await expect(page.getByTestId('quick-links')).toBeHidden();
    await expect(page.getByTestId('mobile-banner')).toBeHidden();

    await scrollThrough(page);
    const sections = [
      'hero-carousel',
      'service-row',
      'top-deals',
      'health-services',
      'equipment-services',
      'home-emergency',
      'offers-carousel',
      'promo-banner',
      'app-promotion',
      'nearby-hospitals',
    ];
    for (const id of sections) await expect(page.getByTestId(id), id).toBeVisible({ timeout: 20_000 });
    await expectInOrder(page, sections);
    for (const heading of [
      'Medicines by specialty',
      'Featured Products',
      'Health articles',
      'What our customers say',
    ]) {
      await expect(page.getByRole('heading', { name: heading }).first(), heading).toBeVisible();
    }
    await expect(page.locator('#upload-prescription')).toBeVisible();
    // Signed in but no orders yet: the order history has nothing to show, so it shows nothing.
    await expect(page.getByTestId('order-history')).toHaveCount(0);
    // Real data: hospitals near the Deliver-to pincode, the running first-order offer.
    await expect(page.getByTestId('nearby-hospitals').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('promo-banner')).toContainText('FIRST20');
    // No store badges: without the browser's install offer, how to add it.
    await expect(page.getByTestId('app-promotion')).toContainText('Add to Home screen');
    await expect(page.getByRole('link', { name: /emergency|112/i }).last()).toBeVisible();
    await expectAccessible(page, 'home 1280');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'home-1280');
    await context.close();
  });

  test('phone (390 px): quick links, banner carousel, paged category strip, then the rest', async ({ browser }) => {
    const { context, page } = await contextAt(browser, { width: 390 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('quick-links')).toBeVisible();
    const banner = page.getByTestId('mobile-banner');
    await expect(banner).toBeVisible();
    await expect(banner.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(page.getByTestId('category-strip')).toBeVisible();
    await expect(page.getByTestId('hero-carousel')).toBeHidden();
    // Every tile is painted from the start (a moving track, issue 18's LCP); the ones out of view are aria-hidden.
    await expect(banner.locator('[aria-roledescription="slide"][hidden]')).toHaveCount(0);
    await expect(banner.locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(2);
    // Swipe the banner: the next tile shows.
    const first = banner.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const label = await first.getAttribute('aria-label');
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(banner.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).not.toHaveAttribute(
      'aria-label',
      label!,
    );

    await scrollThrough(page);
    const sections = [
      'quick-links',
      'mobile-banner',
      'category-strip',
      'top-deals',
      'health-services',
      'equipment-services',
      'home-emergency',
      'offers-carousel',
      'promo-banner',
      'app-promotion',
      'nearby-hospitals',
    ];
    for (const id of sections) await expect(page.getByTestId(id), id).toBeVisible({ timeout: 20_000 });
    await expectInOrder(page, sections);
    // No pincode yet: the way to find hospitals near you.
    await expect(page.getByTestId('nearby-hospitals')).toContainText('Set your delivery pincode');
    await expectAccessible(page, 'home 390');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'home-390');
    await context.close();
  });

  test('Arabic: right to left, translated, every section', async ({ browser }) => {
    const { context, page } = await contextAt(browser, { width: 1280, language: 'ar', pincode: DELHI });
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('hero-carousel')).toHaveAttribute('aria-roledescription', 'عرض دوّار');
    await scrollThrough(page);
    await expect(page.getByTestId('promo-banner')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('app-promotion')).toContainText('الشاشة الرئيسية');
    await expectAccessible(page, 'home ar');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'home-ar');
    await context.close();
  });
});

test('a combo pack goes into the cart as its products, with the kit price taken off', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/value-store#combos');
  await hydrated(page);
  const pack = page.getByTestId('combo-pack').first();
  await expect(pack).toBeVisible({ timeout: 30_000 });
  const names = await pack.locator('li a').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(2);
  await pack.getByRole('button', { name: /^Add kit to cart: / }).click();
  await expect(page.getByText('Kit added to cart', { exact: true })).toBeVisible();
  await page.goto('/cart');
  for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('Combo pack savings')).toBeVisible();
  await expectAccessible(page, 'cart with a combo');
  mkdirSync(SHOTS, { recursive: true });
  await page.goto('/value-store#combos');
  await expect(page.getByTestId('combo-pack').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/value-store-combos.png`, fullPage: true });
});
