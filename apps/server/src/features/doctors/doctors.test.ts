import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { appointments, consultations } from '../../db/schema/doctors.ts';
import { pincodes } from '../../db/schema/delivery.ts';
import { register } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { booking, firstFreeSlot, newDoctor } from '../../test/doctor-fixtures.ts';
import { createProduct } from '../../test/factories.ts';
import { generateDoctors, SEED_CITIES, SEED_SPECIALTIES } from './seed/doctor-seed-data.ts';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every request asks for the specific error codes (`error-format: codes`), as the web does. */
const inj = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { 'error-format': 'codes', ...options.headers } });

const patient = async () => {
  const { user, session } = await register(t);
  return { user, cookies: { aushadh_session: session } as Record<string, string> };
};

describe('the seeded directory', () => {
  it('has at least 200 doctors in at least 20 specialties, SPEC’s eight among them, fees from ₹199', async () => {
    const specialties = (await inj({ method: 'GET', url: '/api/doctors/specialties' })).json();
    expect(specialties.length).toBeGreaterThanOrEqual(20);
    for (const slug of [
      'orthopedic',
      'gynecology',
      'dental',
      'cardiology',
      'pediatric',
      'dermatology',
      'neurology',
      'respiratory',
    ]) {
      expect(specialties.find((s: { slug: string }) => s.slug === slug)?.doctorCount).toBeGreaterThan(0);
    }
    const all = (await inj({ method: 'GET', url: '/api/doctors' })).json();
    expect(all.total).toBeGreaterThanOrEqual(200);
    const generated = generateDoctors();
    expect(Math.min(...generated.map((d) => d.feePaise))).toBe(19_900);
    expect(new Set(generated.map((d) => d.registrationNumber)).size).toBe(generated.length);
    expect(SEED_SPECIALTIES.length).toBeGreaterThanOrEqual(20);
  });

  it('places doctors in cities whose pincodes are in the delivery data', async () => {
    for (const city of SEED_CITIES) {
      const [row] = await t.db.select().from(pincodes).where(eq(pincodes.pincode, city.pincode));
      expect(row, city.city).toBeDefined();
    }
  });

  it('finds doctors by symptom words, specialty, language, fee, gender and mode', async () => {
    const byPain = (await inj({ method: 'GET', url: '/api/doctors?q=back%20pain' })).json();
    expect(byPain.total).toBeGreaterThan(0);
    expect(byPain.doctors[0].specialty.slug).toBe('orthopedic');
    const filtered = (
      await inj({
        method: 'GET',
        url: '/api/doctors?specialty=dermatology&language=en&maxFee=800&gender=female&mode=clinic',
      })
    ).json();
    for (const d of filtered.doctors) {
      expect(d.specialty.slug).toBe('dermatology');
      expect(d.languages).toContain('en');
      expect(d.feePaise).toBeLessThanOrEqual(80_000);
      expect(d.gender).toBe('female');
      expect(d.offersClinic).toBe(true);
    }
    const byVideo = (await inj({ method: 'GET', url: '/api/doctors?mode=video' })).json();
    expect(byVideo.total).toBeGreaterThan(0);
    expect(byVideo.doctors.every((d: { offersVideo: boolean }) => d.offersVideo)).toBe(true);
    const today = (await inj({ method: 'GET', url: '/api/doctors?availableToday=true' })).json();
    expect(today.total).toBeGreaterThan(0);
  });

  it('shows a profile with registration and slots; an unknown doctor is a 404', async () => {
    const list = (await inj({ method: 'GET', url: '/api/doctors' })).json();
    const profile = (await inj({ method: 'GET', url: `/api/doctors/${list.doctors[0].id}` })).json();
    expect(profile.registrationNumber).toMatch(/\//);
    expect(profile.days.length).toBeGreaterThan(0);
    const missing = await inj({ method: 'GET', url: '/api/doctors/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});

describe('booking', () => {
  it('books and pays, answers the .ics, and the slot is then taken', async () => {
    const { doctor } = await newDoctor(t);
    const p = await patient();
    const startsAt = await firstFreeSlot(t, doctor.id);
    const res = await inj({
      method: 'POST',
      url: `/api/doctors/${doctor.id}/appointments`,
      cookies: p.cookies,
      payload: booking(startsAt),
    });
    expect(res.statusCode).toBe(201);
    const appointment = res.json();
    expect(appointment.reference).toMatch(/^AC-/);
    expect(appointment.paymentReference).toMatch(/^demo_/);
    expect(appointment.feePaise).toBe(29_900);
    const ics = await inj({
      method: 'GET',
      url: `/api/appointments/${appointment.id}/calendar.ics`,
      cookies: p.cookies,
    });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`UID:${appointment.reference}@aushadh.in`);
    const profile = (await inj({ method: 'GET', url: `/api/doctors/${doctor.id}` })).json();
    const slot = profile.days
      .flatMap((d: { slots: unknown[] }) => d.slots)
      .find((s: { startsAt: string }) => s.startsAt === new Date(startsAt).toISOString());
    expect(slot.free).toBe(false);
    // Another patient cannot see it
    const other = await patient();
    const peek = await inj({ method: 'GET', url: `/api/appointments/${appointment.id}`, cookies: other.cookies });
    expect(peek.statusCode).toBe(404);
  });

  it('takes a slot exactly once under 20 parallel bookings', async () => {
    const { doctor } = await newDoctor(t);
    const patients = await Promise.all(Array.from({ length: 20 }, () => patient()));
    const startsAt = await firstFreeSlot(t, doctor.id, 1);
    const results = await Promise.all(
      patients.map((p) =>
        inj({
          method: 'POST',
          url: `/api/doctors/${doctor.id}/appointments`,
          cookies: p.cookies,
          payload: booking(startsAt),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('SLOT_TAKEN');
    const rows = await t.db.select().from(appointments).where(eq(appointments.doctorId, doctor.id));
    expect(rows.filter((r) => r.status !== 'cancelled')).toHaveLength(1);
  });

  it('refuses a time outside availability, off the slot grid, on leave or in the past (4xx)', async () => {
    // Sittings only on Sundays 09:00–10:00
    const { doctor, cookies: doctorCookies } = await newDoctor(t, {
      sittings: [{ weekday: 0, startMinute: 540, endMinute: 600 }],
    });
    const p = await patient();
    const nextSunday = new Date();
    nextSunday.setUTCDate(nextSunday.getUTCDate() + ((7 - nextSunday.getUTCDay()) % 7 || 7));
    const date = nextSunday.toISOString().slice(0, 10);
    const tryAt = (iso: string) =>
      inj({ method: 'POST', url: `/api/doctors/${doctor.id}/appointments`, cookies: p.cookies, payload: booking(iso) });
    expect((await tryAt(`${date}T11:00:00+05:30`)).json().code).toBe('SLOT_UNAVAILABLE');
    expect((await tryAt(`${date}T09:07:00+05:30`)).json().code).toBe('SLOT_UNAVAILABLE');
    expect((await tryAt('2020-01-05T09:00:00+05:30')).json().code).toBe('SLOT_UNAVAILABLE');
    const monday = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await tryAt(`${monday}T09:00:00+05:30`)).statusCode).toBe(400);
    // Leave that day: the grid slot is refused too
    const leave = await inj({
      method: 'POST',
      url: '/api/doctor/leave',
      cookies: doctorCookies,
      payload: { fromDate: date, toDate: date, reason: 'Conference' },
    });
    expect(leave.statusCode).toBe(200);
    const onLeave = await tryAt(`${date}T09:15:00+05:30`);
    expect(onLeave.statusCode).toBe(400);
    expect(onLeave.json().code).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses a mode the doctor does not offer, and a signed-out visitor', async () => {
    const { doctor } = await newDoctor(t, { offersVideo: false });
    const p = await patient();
    const startsAt = await firstFreeSlot(t, doctor.id);
    const video = await inj({
      method: 'POST',
      url: `/api/doctors/${doctor.id}/appointments`,
      cookies: p.cookies,
      payload: booking(startsAt, 'video'),
    });
    expect(video.json().code).toBe('CONSULT_MODE_UNAVAILABLE');
    const anonymous = await inj({
      method: 'POST',
      url: `/api/doctors/${doctor.id}/appointments`,
      payload: booking(startsAt),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cancels with a recorded refund and reschedules until 2 hours before, not after', async () => {
    const { doctor } = await newDoctor(t);
    const p = await patient();
    const farSlot = new Date(Date.now() + 3 * 86_400_000);
    farSlot.setUTCMinutes(0, 0, 0);
    const booked = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(farSlot.toISOString()),
      })
    ).json();
    const later = new Date(farSlot.getTime() + 60 * 60_000).toISOString();
    const moved = await inj({
      method: 'POST',
      url: `/api/appointments/${booked.id}/reschedule`,
      cookies: p.cookies,
      payload: { startsAt: later },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().startsAt).toBe(later);
    const cancelled = await inj({
      method: 'POST',
      url: `/api/appointments/${moved.json().id}/cancel`,
      cookies: p.cookies,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(cancelled.json().refundPaise).toBe(29_900);
    expect(cancelled.json().refundReference).toMatch(/^demo_rf_/);
    // The freed slot can be booked again
    const again = await inj({
      method: 'POST',
      url: `/api/doctors/${doctor.id}/appointments`,
      cookies: p.cookies,
      payload: booking(later),
    });
    expect(again.statusCode).toBe(201);
    // Within 2 hours: closed
    const soon = await firstFreeSlot(t, doctor.id);
    const near = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(soon),
      })
    ).json();
    const late = await inj({ method: 'POST', url: `/api/appointments/${near.id}/cancel`, cookies: p.cookies });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('APPOINTMENT_CHANGE_CLOSED');
  });
});

describe('the doctor’s desk and the e-prescription', () => {
  it('runs a consultation: queue, start, e-prescription (PDF, verified prescription), no cross-doctor reading', async () => {
    const a = await newDoctor(t);
    const b = await newDoctor(t);
    const p = await patient();
    const startsAt = await firstFreeSlot(t, a.doctor.id);
    const appt = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(startsAt),
      })
    ).json();

    const queue = (await inj({ method: 'GET', url: '/api/doctor/queue', cookies: a.cookies })).json();
    expect([...queue.todays, ...queue.upcoming].map((e: { id: number }) => e.id)).toContain(appt.id);
    // Doctor B sees neither the appointment nor the patient
    expect(
      (await inj({ method: 'GET', url: `/api/doctor/appointments/${appt.id}`, cookies: b.cookies })).statusCode,
    ).toBe(404);
    expect(
      (await inj({ method: 'POST', url: `/api/doctor/appointments/${appt.id}/start`, cookies: b.cookies })).statusCode,
    ).toBe(404);
    expect(
      (await inj({ method: 'GET', url: `/api/doctor/patients/${p.user.id}/consultations`, cookies: b.cookies }))
        .statusCode,
    ).toBe(404);
    // A customer is not a doctor
    expect((await inj({ method: 'GET', url: '/api/doctor/queue', cookies: p.cookies })).statusCode).toBe(403);

    const started = await inj({ method: 'POST', url: `/api/doctor/appointments/${appt.id}/start`, cookies: a.cookies });
    expect(started.statusCode).toBe(200);
    expect(started.json().status).toBe('in_consultation');

    const paracetamol = await createProduct(t.db, {
      name: 'Dolopar 650 Tablet',
      saltComposition: 'Paracetamol (650mg)',
      schedule: 'OTC',
      prescriptionRequired: false,
    });
    const antibiotic = await createProduct(t.db, {
      name: 'Azicare 500 Tablet',
      saltComposition: 'Azithromycin (500mg)',
      schedule: 'H',
      prescriptionRequired: true,
    });
    const alprazolam = await createProduct(t.db, {
      name: 'Calmax 0.5 Tablet',
      saltComposition: 'Alprazolam (0.5mg)',
      schedule: 'H1',
      prescriptionRequired: true,
    });
    const line = (productId: number) => ({
      productId,
      dose: '1 tablet',
      frequency: '1-0-1',
      durationDays: 5,
      quantity: 1,
    });
    const refused = await inj({
      method: 'POST',
      url: `/api/doctor/appointments/${appt.id}/e-prescription`,
      cookies: a.cookies,
      payload: { lines: [line(paracetamol.id), line(alprazolam.id)] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('EPRESCRIPTION_PROHIBITED');

    const written = await inj({
      method: 'POST',
      url: `/api/doctor/appointments/${appt.id}/e-prescription`,
      cookies: a.cookies,
      payload: {
        diagnosis: 'Acute pharyngitis',
        advice: 'Warm saline gargles, plenty of fluids',
        labTests: ['Complete blood count (CBC)'],
        lines: [line(paracetamol.id), { ...line(antibiotic.id), frequency: '1-0-0', durationDays: 3 }],
      },
    });
    expect(written.statusCode).toBe(201);
    const rx = written.json();
    expect(rx.verificationCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(rx.prescriptionId).toBeGreaterThan(0);
    expect(rx.doctor.registration).toBe(a.doctor.registrationNumber);

    // The patient reads it and downloads the PDF; the prescriptions feature lists it as approved
    const mine = await inj({ method: 'GET', url: `/api/appointments/${appt.id}/e-prescription`, cookies: p.cookies });
    expect(mine.json().lines).toHaveLength(2);
    const pdf = await inj({
      method: 'GET',
      url: `/api/appointments/${appt.id}/e-prescription.pdf`,
      cookies: p.cookies,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(await mkdtemp(join(tmpdir(), 'rx-')), 'rx.pdf');
    await writeFile(file, pdf.rawPayload);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain(a.doctor.registrationNumber);
    expect(text).toContain(rx.verificationCode);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('Azicare 500 Tablet');
    const prescriptions = (await inj({ method: 'GET', url: '/api/prescriptions/mine', cookies: p.cookies })).json();
    expect(prescriptions.find((x: { id: number }) => x.id === rx.prescriptionId)?.status).toBe('approved');
    // Another patient cannot read it
    const other = await patient();
    expect(
      (await inj({ method: 'GET', url: `/api/appointments/${appt.id}/e-prescription`, cookies: other.cookies }))
        .statusCode,
    ).toBe(404);
    // Anyone with the code can verify it, seeing initials only
    const verified = (await inj({ method: 'GET', url: `/api/e-prescriptions/verify/${rx.verificationCode}` })).json();
    expect(verified.patientInitials).toBe('A. V.');

    // The doctor sees the patient's history with them
    const history = (
      await inj({ method: 'GET', url: `/api/doctor/patients/${p.user.id}/consultations`, cookies: a.cookies })
    ).json();
    expect(history.consultations[0].medicines).toEqual(['Dolopar 650 Tablet', 'Azicare 500 Tablet']);
    // A second prescription for the same consultation is refused
    const twice = await inj({
      method: 'POST',
      url: `/api/doctor/appointments/${appt.id}/e-prescription`,
      cookies: a.cookies,
      payload: { lines: [line(paracetamol.id)] },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a List A medicine after a video appointment whose call never connected', async () => {
    const a = await newDoctor(t);
    const p = await patient();
    const startsAt = await firstFreeSlot(t, a.doctor.id);
    const appt = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(startsAt, 'video'),
      })
    ).json();
    expect(appt.mode).toBe('video');
    await inj({ method: 'POST', url: `/api/doctor/appointments/${appt.id}/start`, cookies: a.cookies });
    const antibiotic = await createProduct(t.db, {
      saltComposition: 'Amoxycillin (500mg)',
      schedule: 'H',
      prescriptionRequired: true,
    });
    const payload = {
      lines: [{ productId: antibiotic.id, dose: '1 capsule', frequency: '1-1-1', durationDays: 5, quantity: 2 }],
    };
    const res = await inj({
      method: 'POST',
      url: `/api/doctor/appointments/${appt.id}/e-prescription`,
      cookies: a.cookies,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EPRESCRIPTION_VIDEO_ONLY');
    // Once both sides joined the call, it is allowed (video-call.test.ts proves it through the signalling socket)
    await t.db
      .update(consultations)
      .set({ doctorJoinedAt: new Date(), patientJoinedAt: new Date() })
      .where(eq(consultations.appointmentId, appt.id));
    const ok = await inj({
      method: 'POST',
      url: `/api/doctor/appointments/${appt.id}/e-prescription`,
      cookies: a.cookies,
      payload,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('edits availability (overlap refused) and marks a no-show only once the slot began', async () => {
    const a = await newDoctor(t);
    const overlap = await inj({
      method: 'PUT',
      url: '/api/doctor/availability',
      cookies: a.cookies,
      payload: {
        slotMinutes: 20,
        sittings: [
          { weekday: 1, startMinute: 540, endMinute: 780 },
          { weekday: 1, startMinute: 720, endMinute: 900 },
        ],
      },
    });
    expect(overlap.json().code).toBe('SITTINGS_OVERLAP');
    const saved = await inj({
      method: 'PUT',
      url: '/api/doctor/availability',
      cookies: a.cookies,
      payload: {
        slotMinutes: 20,
        sittings: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
      },
    });
    expect(saved.json().slotMinutes).toBe(20);
    const p = await patient();
    const startsAt = await firstFreeSlot(t, a.doctor.id);
    const appt = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(startsAt),
      })
    ).json();
    const early = await inj({ method: 'POST', url: `/api/doctor/appointments/${appt.id}/no-show`, cookies: a.cookies });
    expect(early.json().code).toBe('CONSULTATION_TOO_EARLY');
    // A consultation on a later day cannot be started today
    const laterDay = new Date(Date.now() + 330 * 60_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(`${laterDay}T10:00:00+05:30`);
    const future = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(later.toISOString()),
      })
    ).json();
    const tooEarly = await inj({
      method: 'POST',
      url: `/api/doctor/appointments/${future.id}/start`,
      cookies: a.cookies,
    });
    expect(tooEarly.json().code).toBe('CONSULTATION_TOO_EARLY');
  });
});

describe('reminders', () => {
  it('mails a reminder once for a consultation starting within the hour', async () => {
    const a = await newDoctor(t);
    const p = await patient();
    const startsAt = await firstFreeSlot(t, a.doctor.id);
    const appt = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(startsAt),
      })
    ).json();
    expect(await t.app.doctors.sendDueReminders()).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appt.id));
    expect(row!.reminderSentAt).not.toBeNull();
    const again = await t.app.doctors.sendDueReminders();
    const [same] = await t.db.select().from(appointments).where(eq(appointments.id, appt.id));
    expect(same!.reminderSentAt).toEqual(row!.reminderSentAt);
    expect(again).toBe(0);
  });
});

describe('personal data', () => {
  it('exports the consultations and anonymises the patient on erasure', async () => {
    const a = await newDoctor(t);
    const p = await patient();
    const startsAt = await firstFreeSlot(t, a.doctor.id);
    const appt = (
      await inj({
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: booking(startsAt),
      })
    ).json();
    const exported = await inj({ method: 'GET', url: '/api/privacy/export', cookies: p.cookies });
    expect(exported.statusCode).toBe(200);
    expect(JSON.stringify(exported.json().consultations)).toContain(appt.reference);
    await t.app.doctors.personalData.erase!({ userId: p.user.id, email: p.user.email });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appt.id));
    expect(row!.patientName).toBe('Erased patient');
    expect(row!.symptoms).toBe('');
  });
});

describe('bad input on every route → 4xx with a code', () => {
  it('refuses garbage', async () => {
    const a = await newDoctor(t);
    const p = await patient();
    const huge = 'x'.repeat(100_000);
    const cases: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: unknown;
      cookies?: Record<string, string>;
    }[] = [
      { method: 'GET', url: `/api/doctors?q=${encodeURIComponent('fever\u0000')}` },
      { method: 'GET', url: `/api/doctors?q=${huge.slice(0, 500)}` },
      { method: 'GET', url: '/api/doctors?maxFee=abc' },
      { method: 'GET', url: '/api/doctors?page=-1' },
      { method: 'GET', url: '/api/doctors?language=xx' },
      { method: 'GET', url: '/api/doctors/abc' },
      { method: 'GET', url: '/api/doctors/99999999999' },
      {
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: { mode: 'phone' },
      },
      {
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: { ...booking('not a date') },
      },
      {
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: { ...booking(new Date().toISOString()), symptoms: `pain\u0007${huge}` },
      },
      {
        method: 'POST',
        url: `/api/doctors/${a.doctor.id}/appointments`,
        cookies: p.cookies,
        payload: { ...booking(new Date().toISOString()), patient: { name: 42, age: 'old', gender: 'x' } },
      },
      {
        method: 'POST',
        url: '/api/doctors/424242/appointments',
        cookies: p.cookies,
        payload: booking(new Date(Date.now() + 86_400_000).toISOString()),
      },
      { method: 'GET', url: '/api/appointments/0', cookies: p.cookies },
      { method: 'POST', url: '/api/appointments/77777/cancel', cookies: p.cookies },
      { method: 'POST', url: '/api/appointments/77777/reschedule', cookies: p.cookies, payload: { startsAt: [] } },
      { method: 'GET', url: '/api/appointments/77777/e-prescription.pdf', cookies: p.cookies },
      { method: 'GET', url: '/api/e-prescriptions/verify/<script>' },
      { method: 'GET', url: '/api/e-prescriptions/verify/ABCD-EFGH' },
      {
        method: 'PUT',
        url: '/api/doctor/availability',
        cookies: a.cookies,
        payload: { slotMinutes: 1, sittings: 'all' },
      },
      {
        method: 'PUT',
        url: '/api/doctor/availability',
        cookies: a.cookies,
        payload: { slotMinutes: 15, sittings: [{ weekday: 9, startMinute: 600, endMinute: 500 }] },
      },
      {
        method: 'POST',
        url: '/api/doctor/leave',
        cookies: a.cookies,
        payload: { fromDate: '2026-02-30', toDate: '2026-03-01' },
      },
      {
        method: 'POST',
        url: '/api/doctor/leave',
        cookies: a.cookies,
        payload: { fromDate: '2026-03-05', toDate: '2026-03-01' },
      },
      { method: 'DELETE', url: '/api/doctor/leave/999999', cookies: a.cookies },
      { method: 'GET', url: '/api/doctor/medicines?q=a', cookies: a.cookies },
      { method: 'GET', url: '/api/doctor/patients/abc/consultations', cookies: a.cookies },
      { method: 'POST', url: '/api/doctor/appointments/999999/start', cookies: a.cookies },
      {
        method: 'POST',
        url: '/api/doctor/appointments/999999/e-prescription',
        cookies: a.cookies,
        payload: { lines: [{ productId: 'x', dose: '', frequency: huge, durationDays: 0, quantity: 99 }] },
      },
      {
        method: 'POST',
        url: '/api/doctor/appointments/999999/e-prescription',
        cookies: a.cookies,
        payload: { lines: [] },
      },
    ];
    for (const c of cases) {
      const res = await inj({ method: c.method, url: c.url, payload: c.payload as object, cookies: c.cookies ?? {} });
      expect(res.statusCode, `${c.method} ${c.url.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.method} ${c.url.slice(0, 80)}`).toBeLessThan(500);
      expect(res.json().code, `${c.method} ${c.url.slice(0, 80)}`).toEqual(expect.any(String));
    }
  });

  it('a doctor account without a profile is told so', async () => {
    const { session } = await register(t, { role: 'doctor' });
    const res = await inj({ method: 'GET', url: '/api/doctor/queue', cookies: { aushadh_session: session } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('DOCTOR_PROFILE_MISSING');
  });
});
