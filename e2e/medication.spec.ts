import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 19, medication tracking: a customer adds Telma 40 by hand for her mother, ticks off a dose, and reorders
 * Dolo 650 that is running low in one tap (it lands in the cart). MEDS_SHOTS_DIR saves the screens at 1280 px,
 * 390 px and in Arabic, with the notification inbox open.
 */

const SHOTS = process.env.MEDS_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator('[role="status"]').filter({ hasText: /loading/i })).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

test('track a medicine for a family member, log a dose, reorder one running low', async ({ page }) => {
  // Screens in three layouts besides the journey.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerCustomer(page.request, { name: 'Kavya Iyer', handle: 'kavya', password: 'Kaveri#River42' });

  // Dolo 650, already tracked (as from an earlier order) with 3 tablets left: its refill is due now.
  const search = await (await page.request.get('/api/medicine/search?q=Dolo%20650')).json();
  const dolo = (search as { id: number; name: string }[]).find((r) => /dolo 650/i.test(r.name))!;
  const seeded = await page.request.post('/api/medications', {
    data: {
      origin: { kind: 'manual', productId: dolo.id },
      name: 'Dolo 650',
      unitsPerDose: 1,
      times: ['09:00', '21:00'],
      food: 'after',
      days: [1, 2, 3, 4, 5, 6, 7],
      startsOn: today(),
      unitsPerPack: 15,
      unitsOnHand: 3,
      timeZone: 'Asia/Kolkata',
    },
  });
  expect(seeded.status()).toBe(201);

  await page.goto('/medication-tracking');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Medication tracking', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add medicine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a medicine' });
  await dialog.getByLabel('Medicine name').fill('Telma 40');
  await dialog.getByRole('radio', { name: 'A family member' }).check();
  await dialog.getByLabel('Their name').fill('Amma');
  await dialog.getByLabel('Time 1').fill('07:30');
  await dialog.getByRole('button', { name: 'Remove 20:00' }).click();
  await dialog.getByLabel('Tablets per pack').fill('30');
  await dialog.getByLabel('Tablets at home now').fill('28');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const telma = page.getByRole('article').filter({ hasText: 'Telma 40' });
  await expect(telma).toContainText('For Amma');
  await expect(telma).toContainText('28');

  // Today's checklist: Amma's 07:30 Telma, ticked off.
  const today_ = page.getByRole('region', { name: 'Today' });
  const row = today_.getByRole('listitem').filter({ hasText: 'Telma 40' });
  await expect(row).toContainText('07:30');
  await row.getByRole('button', { name: 'Taken' }).click();
  await expect(page.getByText('Telma 40 marked as taken', { exact: true })).toBeVisible();
  await expect(row).toContainText('Taken');
  await expect(telma).toContainText('27');

  // Dolo is running low: one tap puts about a month of strips in the cart.
  const doloCard = page.getByRole('article').filter({ hasText: 'Dolo 650' });
  await expect(doloCard.getByRole('status')).toContainText('Running low');
  await doloCard.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByText('Packs added to your cart: 4', { exact: true })).toBeVisible();
  const me = await (await page.request.get('/api/user')).json();
  const cart = await (await page.request.get(`/api/cart/${me.id}`)).json();
  expect(JSON.stringify(cart)).toContain(`"productId":${dolo.id}`);

  await expectAccessible(page, 'medication tracking');
  await shoot(page, 'tracking-desktop');

  // The inbox in the header (signed in: the bell appears once the page is idle).
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await shoot(page, 'inbox-desktop');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await shoot(page, 'tracking-phone');
  await page.getByRole('button', { name: 'Add medicine' }).click();
  await shoot(page, 'form-phone');
  await page.keyboard.press('Escape');

  await page.goto('/medication-tracking?lang=ar');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'متابعة الأدوية', level: 1 })).toBeVisible();
  await shoot(page, 'tracking-phone-ar');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'tracking-desktop-ar');

  // Achievements: the first order is not there yet, the streak has started from nothing.
  await page.goto('/achievements?lang=en');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Achievements', level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 5 earned')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '7-day streak' })).toHaveAttribute('aria-valuemax', '7');
  await expectAccessible(page, 'achievements');
  await shoot(page, 'achievements-desktop');
  await page.setViewportSize(PHONE);
  await shoot(page, 'achievements-phone');
  await page.goto('/achievements?lang=ar');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'الإنجازات', level: 1 })).toBeVisible();
  await shoot(page, 'achievements-phone-ar');
});

test('signed out, the page asks to sign in', async ({ page }) => {
  await page.goto('/medication-tracking');
  await expect(page.getByText('Authentication Required')).toBeVisible();
});
