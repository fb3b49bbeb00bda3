import { appendFile } from 'node:fs/promises';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerCustomer } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 13 item 4, the video consultation: a patient books a VIDEO slot with the demo doctor and pays with the
 * demo UPI; the doctor (demo.doctor) starts the consultation and joins from the /doctor queue; the patient joins
 * from the booking; each side decodes the other's (fake) camera, read from getStats() through the page's
 * data-frames-decoded; a chat message goes each way and a report is shared; the patient drops out and rejoins
 * (the call reconnects); the doctor ends the call and writes the e-prescription with a List A medicine, which the
 * server allows only after a connected video consultation. Call set-up time (join → first decoded frame on both
 * sides) goes to VIDEO_SETUP_FILE when set. VIDEO_SHOTS_DIR: screenshots at 1280 px, 390 px and in Arabic.
 */

const SHOTS = process.env.VIDEO_SHOTS_DIR;
const DEMO_PASSWORD = 'Aushadh@Demo2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Frames decoded from the other side's video, as the page keeps them from getStats(). */
const framesDecoded = async (page: Page) =>
  Number((await page.getByTestId('remote-video').getAttribute('data-frames-decoded')) ?? 0);

async function receivesVideo(page: Page) {
  // Generous: two Chromium contexts encoding and decoding video on a shared 2-core machine.
  await expect.poll(() => framesDecoded(page), { timeout: 60_000 }).toBeGreaterThan(0);
}

test('patient and doctor meet by video: both see each other, chat both ways, the doctor prescribes', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  // A browser of its own with Chromium's fake camera and microphone, the config's flags plus the two for media.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  const newContext = (): Promise<BrowserContext> =>
    browser.newContext({ baseURL, viewport: DESKTOP, storageState: testInfo.project.use.storageState as never });

  try {
    /* ── the patient books a video slot with the demo doctor and pays with UPI ── */
    const patientContext = await newContext();
    const { response } = await registerCustomer(patientContext.request, {
      name: 'Ananya Krishnan',
      handle: 'ananya.video',
      password: 'Jasmine#Rain84',
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    const patient = await patientContext.newPage();
    // VIDEO_DEBUG=1: both pages' console (negotiation warnings) in the test output.
    if (process.env.VIDEO_DEBUG) patient.on('console', (m) => console.log('patient:', m.type(), m.text()));
    await patient.goto('/doctors?q=Kavita%20Iyer&mode=video');
    await patient.getByRole('link', { name: 'Dr. Kavita Iyer' }).first().click();
    await patient.getByRole('link', { name: 'Book consultation' }).first().click();
    await expect(patient.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
    await patient.getByLabel('Video consultation').check();
    await patient.getByRole('tabpanel').getByRole('button').and(patient.locator(':enabled')).first().click();
    await patient.getByRole('textbox', { name: 'Age' }).fill('29');
    await patient.getByRole('combobox', { name: 'Gender' }).selectOption('female');
    await patient.getByLabel('Symptoms or reason for the visit').fill('Itchy red rash on both forearms for a week');
    await patient.getByLabel('UPI ID').fill('ananya@okicici');
    await patient.getByRole('button', { name: /^Pay .* and book$/ }).click();
    await expect(patient.getByRole('heading', { name: 'Consultation booked' })).toBeVisible();
    const appointmentId = Number(new URL(patient.url()).searchParams.get('appointment'));
    await patient.getByRole('link', { name: 'Join video consultation' }).click();

    /* ── the waiting room: camera preview; the doctor has not started yet ── */
    await expect(patient.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
    await expect(patient.getByText('With Dr. Kavita Iyer')).toBeVisible();
    await expect(patient.getByTestId('preview-video')).toBeVisible();
    await hydrated(patient);
    await expectAccessible(patient, 'video waiting room');
    await shoot(patient, 'waiting-room-patient');

    /* ── the doctor starts the consultation and joins from the queue ── */
    const doctorContext = await newContext();
    const doctor = await doctorContext.newPage();
    if (process.env.VIDEO_DEBUG) doctor.on('console', (m) => console.log('doctor:', m.type(), m.text()));
    await doctor.goto('/login');
    await doctor.getByLabel(/username or email/i).fill('demo.doctor');
    await doctor.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
    await doctor.getByRole('button', { name: /^login$/i }).click();
    await doctor.waitForURL(/\/doctor$/);
    const entry = doctor.getByTestId(`queue-${appointmentId}`);
    await expect(entry).toContainText('Ananya Krishnan');
    await expect(entry.getByRole('link', { name: 'Join video' })).toHaveCount(0);
    await entry.getByRole('button', { name: 'Start consultation' }).click();
    await entry.getByRole('link', { name: 'Join video' }).click();
    await expect(doctor.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
    await expect(doctor.getByTestId('preview-video')).toBeVisible();
    await shoot(doctor, 'waiting-room-doctor');
    await doctor.getByRole('button', { name: 'Join call' }).click();
    await expect(doctor.getByTestId('call-status')).toHaveText('Waiting for Ananya Krishnan to join…');

    /* ── the patient joins: both decode the other's video ── */
    await patient.reload();
    const joinedAt = Date.now();
    await patient.getByRole('button', { name: 'Join call' }).click();
    await Promise.all([receivesVideo(patient), receivesVideo(doctor)]);
    const setupWallMs = Date.now() - joinedAt;
    const pageSetupMs = Number(await patient.getByTestId('remote-video').getAttribute('data-setup-ms'));
    const doctorSetupMs = Number(await doctor.getByTestId('remote-video').getAttribute('data-setup-ms'));
    await expect(patient.getByTestId('peer-presence')).toHaveText('In the room');
    await expect(doctor.getByTestId('peer-presence')).toHaveText('In the room');
    const figures = `call set-up (patient joins → both decode video): ${setupWallMs} ms wall, in-page ${pageSetupMs} ms (patient) / ${doctorSetupMs} ms (doctor)`;
    testInfo.annotations.push({ type: 'perf', description: figures });
    if (process.env.VIDEO_SETUP_FILE) await appendFile(process.env.VIDEO_SETUP_FILE, `${figures}\n`);
    expect(setupWallMs).toBeLessThan(60_000);

    /* ── chat both ways, and a report shared in the call ── */
    await patient.getByLabel('Message').fill('Namaste doctor, the rash started after I changed my soap.');
    await patient.getByRole('button', { name: 'Send' }).click();
    await expect(doctor.getByTestId('chat-peer')).toContainText('the rash started after I changed my soap');
    await doctor.getByLabel('Message').fill('Please show me your forearm in good light.');
    await doctor.keyboard.press('Enter');
    await expect(patient.getByTestId('chat-peer')).toContainText('Please show me your forearm in good light.');
    // A PNG (1×1) shared from the patient: the doctor's browser checks its bytes and offers it to open.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await patient
      .getByTestId('call-file')
      .setInputFiles({ name: 'rash-photo.png', mimeType: 'image/png', buffer: png });
    await expect(doctor.getByRole('link', { name: 'Open rash-photo.png' })).toBeVisible();
    // A file that is not what it claims is refused on receipt (and before sending).
    await patient
      .getByTestId('call-file')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await expect(patient.getByText('Only JPG, PNG and PDF files can be shared.')).toBeVisible();
    await expectAccessible(patient, 'video call');
    await shoot(patient, 'call-patient');
    await shoot(doctor, 'call-doctor');

    /* ── the patient drops out (a reload) and rejoins, in Arabic: the call connects again ── */
    const arabic = new URL(patient.url());
    arabic.searchParams.set('lang', 'ar');
    await patient.goto(arabic.toString());
    await expect(patient.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(doctor.getByTestId('peer-presence')).toHaveText('Not here yet');
    await expect(patient.getByRole('heading', { name: 'غرفة الانتظار' })).toBeVisible();
    await expect(patient.getByTestId('preview-video')).toBeVisible();
    if (SHOTS) await patient.screenshot({ path: `${SHOTS}/waiting-room-patient-ar.png`, fullPage: true });
    await patient.getByRole('button', { name: 'انضم إلى المكالمة' }).click();
    await Promise.all([receivesVideo(patient), receivesVideo(doctor)]);
    await expect(doctor.getByTestId('peer-presence')).toHaveText('In the room');
    if (SHOTS) await patient.screenshot({ path: `${SHOTS}/call-patient-ar.png`, fullPage: true });

    /* ── the doctor ends the call and writes the e-prescription with a List A medicine ── */
    await doctor.getByRole('button', { name: 'End call' }).click();
    await expect(doctor.getByRole('status').filter({ hasText: 'The call has ended.' })).toBeVisible();
    await expect(patient.getByText('انتهت المكالمة.')).toBeVisible();
    await doctor.getByRole('link', { name: 'Write e-prescription' }).click();
    await expect(doctor.getByRole('heading', { name: 'Write e-prescription' })).toBeVisible();
    await doctor.getByLabel('Find a medicine in the catalog').fill('azithromycin');
    const results = doctor.getByRole('list', { name: 'Medicines found' });
    await results.getByRole('button', { name: 'Add' }).first().click();
    await doctor.getByRole('textbox', { name: 'Diagnosis' }).fill('Allergic contact dermatitis');
    await doctor.getByRole('button', { name: 'Sign and issue' }).click();
    await expect(doctor.getByRole('heading', { name: 'E-prescription issued' })).toBeVisible();
    const rx = await (await patient.request.get(`/api/appointments/${appointmentId}/e-prescription`)).json();
    expect(rx.mode).toBe('video');
    expect(rx.lines[0].saltComposition).toMatch(/azithromycin/i);
  } finally {
    await browser.close();
  }
});
