import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 13, doctors and consultations: a patient finds the demo doctor (Dr. Kavita Iyer) by a symptom word,
 * books an in-clinic slot and pays with the demo UPI; the doctor (demo.doctor, a second browser) sees the
 * booking in today's queue, starts the consultation and writes the e-prescription from the catalog; the
 * patient reads it, downloads the PDF (its text holds the doctor's registration number) and adds every
 * medicine to the cart in one tap. Set DOCTORS_SHOTS_DIR to save each page at 1280 px, 390 px and in Arabic.
 */

const run = promisify(execFile);
const SHOTS = process.env.DOCTORS_SHOTS_DIR;
const DEMO_PASSWORD = 'Aushadh@Demo2026';
const REGISTRATION = 'TNMC/2011/78432';
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  // From the top: a full-page capture of a scrolled page paints the sticky header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The same page in Arabic (right to left), at 1280 px. */
async function shootArabic(page: Page, name: string) {
  if (!SHOTS) return;
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

async function doctorPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill('demo.doctor');
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL(/\/doctor$/);
  return { context, page };
}

test('a patient books and pays; the doctor starts and prescribes; the patient gets the PDF and fills the cart', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const patientContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { response } = await registerCustomer(patientContext.request, {
    name: 'Rohit Malhotra',
    handle: 'rohit.consult',
    password: 'Monsoon#Chai71',
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const page = await patientContext.newPage();

  /* ── /consult: how it works, specialties with their lowest fee, the FAQ ── */
  await page.goto('/consult');
  await expect(page.getByRole('heading', { name: 'Consult a doctor online', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Orthopedics from ₹/ })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, 'consult');
  await shoot(page, 'consult');

  /* ── the directory: a symptom word finds the general physician ── */
  await page.goto('/doctors?q=fever');
  await expect(page.getByRole('heading', { name: 'Find a doctor', level: 1 })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, 'doctor directory');
  await shoot(page, 'directory');
  await shootArabic(page, 'directory');
  await page.getByLabel('Search doctors').fill('Kavita Iyer');
  await page.getByRole('search', { name: 'Find a doctor' }).getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Dr. Kavita Iyer' }).first().click();
  await expect(page.getByRole('heading', { name: 'Dr. Kavita Iyer', level: 1 })).toBeVisible();
  await expect(page.getByText(REGISTRATION)).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, 'doctor profile');
  await shoot(page, 'profile');

  /* ── booking: in-clinic, the first free slot, patient, symptoms, demo UPI ── */
  await page.getByRole('link', { name: 'Book consultation' }).first().click();
  await expect(page.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  await page.getByLabel('In-clinic visit').check();
  await page.getByRole('tabpanel').getByRole('button').and(page.locator(':enabled')).first().click();
  await expect(page.getByTestId('chosen-slot')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Rohit Malhotra');
  await page.getByRole('textbox', { name: 'Age' }).fill('41');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('male');
  await page.getByLabel('Symptoms or reason for the visit').fill('Fever and a sore throat for three days');
  await page.getByLabel('UPI ID').fill('rohit@okaxis');
  await expectAccessible(page, 'booking');
  await shoot(page, 'booking');
  await page.getByRole('button', { name: /^Pay .* and book$/ }).click();
  await expect(page.getByRole('heading', { name: 'Consultation booked' })).toBeVisible();
  const reference = (await page.getByTestId('appointment-reference').textContent())!;
  expect(reference).toMatch(/^AC-/);
  const appointmentId = Number(new URL(page.url()).searchParams.get('appointment'));
  const ics = await page.request.get(`/api/appointments/${appointmentId}/calendar.ics`);
  expect(await ics.text()).toContain(`UID:${reference}@aushadh.in`);
  await shoot(page, 'success');
  await shootArabic(page, 'success');

  /* ── the doctor: today's queue, start, e-prescription from the catalog ── */
  const doctor = await doctorPage(browser);
  const entry = doctor.page.getByTestId(`queue-${appointmentId}`);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Rohit Malhotra');
  await shoot(doctor.page, 'doctor-queue');
  await entry.getByRole('button', { name: 'Start consultation' }).click();
  await entry.getByRole('link', { name: 'Write e-prescription' }).click();
  await expect(doctor.page.getByRole('heading', { name: 'Write e-prescription' })).toBeVisible();
  await doctor.page.getByLabel('Find a medicine in the catalog').fill('azithromycin');
  const results = doctor.page.getByRole('list', { name: 'Medicines found' });
  await results.getByRole('button', { name: 'Add' }).first().click();
  await doctor.page.getByLabel('Find a medicine in the catalog').fill('paracetamol');
  await expect(results).toContainText(/Paracetamol/i);
  await expect(results).not.toContainText(/Azithromycin/i);
  await results.getByRole('button', { name: 'Add' }).first().click();
  await doctor.page.getByRole('textbox', { name: 'Diagnosis' }).fill('Acute pharyngitis');
  await doctor.page
    .getByRole('textbox', { name: 'Advice' })
    .fill('Warm saline gargles; plenty of fluids; rest for two days.');
  // Recommended tests: HbA1c from the lab catalog (search as you type), a test we do not offer as free text
  await doctor.page.getByLabel('Find a test in our lab catalog').fill('hba1c');
  await doctor.page
    .getByRole('list', { name: 'Tests found' })
    .getByRole('button', { name: 'Add HbA1c (Glycated Haemoglobin)' })
    .click();
  await expect(doctor.page.getByRole('list', { name: 'Tests chosen' })).toContainText('HbA1c (Glycated Haemoglobin)');
  await doctor.page.getByLabel(/Other tests, not in our catalog/).fill('Throat swab culture');
  await shoot(doctor.page, 'doctor-prescription');
  await doctor.page.getByRole('button', { name: 'Sign and issue' }).click();
  await expect(doctor.page.getByRole('heading', { name: 'E-prescription issued' })).toBeVisible();
  await expect(doctor.page.getByTestId('rx-code')).toContainText(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
  await doctor.context.close();

  /* ── the patient: the e-prescription, its PDF, every medicine into the cart ── */
  await page.reload();
  await page.getByRole('link', { name: 'View e-prescription' }).click();
  await expect(page.getByTestId('rx-registration')).toContainText(REGISTRATION);
  await hydrated(page);
  await shoot(page, 'e-prescription');
  await shootArabic(page, 'e-prescription');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = testInfo.outputPath('e-prescription.pdf');
  await (await download).saveAs(pdf);
  const { stdout: text } = await run('pdftotext', ['-layout', pdf, '-']);
  expect(text).toContain(REGISTRATION);
  expect(text).toContain('Dr. Kavita Iyer');
  expect(text).toContain('Rohit Malhotra');
  if (SHOTS) await run('pdftoppm', ['-r', '70', '-png', '-singlefile', pdf, `${SHOTS}/e-prescription-pdf`]);
  await page.getByRole('button', { name: 'Add all medicines to cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to cart' })).toBeVisible();

  /* ── issue 14: the recommended catalog test booked in one tap, the patient filled in ── */
  await expect(page.getByText('Throat swab culture')).toBeVisible();
  await page.getByRole('link', { name: 'Book these tests' }).click();
  await expect(page).toHaveURL(/\/lab-tests\/book\?tests=\d+/);
  const person = page.getByTestId('lab-person').first();
  await expect(person.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rohit Malhotra');
  await expect(person.getByRole('spinbutton', { name: 'Age (years)' })).toHaveValue('41');
  await expect(person).toContainText('HbA1c (Glycated Haemoglobin)');
  await hydrated(page);
  await expectAccessible(page, 'lab booking from an e-prescription');
  await shoot(page, 'book-recommended-tests');
  await page.goBack();

  const cart = await (await page.request.get('/api/user')).json();
  const lines = await (await page.request.get(`/api/cart/${cart.id}`)).json();
  const items = (lines as { items: { name: string; prescriptionRequired: boolean }[] }).items;
  expect(items).toHaveLength(2);
  expect(items.some((item) => item.prescriptionRequired)).toBe(true);

  /* ── checkout needs no upload: the e-prescription covers the prescription-only medicine ── */
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      address: {
        fullName: 'Rohit Malhotra',
        email: 'rohit@example.in',
        phone: '9876543210',
        address: '7, Sector 17',
        city: 'Chandigarh',
        state: 'Chandigarh',
        pincode: '160017',
      },
      payment: { method: 'upi', upiId: 'rohit@okaxis' },
    },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  const order = await placed.json();
  const detail = await (await page.request.get(`/api/orders/${order.id}`)).json();
  expect(detail.status).toBe('processing');
  await patientContext.close();
});
