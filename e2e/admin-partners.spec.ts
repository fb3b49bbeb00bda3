import { expect, test, type Browser, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 17 item 5, partner verification: the admin suspends the demo doctor, who then cannot start a
 * consultation (the translated refusal shows on the desk and the Verification page says why); reinstated, the
 * doctor starts it. A new pharmacy account sends its details and licences from its Verification page and the
 * admin verifies it from /admin/pharmacies. Set PARTNERS_SHOTS_DIR to save the pages at 1280 px, 390 px and in
 * Arabic.
 */

const SHOTS = process.env.PARTNERS_SHOTS_DIR;
const DEMO_PASSWORD = 'Aushadh@Demo2026';
const PHONE = { width: 390, height: 844 };
const NOT_VERIFIED =
  'Your account is not verified, so you cannot do this yet. See the Verification page for what is needed.';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
  const url = new URL(page.url());
  url.searchParams.set('lang', 'ar');
  await page.goto(url.toString());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(page);
  await expect(page.locator('h1')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-ar.png`, fullPage: true });
  url.searchParams.set('lang', 'en');
  await page.goto(url.toString());
  await hydrated(page);
}

async function signedIn(browser: Browser, username: string, password: string, landing: RegExp) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL(landing);
  return page;
}

function licencePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text('FORM 20 — Licence to sell drugs by retail, 20B/KA/BLR/2021/7781');
  doc.end();
  return done;
}

test('a suspended doctor cannot start a consultation until reinstated; the admin verifies a new pharmacy', async ({
  browser,
}) => {
  test.setTimeout(300_000);

  /* ── a patient books the demo doctor (through the API: the booking journey is doctors.spec's) ── */
  const patient = await browser.newContext();
  const { response } = await registerCustomer(patient.request, {
    name: 'Kiran Joshi',
    handle: 'kiran.partner',
    password: 'Monsoon#Chai71',
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const found = await (await patient.request.get('/api/doctors?q=Kavita%20Iyer')).json();
  const doctorId = (found.doctors as { id: number; name: string }[]).find((d) => d.name === 'Dr. Kavita Iyer')!.id;
  const profile = await (await patient.request.get(`/api/doctors/${doctorId}`)).json();
  const slot = (profile.days as { slots: { startsAt: string; free: boolean }[] }[])
    .flatMap((d) => d.slots)
    .find((s) => s.free)!;
  const booked = await patient.request.post(`/api/doctors/${doctorId}/appointments`, {
    data: {
      mode: 'clinic',
      startsAt: slot.startsAt,
      patient: { name: 'Kiran Joshi', age: 36, gender: 'female', phone: '9876543210' },
      symptoms: 'Fever and body ache since yesterday',
      payment: { method: 'upi', upiId: 'kiran@okaxis' },
    },
  });
  expect(booked.ok(), await booked.text()).toBeTruthy();
  const appointmentId = (await booked.json()).id as number;

  /* ── the admin suspends the demo doctor, with a reason ── */
  const admin = await signedIn(browser, 'demo.admin', DEMO_PASSWORD, /\/admin$/);
  await admin.goto('/admin/doctors');
  await expect(admin.getByRole('heading', { name: 'Doctors', level: 1 })).toBeVisible();
  await hydrated(admin);
  await admin.getByRole('searchbox', { name: 'Search by name or registration number' }).fill('TNMC/2011/78432');
  // The search is in the URL once the typing pauses; open the result after that.
  await admin.waitForURL(/q=TNMC/);
  await admin.getByRole('link', { name: /Dr\. Kavita Iyer/ }).click();
  await expect(admin.getByRole('heading', { name: 'Dr. Kavita Iyer', level: 1 })).toBeVisible();
  await expectAccessible(admin, 'admin doctor');
  await admin.getByRole('button', { name: 'Suspend', exact: true }).click();
  await admin.getByLabel('Reason').fill('Council registration renewal is overdue.');
  await admin.getByRole('button', { name: 'Suspend with this reason' }).click();
  await expect(admin.getByText('Dr. Kavita Iyer is suspended', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reinstate' })).toBeVisible();

  /* ── the doctor cannot start the consultation, and sees why ── */
  const doctor = await signedIn(browser, 'demo.doctor', DEMO_PASSWORD, /\/doctor$/);
  const entry = doctor.getByTestId(`queue-${appointmentId}`);
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Start consultation' }).click();
  await expect(entry.getByText(NOT_VERIFIED)).toBeVisible();
  await doctor.getByRole('link', { name: 'Verification' }).click();
  await expect(doctor.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  await expect(doctor.getByTestId('verification-status')).toHaveText(
    'Suspended: Council registration renewal is overdue.',
  );
  await hydrated(doctor);
  await expectAccessible(doctor, 'doctor verification');
  await shoot(doctor, 'doctor-verification');

  /* ── reinstated, the doctor starts it ── */
  await admin.getByRole('button', { name: 'Reinstate' }).click();
  await expect(admin.getByText('Dr. Kavita Iyer is verified', { exact: true })).toBeVisible();
  await doctor.goto('/doctor');
  await doctor.getByTestId(`queue-${appointmentId}`).getByRole('button', { name: 'Start consultation' }).click();
  await expect(
    doctor.getByTestId(`queue-${appointmentId}`).getByRole('link', { name: 'Write e-prescription' }),
  ).toBeVisible();
  await admin.goto('/admin/doctors');
  await hydrated(admin);
  await expectAccessible(admin, 'admin doctors');
  await shoot(admin, 'admin-doctors');

  /* ── a new pharmacy: the admin gives an account the pharmacy role; it sends its details and licences ── */
  // A store name of this run's own (the e2e database keeps earlier runs' stores).
  const store = `Shetty Medicals ${Date.now() % 100_000}`;
  const shop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await registerCustomer(shop.request, {
    name: 'Ravi Shetty',
    handle: 'ravi.pharmacy',
    password: 'Neem#Leaf2026',
  });
  expect(owner.response.ok()).toBeTruthy();
  const ownerId = (await owner.response.json()).id as number;
  expect(
    (await admin.request.put(`/api/admin/users/${ownerId}/role`, { data: { role: 'pharmacy' } })).ok(),
  ).toBeTruthy();
  // A role change ends the account's sessions: sign in again.
  expect(
    (
      await shop.request.post('/api/login', {
        data: { username: owner.account.username, password: owner.account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const pharmacy = await shop.newPage();
  await pharmacy.goto('/pharmacy/verification');
  await expect(pharmacy.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  await expect(pharmacy.getByTestId('verification-status')).toHaveText(
    'Not sent for review yet. Fill in your details, upload the documents and send them.',
  );
  await hydrated(pharmacy);
  await expectAccessible(pharmacy, 'pharmacy verification (new)');
  // Refused before it leaves the browser: a GSTIN whose check character is wrong.
  await pharmacy.getByLabel('Trade name').fill(store);
  await pharmacy.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
  await pharmacy.getByLabel('Drug licence numbers').fill('20B/KA/BLR/2021/7781\n21B/KA/BLR/2021/7782');
  await pharmacy.getByLabel('Registered pharmacist').fill('Ravi Shetty');
  await pharmacy.getByLabel("Pharmacist's registration number").fill('KSPC/2015/33218');
  await pharmacy.getByLabel('Address').fill('41, 11th Main Road, 4th Block, Jayanagar, Bengaluru');
  await pharmacy.getByLabel('State').fill('Karnataka');
  await pharmacy.getByRole('textbox', { name: 'Pincode' }).fill('560011');
  await pharmacy.getByRole('button', { name: 'Save details' }).click();
  await expect(pharmacy.getByText('Enter a valid 15-character GSTIN.')).toBeVisible();
  await pharmacy.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
  await pharmacy.getByRole('button', { name: 'Save details' }).click();
  await expect(pharmacy.getByText('Details saved', { exact: true })).toBeVisible();

  const pdf = await licencePdf();
  const png = await sharp({ create: { width: 500, height: 350, channels: 3, background: '#f4f1e8' } })
    .png()
    .toBuffer();
  await pharmacy.getByLabel('Document type').selectOption('drug-licence');
  await pharmacy.getByLabel(/^File/).setInputFiles({ name: 'form-20.pdf', mimeType: 'application/pdf', buffer: pdf });
  await pharmacy.getByRole('button', { name: 'Upload' }).click();
  await expect(pharmacy.getByText('form-20.pdf', { exact: true })).toBeVisible();
  await pharmacy.getByLabel('Document type').selectOption('pharmacist-registration');
  await pharmacy.getByLabel(/^File/).setInputFiles({ name: 'kspc.png', mimeType: 'image/png', buffer: png });
  await pharmacy.getByRole('button', { name: 'Upload' }).click();
  await expect(pharmacy.getByText('kspc.png', { exact: true })).toBeVisible();
  await pharmacy.getByRole('button', { name: 'Send for verification' }).click();
  await expect(pharmacy.getByTestId('verification-status')).toHaveText('Sent. An admin is reviewing your details.');
  await expectAccessible(pharmacy, 'pharmacy verification (sent)');
  await shoot(pharmacy, 'pharmacy-verification');

  /* ── the admin verifies it ── */
  await admin.goto('/admin/pharmacies?status=pending');
  await expect(admin.getByRole('heading', { name: 'Pharmacies', level: 1 })).toBeVisible();
  await hydrated(admin);
  await expect(admin.getByRole('link', { name: 'Hospital listings to approve' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search by name, GSTIN or licence' }).fill(store);
  await admin.waitForURL(/q=Shetty/);
  await expect(admin.getByRole('link', { name: new RegExp(store) })).toBeVisible();
  await expectAccessible(admin, 'admin pharmacies');
  await shoot(admin, 'admin-pharmacies');
  await admin.getByRole('link', { name: new RegExp(store) }).click();
  await expect(admin.getByRole('heading', { name: store, level: 1 })).toBeVisible();
  await expect(admin.getByText('20B/KA/BLR/2021/7781, 21B/KA/BLR/2021/7782')).toBeVisible();
  await hydrated(admin);
  await expectAccessible(admin, 'admin pharmacy');
  await shoot(admin, 'admin-pharmacy');
  // The licence opens for the admin (inline PDF); nobody else gets it.
  const documentLink = admin.getByRole('link', { name: /View.*form-20\.pdf/ });
  const href = (await documentLink.getAttribute('href'))!;
  const file = await admin.request.get(href);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await patient.request.get(href)).status()).toBe(403);
  await admin.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(admin.getByText(`${store} is verified`, { exact: true })).toBeVisible();

  /* ── the list sorts on the server: a header click puts the order in the URL and the rows follow it ── */
  await admin.goto('/admin/pharmacies');
  await hydrated(admin);
  const rows = admin.getByTestId('partner-row');
  // The demo pharmacy and chemist, and the store just verified (at least).
  await expect(rows.nth(2)).toBeVisible();
  await admin.getByRole('button', { name: 'Sort by Pharmacy' }).click();
  await admin.waitForURL(/sort=name&dir=desc/);
  await expect(admin.getByRole('columnheader', { name: /Pharmacy/ })).toHaveAttribute('aria-sort', 'descending');
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  await expect(async () => {
    const names = await rows.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a)));
  }).toPass({ timeout: 10_000 });

  await pharmacy.reload();
  await expect(pharmacy.getByTestId('verification-status')).toHaveText(
    'Your store is verified: you can review prescriptions and fulfil orders.',
  );
  await expect(pharmacy.getByText('Verified details can only be changed by the admin team.')).toBeVisible();
});
