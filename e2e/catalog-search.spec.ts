import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { hydrated } from './support/hydration.ts';

/** "₹1,234.50" → 1234.5 */
function rupees(text: string): number {
  const match = /₹\s?([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`No rupee amount in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search medicines' });
}

test('type "parac" → suggestions → results page → product page with every section and cheaper substitutes', async ({
  page,
}) => {
  await page.goto('/');
  await searchBox(page).click();
  await searchBox(page).pressSequentially('parac', { delay: 40 });

  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allTextContents();
  const medicines = texts.filter((text) => !/See all results/.test(text));
  expect(medicines.length).toBeGreaterThanOrEqual(3);
  for (const text of medicines.slice(0, 5)) expect(text).toMatch(/paracetamol/i);
  await expect(options.first().locator('mark').first()).toHaveText(/parac/i);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=parac$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Results for “parac”/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();

  // A tablet from the results, so "per tablet" savings apply.
  const tablet = cards.filter({ hasText: /Tablet/ }).first();
  const name = (await tablet.getByRole('link').first().textContent())?.trim() ?? '';
  await tablet.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(name));

  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  for (const heading of [
    /^Substitutes for /,
    /^Introduction to /,
    'Primary use',
    'How to use',
    'How it works',
    'Safety advice',
    'If you miss a dose',
    'Storage',
    'Fact box',
    'Manufacturer and marketer details',
    'Similar medicines',
    'Frequently bought together',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const label of ['Salt composition', 'Best price', 'MRP', 'Quantity']) {
    await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
  }

  const substitutes = page.getByTestId('substitute');
  await expect(substitutes.first()).toBeVisible();
  const own = rupees((await page.getByText(/^This medicine costs ₹/).textContent()) ?? '');
  const cheapest = rupees(
    (await substitutes
      .first()
      .getByText(/per tablet$/)
      .first()
      .textContent()) ?? '',
  );
  expect(cheapest).toBeLessThan(own);
  await expect(substitutes.first()).toContainText(/Save ₹[\d.]+ per tablet · \d+% cheaper/);
  const unitPrices = await substitutes.evaluateAll((rows) =>
    rows.map((row) => Number(row.getAttribute('data-unit-price'))),
  );
  expect(unitPrices).toEqual([...unitPrices].sort((a, b) => a - b));
});

test('filters and sort live in the URL, survive a reload and the back button steps back', async ({ page }) => {
  await page.goto('/products');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await filters.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/[?&]inStock=true/);
  await filters.getByRole('radio', { name: 'No prescription needed' }).check();
  await expect(page).toHaveURL(/[?&]prescription=false/);
  await filters.getByRole('textbox', { name: 'Min (₹)' }).fill('20');
  await filters.getByRole('textbox', { name: 'Max (₹)' }).fill('300');
  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/[?&]minPrice=20&maxPrice=300/);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);

  const checkResults = async () => {
    // The previous page stays on screen, dimmed and aria-busy, until the new results arrive.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const prices = await page
      .getByTestId('product-card')
      .getByTestId('selling-price')
      .allTextContents()
      .then((texts) => texts.map(rupees));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(20);
      expect(price).toBeLessThanOrEqual(300);
    }
  };
  await expect(page.getByRole('button', { name: 'Remove filter: ₹20 – ₹300' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await checkResults();

  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(filters.getByRole('radio', { name: 'No prescription needed' })).toBeChecked();
  await expect(filters.getByRole('textbox', { name: 'Min (₹)' })).toHaveValue('20');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await checkResults();

  // Next page keeps the filters; Back returns to page 1, and once more undoes the sort.
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]inStock=true/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
});

test('keyboard only: reach the search box, choose a suggestion with the arrows and open it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await searchBox(page).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('dolo');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const active = await searchBox(page).getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const chosen = page.locator(`[id="${active}"]`);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  const chosenName = (await chosen.locator('p').first().textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosenName);

  // Enter with nothing highlighted searches the text; an empty box just keeps the focus.
  await searchBox(page).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await page.keyboard.type('azithromycin');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=azithromycin$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('the search box is hidden in staff areas, and the listing routes render', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(searchBox(page)).toHaveCount(0);

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
  await page.goto('/products/specialty');
  await page.getByRole('link', { name: /Cardiology/ }).click();
  await expect(page).toHaveURL(/\/products\/specialty\/cardiology$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cardiology medicines' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto('/products/featured');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
