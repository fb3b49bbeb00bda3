import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 19 item 4, the installable app (decision 0027): Chromium finds the manifest and reports no
 * installability error; offline, a navigation gets the shell with the last viewed product and today's medicines
 * from the browser's own store, which signing out empties; a new service worker waits until the person presses
 * "Reload" in the update prompt. PWA_SHOTS_DIR saves the offline shell and the prompt at 1280 px, 390 px and in
 * Arabic.
 */

const SHOTS = process.env.PWA_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DIST = process.env.WEB_DIST_DIR ?? 'apps/web/dist';
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The page is controlled by the site's worker, whose precache is complete (install finished before it activated). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** What the offline shell would show, read from the page's IndexedDB (null: nothing stored). */
function storedSnapshot(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ owner: string; products: { name: string }[]; medicines: { name: string }[] | null } | null>(
        (resolve, reject) => {
          const open = indexedDB.open('aushadh-offline', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('snapshot');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('snapshot').objectStore('snapshot').get('current');
            get.onsuccess = () => {
              resolve(get.result ?? null);
              open.result.close();
            };
            get.onerror = () => reject(get.error);
          };
        },
      ),
  );
}

async function customerWithMedicine(page: Page) {
  await registerCustomer(page.request, { name: 'Lakshmi Rao', handle: 'lakshmi', password: 'Godavari#Delta42' });
  const search = await (await page.request.get('/api/medicine/search?q=Dolo%20650')).json();
  const dolo = (search as { id: number; name: string }[]).find((r) => /dolo 650/i.test(r.name))!;
  const created = await page.request.post('/api/medications', {
    data: {
      origin: { kind: 'manual', productId: dolo.id },
      name: 'Dolo 650',
      unitsPerDose: 1,
      times: ['09:00', '21:00'],
      food: 'after',
      days: [1, 2, 3, 4, 5, 6, 7],
      startsOn: today(),
      unitsPerPack: 15,
      unitsOnHand: 15,
      timeZone: 'Asia/Kolkata',
    },
  });
  expect(created.status()).toBe(201);
  return dolo;
}

test('installable: the manifest is served and linked, and Chromium reports no installability error', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // The first page of a cold server renders slowly on a small machine.
  test.setTimeout(90_000);
  // A profile on disk: Chromium refuses installation from an incognito context (a test's default).
  const profile = mkdtempSync(join(tmpdir(), 'aushadh-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: baseURL!,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(JSON.parse(data!)).toMatchObject({ short_name: 'Aushadh', display: 'standalone', start_url: '/' });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the shell shows the last viewed product and today’s medicines; signing out forgets them', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const dolo = await customerWithMedicine(page);
  await page.goto(`/products/${dolo.id}`);
  await hydrated(page);
  await controlledByWorker(page);
  await page.goto('/medication-tracking');
  await hydrated(page);
  await expect
    .poll(async () => {
      const snapshot = await storedSnapshot(page);
      return [snapshot?.products.map((p) => p.name), snapshot?.medicines?.map((m) => m.name)];
    })
    .toEqual([[dolo.name], ['Dolo 650']]);

  // The connection drops while a page is open: the banner says so.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline");

  // A page opened offline: the worker's shell with what this browser kept.
  await page.goto('/orders');
  const schedule = page.getByTestId('offline-schedule');
  await expect(schedule.getByText('Dolo 650')).toHaveCount(2);
  await expect(schedule.getByText('09:00')).toBeVisible();
  await expect(page.getByTestId('offline-products').getByText(dolo.name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page, 'offline shell');
  await shoot(page, 'offline-shell-desktop');
  await page.setViewportSize(PHONE);
  await shoot(page, 'offline-shell-phone');

  // In the language chosen in this browser: Arabic, right to left.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(page, 'offline-shell-arabic');
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // Back online, signing out empties the store: nobody else on this device sees her medicines.
  await context.setOffline(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile');
  await hydrated(page);
  await page
    .getByRole('button', { name: /log ?out|sign ?out/i })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => storedSnapshot(page)).toBeNull();
});

/** The built worker with another precache version: what a deploy looks like to a browser that has the old one. */
function deployNewWorker(version: string): () => void {
  const path = join(DIST, 'sw.js');
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, original.replace(/"version":"[^"]+"/, `"version":"${version}"`));
  return () => writeFileSync(path, original);
}

async function cacheNames(page: Page) {
  return page.evaluate(() => caches.keys());
}

/** The browser asks for /sw.js again (as on a later visit or when the tab comes back to the front). */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
}

test('a new version waits for the person: "A new version is ready — Reload" activates it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await controlledByWorker(page);
  const before = await cacheNames(page);
  expect(before).toHaveLength(1);

  const version = `e2e${Date.now().toString(36)}`;
  let restore = deployNewWorker(version);
  try {
    await checkForUpdate(page);
    const prompt = page.getByText('A new version is ready', { exact: true });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Still the old version in control until the person chooses.
    expect(await cacheNames(page)).toContain(before[0]);
    await shoot(page, 'update-toast-desktop', false);
    await page.setViewportSize(PHONE);
    await shoot(page, 'update-toast-phone', false);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await reloaded;
    await expect.poll(() => cacheNames(page)).toEqual([`aushadh-shell-${version}`]);
    await expect(page.getByText('A new version is ready', { exact: true })).toHaveCount(0);

    // The prompt in the person's language: Arabic, right to left.
    restore();
    restore = deployNewWorker(`${version}ar`);
    await page.goto('/?lang=ar');
    await hydrated(page);
    await checkForUpdate(page);
    await expect(page.getByText('إصدار جديد جاهز', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'إعادة التحميل', exact: true })).toBeVisible();
    await shoot(page, 'update-toast-arabic', false);
  } finally {
    restore();
  }
});
