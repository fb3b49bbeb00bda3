import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 20 item 6: a visitor in Delhi who never chose a language is asked once — in Hindi and in English —
 * whether to read the site in Hindi; accepting switches the page (lang="hi"); the question never comes back.
 * Declining keeps English. A language chosen before means no question at all.
 */

test.use({ storageState: { cookies: [], origins: [] } });

const SHOTS = process.env.LANGUAGE_SHOTS_DIR;

test('asked once in the state’s language; accepting switches the page to it', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('pincode', '110001');
      localStorage.setItem('pincodePlace', 'Central Delhi');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await hydrated(page);
  const card = page.getByRole('region', { name: 'क्या आप औषध को हिन्दी में पढ़ना चाहेंगे?' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Read Aushadh in हिन्दी?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/language-suggestion-desktop.png` });
  await card.getByRole('button', { name: 'हिन्दी चुनें' }).click();
  await expect(card).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('region', { name: /हिन्दी/ })).toHaveCount(0);
});

test('declining keeps English and is remembered; a chosen language is never questioned', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    localStorage.setItem('pincode', '110001');
  });
  await page.goto('/');
  await hydrated(page);
  const card = page.getByRole('region', { name: /हिन्दी/ });
  await expect(card).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/language-suggestion-mobile.png` });
  await card.getByRole('button', { name: 'No, thanks' }).last().click();
  await expect(card).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('languageSuggested'))).toBe('hi');
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(2_500);
  await expect(card).toHaveCount(0);

  await page.evaluate(() => {
    localStorage.removeItem('languageSuggested');
    localStorage.setItem('language', 'en');
  });
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(2_500);
  await expect(card).toHaveCount(0);
});
