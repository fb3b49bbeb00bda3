import { expect, test } from '@playwright/test';

test('home page shows categories and featured products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /shop by category/i })).toBeVisible();
  for (const name of ['COVID-19', 'Ayurveda', 'Healthcare Devices', 'Saffron']) {
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(name) })
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /featured products/i })).toBeVisible();
  const featuredCards = page.locator('[data-testid="product-card"]');
  await expect(featuredCards.first()).toBeVisible();
  expect(await featuredCards.count()).toBeGreaterThanOrEqual(4);
  await expect(featuredCards.first()).toContainText('₹');
});

test('every header navigation link of the spec is present', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const href of [
    '/products',
    '/lab-tests',
    '/doctors',
    '/hospitals',
    '/services',
    '/ai-healthcare',
    '/communication',
    '/products/category/4',
    '/products/category/5',
    '/products/category/6',
    '/products/category/7',
    '/health-blog',
    '/plus',
    '/offers',
    '/value-store',
  ]) {
    await expect(header.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
});

test('a category page lists that category’s products', async ({ page }) => {
  await page.goto('/products/category/5');
  await expect(page.getByRole('heading', { level: 1, name: /ayurveda/i })).toBeVisible();
  await expect(page.locator('[data-testid="product-card"]').first()).toBeVisible();
});

test('a product page shows the detail sections', async ({ page }) => {
  await page.goto('/products/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/side effects/i).first()).toBeVisible();
  await expect(page.getByText(/how to use/i).first()).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/this/page/does/not/exist');
  // The server answers 404 itself (not 200 with a 404 page), and a real page still 200.
  expect(response?.status()).toBe(404);
  expect((await page.request.get('/about')).status()).toBe(200);
  await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('Arabic flips the page right-to-left and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitemradio', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('a ?lang= link (the hreflang alternates) opens the page in that language and keeps it', async ({ page }) => {
  const response = await page.goto('/?lang=hi');
  // The server answers the HTML in the linked language already, and the app keeps it.
  expect(await response!.text()).toContain('lang="hi"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The app remembers it when it starts (its script loads once the page has painted): wait until it is live.
  await expect(page.locator('fieldset[data-hydrating]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('hi');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await (await page.request.get('/')).text()).toContain('lang="hi"');
});

test('the static pages have real content', async ({ page }) => {
  for (const [path, pattern] of [
    ['/about', /aushadh/i],
    ['/privacy', /Digital Personal Data Protection/i],
    ['/terms', /prescription/i],
    ['/careers', /.+/],
    ['/partner', /.+/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(pattern);
  }
});
