import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 15 item 1: /hospitals/{id} lists the product's doctors who practise there (specialty, fee, "Book"),
 * rendered on the server; the doctor's page shows where they practise. Set HOSPITAL_DOCTORS_SHOTS_DIR to save
 * both pages at 1280 px, 390 px and in Arabic.
 */

const SHOTS = process.env.HOSPITAL_DOCTORS_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const url = new URL(page.url());
  url.searchParams.set('lang', 'ar');
  await page.goto(url.toString());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(page);
  await page.screenshot({ path: `${SHOTS}/${name}-ar.png`, fullPage: true });
  url.searchParams.set('lang', 'en');
  await page.goto(url.toString());
  await hydrated(page);
}

test('a hospital lists its doctors with specialty, fee and Book; the doctor’s page shows where they practise', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // A Chennai hospital with doctors (the seed links doctors to hospitals of their own city)
  const list = await (await request.get('/api/hospitals?city=Chennai')).json();
  let hospital: { id: number; name: string; doctors: { id: number; name: string }[] } | null = null;
  for (const item of list.items as { id: number }[]) {
    const detail = await (await request.get(`/api/hospitals/${item.id}`)).json();
    if (detail.doctors.length > 0) {
      hospital = detail;
      break;
    }
  }
  expect(hospital).not.toBeNull();

  // Server-rendered: the doctors are in the HTML before any script runs
  const html = await (await request.get(`/hospitals/${hospital!.id}`)).text();
  expect(html).toContain(hospital!.doctors[0]!.name);

  await page.goto(`/hospitals/${hospital!.id}`);
  const doctors = page.getByTestId('hospital-doctors');
  const first = hospital!.doctors[0]!;
  await expect(doctors.getByRole('link', { name: first.name, exact: true })).toBeVisible();
  await expect(doctors.getByRole('link', { name: `Book a consultation with ${first.name}` })).toHaveAttribute(
    'href',
    `/doctors/${first.id}/book`,
  );
  await expect(doctors).toContainText(/Consultation fee ₹/);
  await hydrated(page);
  await expectAccessible(page, 'hospital with its doctors');
  await shoot(page, 'hospital-doctors');

  await doctors.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
  const practises = page.getByTestId('doctor-hospitals');
  await expect(practises.getByRole('link', { name: hospital!.name })).toHaveAttribute(
    'href',
    `/hospitals/${hospital!.id}`,
  );
  await hydrated(page);
  await expectAccessible(page, 'doctor with hospitals');
  await shoot(page, 'doctor-hospitals');
});
