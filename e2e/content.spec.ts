import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 16 item 3 and issue 17 item 4: a reader opens an article from the health blog (the server's HTML already
 * carries its Article JSON-LD), and an admin publishes a health tip that becomes today's tip on the home page.
 * Set CONTENT_SHOTS_DIR to save the screens (desktop 1280, phone 390, Arabic).
 */

const DEMO_PASSWORD = 'Aushadh@Demo2026';
const SHOTS = process.env.CONTENT_SHOTS_DIR;

// Two accessibility scans and a dozen pages each (more with screenshots).
test.setTimeout(240_000);

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText(/signed in as/i)).toBeVisible({ timeout: 15_000 });
}

test('a reader opens an article from the health blog; the server HTML carries Article JSON-LD', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  const list = await page.request.get('/health-blog');
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain('Health Blog');

  await page.goto('/health-blog');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Health Blog', level: 1 })).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page, 'health blog');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/blog-desktop.png`, fullPage: true });

  await page.getByRole('link', { name: 'Infections', exact: true }).click();
  await expect(page).toHaveURL(/category=infections/);
  await page.getByRole('link', { name: 'Dengue: the warning signs that mean hospital, not home' }).click();
  await expect(page).toHaveURL(/\/articles\/dengue-warning-signs$/);
  await expect(page.getByRole('heading', { level: 1, name: /Dengue/ })).toBeVisible();
  await expect(page.getByText(/Medically reviewed by Dr\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When to see a doctor' })).toBeVisible();
  await expectAccessible(page, 'article');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/article-desktop.png`, fullPage: true });

  // What a crawler gets: the rendered article and its structured data, without running any script.
  const html = await (await page.request.get('/articles/dengue-warning-signs')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const article = blocks.find((b) => Array.isArray(b['@type']) && (b['@type'] as string[]).includes('Article'));
  expect(article?.headline).toContain('Dengue');
  expect((article?.reviewedBy as { identifier: string }).identifier).toBeTruthy();
  expect(html).toContain('<h2>When to see a doctor</h2>');
  expect((await page.request.get('/articles/no-such-article')).status()).toBe(404);
  await context.close();

  if (SHOTS) {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    await mobile.goto('/health-blog');
    await hydrated(mobile);
    await mobile.screenshot({ path: `${SHOTS}/blog-390.png`, fullPage: true });
    await mobile.goto('/articles/dengue-warning-signs?lang=hi');
    await hydrated(mobile);
    await expect(mobile.getByRole('heading', { level: 1 })).toContainText('डेंगू');
    await mobile.screenshot({ path: `${SHOTS}/article-390-hi.png`, fullPage: true });
    await mobile.goto('/health-blog?lang=ar');
    await hydrated(mobile);
    await expect(mobile.locator('html')).toHaveAttribute('dir', 'rtl');
    await mobile.screenshot({ path: `${SHOTS}/blog-390-ar.png`, fullPage: true });
    await phone.close();
    const arabic = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desk = await arabic.newPage();
    await desk.goto('/articles/heat-stroke-first-aid?lang=ar');
    await hydrated(desk);
    await desk.screenshot({ path: `${SHOTS}/article-desktop-ar.png`, fullPage: true });
    await desk.goto('/blog');
    await hydrated(desk);
    await desk.screenshot({ path: `${SHOTS}/company-blog-desktop.png`, fullPage: true });
    await arabic.close();
  }
});

test('an admin publishes a health tip and it is the tip of the day on the home page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'demo.admin');
  await page.goto('/admin/health-tips');
  await expect(page.getByRole('heading', { name: 'Health tips', level: 1 })).toBeVisible({ timeout: 15_000 });
  const text = `Carry a steel bottle of boiled water on Delhi metro rides this week (${Date.now().toString(36)}).`;
  await page.getByRole('button', { name: 'New tip' }).click();
  await page.getByLabel('Tip in English').fill(text);
  await page.getByLabel('Tip in हिन्दी').fill('इस हफ़्ते मेट्रो में उबले पानी की स्टील की बोतल साथ रखें।');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: text });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expectAccessible(page, 'admin health tips');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-tips-desktop.png`, fullPage: true });
  await card.getByRole('button', { name: `Publish now: ${text}` }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  if (SHOTS) {
    await page.goto('/admin/testimonials');
    await expect(page.getByRole('heading', { name: 'Testimonials', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-testimonials-desktop.png`, fullPage: true });
    await page.goto('/admin/articles');
    await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-articles-desktop.png` });
    await page.goto('/admin/articles/1');
    await expect(page.getByRole('heading', { name: 'Edit article', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: /Preview · \d+ min read/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-editor-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/health-tips');
    await expect(page.getByRole('heading', { name: 'Health tips', level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-tips-390.png`, fullPage: true });
  }
  await context.close();

  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const home = await guest.newPage();
  await home.goto('/');
  await hydrated(home);
  const tip = home.getByTestId('tip-of-the-day');
  await expect(async () => {
    await home.mouse.wheel(0, 4000);
    await expect(tip).toHaveText(text, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(home.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
  if (SHOTS) await home.screenshot({ path: `${SHOTS}/home-content-desktop.png`, fullPage: true });
  await guest.close();
});
