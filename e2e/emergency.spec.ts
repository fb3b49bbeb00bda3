import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 15, emergency: /emergency shows SPEC §9's numbers as tel: links with JavaScript disabled; an ambulance
 * is requested from /emergency/ambulance without JavaScript (the form posts and redirects to its tracking page);
 * the operations staff (demo.admin) move it requested → dispatched → arrived → completed, and the visitor's
 * tracking page shows it. HOSPITAL_SHOTS_DIR saves the screens at 1280 px, 390 px and in Arabic.
 */

const SHOTS = process.env.HOSPITAL_SHOTS_DIR;
const DEMO_PASSWORD = 'Aushadh@Demo2026';
const NUMBERS = [
  ['112', 'tel:112'],
  ['102', 'tel:102'],
  ['1800-180-1104', 'tel:18001801104'],
  ['1800-116-117', 'tel:1800116117'],
  ['1800-180-1233', 'tel:18001801233'],
  ['1800-599-0019', 'tel:18005990019'],
] as const;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function contextAt(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return { context, page: await context.newPage() };
}

test('/emergency without JavaScript: SPEC numbers as tel: links, services with prices; an ambulance request goes through its statuses', async ({
  browser,
}) => {
  const guest = await contextAt(browser, { javaScriptEnabled: false });
  await guest.page.goto('/emergency');
  const contacts = guest.page.getByTestId('emergency-contacts');
  for (const [number, href] of NUMBERS) {
    await expect(contacts.locator(`a[href="${href}"]`)).toContainText(number);
  }
  await expect(guest.page.getByTestId('call-112-first')).toContainText(
    'In a life-threatening emergency, call 112 first',
  );
  const services = guest.page.getByTestId('emergency-services');
  for (const [price, minutes] of [
    ['1,500', '15-30'],
    ['50,000', '45-60'],
    ['5,000', '20-40'],
    ['2,000', '5-10'],
  ] as const) {
    await expect(services).toContainText(price);
    await expect(services).toContainText(`${minutes} minutes`);
  }
  await shoot(guest.page, 'emergency-desktop');

  await guest.page.goto('/emergency/ambulance');
  // "Call 112 first" comes before the form.
  const order = await guest.page.evaluate(() => {
    const banner = document.querySelector('[data-testid="call-112-first"]')!;
    const form = document.querySelector('#request-form')!;
    return banner.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
  await guest.page.getByLabel(/your name/i).fill('Sunita Yadav');
  await guest.page.getByLabel(/mobile number/i).fill('9812345670');
  await guest.page.getByLabel(/pickup address/i).fill('B-42, Sector 62, Noida');
  await guest.page.getByLabel(/^pincode/i).fill('201309');
  await guest.page.getByLabel(/life support/i).selectOption('advanced');
  await guest.page.getByLabel(/patient's condition/i).fill('Father, 68, breathless and dizzy');
  await shoot(guest.page, 'emergency-ambulance-desktop');
  await guest.page.getByRole('button', { name: /send request/i }).click();
  await expect(guest.page).toHaveURL(/\/services\/ambulance-request\?code=EM-[0-9A-Z]{8}$/);
  const code = new URL(guest.page.url()).searchParams.get('code')!;
  const tracked = guest.page.getByTestId('tracked-request');
  await expect(tracked).toContainText(code);
  await expect(tracked.locator('[aria-current="step"]')).toHaveText(/requested/i);

  const staff = await contextAt(browser);
  await staff.page.goto('/login');
  await staff.page.getByLabel(/username or email/i).fill('demo.admin');
  await staff.page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await staff.page.getByRole('button', { name: /^login$/i }).click();
  await expect(staff.page.getByText(/signed in as/i)).toBeVisible({ timeout: 15_000 });
  await staff.page.goto('/services/ambulance-request');
  await hydrated(staff.page);
  const row = staff.page.getByTestId(`staff-request-${code}`);
  for (const [button, step] of [
    [/mark dispatched/i, /dispatched/i],
    [/mark arrived/i, /arrived/i],
    [/mark completed/i, /completed/i],
  ] as const) {
    await row.getByRole('button', { name: button }).click();
    await expect(row.locator('[aria-current="step"]')).toHaveText(step);
  }
  await shoot(staff.page, 'ambulance-staff');
  await staff.context.close();

  await guest.page.reload();
  await expect(tracked.locator('[aria-current="step"]')).toHaveText(/completed/i);
  await shoot(guest.page, 'ambulance-tracked');
  await guest.context.close();
});

test('home: the emergency services strip and contacts, and the floating emergency call button on every page', async ({
  browser,
}) => {
  const guest = await contextAt(browser, { javaScriptEnabled: false });
  await guest.page.goto('/');
  const strip = guest.page.getByTestId('home-emergency');
  await expect(strip.locator('a[href="tel:112"]').first()).toBeVisible();
  await expect(strip.getByRole('link', { name: /find hospitals near you/i })).toHaveAttribute(
    'href',
    '/nearby-hospitals',
  );
  for (const path of ['/', '/hospitals', '/products']) {
    await guest.page.goto(path);
    await expect(guest.page.getByTestId('floating-emergency')).toHaveAttribute('href', 'tel:112');
  }
  await guest.page.goto('/');
  await strip.scrollIntoViewIfNeeded();
  if (SHOTS) await strip.screenshot({ path: `${SHOTS}/home-emergency-strip.png` });
  await guest.context.close();
});

test('a form error without JavaScript comes back to the page with the message', async ({ browser }) => {
  const guest = await contextAt(browser, { javaScriptEnabled: false });
  await guest.page.goto('/emergency/medical-team');
  await guest.page.getByLabel(/your name/i).fill('Sunita Yadav');
  await guest.page.getByLabel(/mobile number/i).fill('9812345670');
  await guest.page.getByLabel(/^address/i).fill('B-42, Sector 62, Noida');
  await guest.page.getByLabel(/^pincode/i).fill('999999');
  await guest.page.getByLabel(/patient's condition/i).fill('High fever and fits');
  await guest.page.getByRole('button', { name: /send request/i }).click();
  await expect(guest.page).toHaveURL(/\/emergency\/medical-team\?error=PINCODE_UNKNOWN/);
  await expect(guest.page.getByRole('alert')).toContainText(/pincode/i);
  await guest.context.close();
});

test('screens: emergency and services at 390 px and in Arabic', async ({ browser }) => {
  test.skip(!SHOTS, 'screenshots only when HOSPITAL_SHOTS_DIR is set');
  const phone = await contextAt(browser, { viewport: { width: 390, height: 844 } });
  for (const path of ['/emergency', '/services', '/services/medical-services', '/services/medical-equipment']) {
    await phone.page.goto(path);
    await hydrated(phone.page);
    await shoot(phone.page, `${path.slice(1).replace(/\//g, '-')}-390`);
  }
  await phone.context.close();
  const arabic = await contextAt(browser, {
    storageState: {
      cookies: [],
      origins: [
        {
          origin: test.info().project.use.baseURL!,
          localStorage: [
            { name: 'language', value: 'ar' },
            { name: 'languageSuggested', value: 'ar' },
          ],
        },
      ],
    },
  });
  await arabic.page.goto('/emergency');
  await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(arabic.page);
  await shoot(arabic.page, 'emergency-ar');
  await arabic.page.goto('/emergency/ambulance');
  await hydrated(arabic.page);
  await shoot(arabic.page, 'emergency-ambulance-ar');
  await arabic.context.close();
  const desktop = await contextAt(browser);
  await desktop.page.goto('/services');
  await shoot(desktop.page, 'services-desktop');
  await desktop.page.goto('/services/medical-equipment');
  await hydrated(desktop.page);
  await shoot(desktop.page, 'equipment-desktop');
  await desktop.context.close();
});
