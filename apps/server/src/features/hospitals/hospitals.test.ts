import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, RACE_NEEDS_POSTGRES } from '../../test/checkout-helpers.ts';
import { staffMember, type Person } from '../../test/order-life-helpers.ts';
import { indiaDatePlus } from '@aushadh/shared/emergency/visit-dates.ts';

let t: TestApp;
let admin: Person;
let desk: Person;
let hospitalId: number;
/** Noida Sector 62. */
const NOIDA = { lat: 28.6208, lng: 77.3633 };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffMember(t, 'admin', 'Rohan Mehta');
  desk = await staffMember(t, 'hospital', 'Meera Reddy');
  const near = await call(null, 'GET', `/api/hospitals/nearby?lat=${NOIDA.lat}&lng=${NOIDA.lng}&limit=1`);
  hospitalId = near.json().items[0].id;
  await t.app.hospitals.linkStaff(hospitalId, desk.id);
});
afterAll(async () => t.close());

type Who = { cookies: Record<string, string> } | null;
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const submission = (over: Record<string, unknown> = {}) => ({
  name: `Navdurga Multispeciality Hospital ${Math.random().toString(36).slice(2, 8)}`,
  phone: '0120-4567812',
  specialties: 'Cardiology, Orthopaedics, ICU',
  emergency: true,
  address: 'Plot 12, Sector 63',
  pincode: '201301',
  ...over,
});
const appointmentBody = (over: Record<string, unknown> = {}) => ({
  department: 'cardiology',
  date: indiaDatePlus(new Date(), 3),
  timeWindow: 'morning',
  patientName: 'Ramesh Gupta',
  patientAge: 58,
  patientPhone: '9876543210',
  reason: 'Chest discomfort on climbing stairs',
  ...over,
});

describe('directory', () => {
  it('seeds 300+ approved hospitals across cities, searchable and filterable', async () => {
    const all = await call(null, 'GET', '/api/hospitals');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(300);
    expect(all.json().cities.length).toBeGreaterThanOrEqual(30);
    const mumbai = await call(null, 'GET', '/api/hospitals?city=Mumbai&specialty=cardiology&emergency=true');
    expect(mumbai.statusCode).toBe(200);
    for (const h of mumbai.json().items) {
      expect(h.city).toBe('Mumbai');
      expect(h.specialties).toContain('cardiology');
      expect(h.emergency24x7).toBe(true);
    }
  });

  it('nearby from Noida: nearest first, km shown, within the radius', async () => {
    const res = await call(null, 'GET', `/api/hospitals/nearby?lat=${NOIDA.lat}&lng=${NOIDA.lng}`);
    expect(res.statusCode).toBe(200);
    const km = (res.json().items as { distanceKm: number; city: string }[]).map((h) => h.distanceKm);
    expect(km.length).toBeGreaterThan(5);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(km[0]).toBeLessThan(5);
    expect(km.at(-1)).toBeLessThanOrEqual(50);
    const byPin = await call(null, 'GET', '/api/hospitals/nearby?pincode=201309');
    expect(byPin.json().items[0].distanceKm).toBeLessThan(5);
    expect(byPin.json().origin.label).toContain('201309');
  });

  it('a hospital: departments, tel and maps link; unknown ids 404 with a code', async () => {
    const res = await call(null, 'GET', `/api/hospitals/${hospitalId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=28\./);
    for (const url of ['/api/hospitals/99999999', '/api/hospitals/2147483647']) {
      const missing = await call(null, 'GET', url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('HOSPITAL_NOT_FOUND');
    }
    expect((await call(null, 'GET', '/api/hospitals/abc')).statusCode).toBe(400);
  });

  it('garbage: latitude 999, no location, unknown pincode, control characters → 4xx with codes', async () => {
    const lat = await call(null, 'GET', '/api/hospitals/nearby?lat=999&lng=77');
    expect(lat.statusCode).toBe(400);
    expect(lat.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(lat.json())).toContain('LATITUDE_INVALID');
    const none = await call(null, 'GET', '/api/hospitals/nearby');
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('LOCATION_REQUIRED');
    const unknown = await call(null, 'GET', '/api/hospitals/nearby?pincode=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PINCODE_UNKNOWN');
    const control = await call(null, 'GET', '/api/hospitals?q=%00abc');
    expect(control.statusCode).toBe(400);
  });
});

describe('add a hospital → admin approves → it appears', () => {
  it('a submission is pending (not listed); a duplicate is flagged; the admin approves; it is listed', async () => {
    const body = submission();
    const created = await call(null, 'POST', '/api/hospitals', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', possibleDuplicate: false });
    const id = created.json().id as number;
    expect((await call(null, 'GET', `/api/hospitals/${id}`)).statusCode).toBe(404);

    const again = await call(null, 'POST', '/api/hospitals', { ...body, name: body.name.toUpperCase() + '.' });
    expect(again.json().possibleDuplicate).toBe(true);

    const queue = await call(admin, 'GET', '/api/admin/hospitals?status=pending');
    expect(queue.statusCode).toBe(200);
    const dup = (queue.json() as { id: number; duplicateOf: { id: number } | null }[]).find(
      (h) => h.id === again.json().id,
    );
    expect(dup?.duplicateOf?.id).toBe(id);

    const customer = await newCustomer(t);
    const denied = await call(customer, 'POST', `/api/admin/hospitals/${id}/review`, { decision: 'approve' });
    expect(denied.statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/admin/hospitals/${id}/review`, { decision: 'approve' })).statusCode).toBe(
      401,
    );

    const approved = await call(admin, 'POST', `/api/admin/hospitals/${id}/review`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(approved.json().reviewedAt).toBeTruthy();
    const twice = await call(admin, 'POST', `/api/admin/hospitals/${id}/review`, { decision: 'reject' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('HOSPITAL_ALREADY_REVIEWED');

    const detail = await call(null, 'GET', `/api/hospitals/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ city: 'Gautam Buddha Nagar', pincode: '201301', emergency24x7: true });
    expect(detail.json().specialties).toEqual(['cardiology', 'orthopedics', 'critical-care']);
    const found = await call(null, 'GET', `/api/hospitals?q=${encodeURIComponent(body.name)}`);
    expect(found.json().items.map((h: { id: number }) => h.id)).toContain(id);
    expect(
      (await call(admin, 'POST', '/api/admin/hospitals/99999999/review', { decision: 'approve' })).json().code,
    ).toBe('HOSPITAL_NOT_FOUND');
  });

  it('garbage: phone with letters, a 10,000-character name, 200 specialties, bad pincode → 400 with codes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '98765abcde' }, 'HOSPITAL_PHONE_INVALID'],
      [{ name: 'A'.repeat(10_000) }, 'TEXT_TOO_LONG'],
      [{ specialties: Array.from({ length: 200 }, (_, i) => `S${i}`).join(',') }, 'HOSPITAL_SPECIALTIES_INVALID'],
      [{ specialties: '' }, 'HOSPITAL_SPECIALTIES_INVALID'],
      [{ pincode: '12' }, 'PINCODE_INVALID'],
      [{ name: 'Evil\u0000Hospital' }, 'TEXT_FORBIDDEN_CHARACTER'],
      [{ emergency: 'yes' }, 'VALIDATION_FAILED'],
    ];
    for (const [over, code] of cases) {
      const res = await call(null, 'POST', '/api/hospitals', submission(over));
      expect(res.statusCode, code).toBe(400);
      expect(JSON.stringify(res.json()), code).toContain(code);
    }
    const unknownPin = await call(null, 'POST', '/api/hospitals', submission({ pincode: '999999' }));
    expect(unknownPin.statusCode).toBe(404);
    expect(unknownPin.json().code).toBe('PINCODE_UNKNOWN');
  });

  it('is rate limited per visitor', async () => {
    const customer = await newCustomer(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await call(customer, 'POST', '/api/hospitals', submission())).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
  });
});

describe('appointment → the hospital confirms → the customer sees it', () => {
  it('books, the hospital confirms, the customer sees confirmed and is mailed', async () => {
    const customer = await newCustomer(t);
    expect((await call(null, 'POST', `/api/hospitals/${hospitalId}/appointments`, appointmentBody())).statusCode).toBe(
      401,
    );
    const booked = await call(customer, 'POST', `/api/hospitals/${hospitalId}/appointments`, appointmentBody());
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'requested', department: 'cardiology' });
    const id = booked.json().id as number;

    const self = await call(customer, 'POST', `/api/hospital-desk/appointments/${id}/decision`, { action: 'confirm' });
    expect(self.statusCode).toBe(403);

    const deskView = await call(desk, 'GET', '/api/hospital-desk/appointments');
    expect(deskView.json().hospital.id).toBe(hospitalId);
    expect(deskView.json().appointments.map((a: { id: number }) => a.id)).toContain(id);

    const other = await staffMember(t, 'hospital', 'Other Desk');
    const otherHospital = (await call(null, 'GET', '/api/hospitals?city=Mumbai')).json().items[0].id;
    await t.app.hospitals.linkStaff(otherHospital, other.id);
    const foreign = await call(other, 'POST', `/api/hospital-desk/appointments/${id}/decision`, { action: 'confirm' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('HOSPITAL_APPOINTMENT_NOT_FOUND');

    const confirmed = await call(desk, 'POST', `/api/hospital-desk/appointments/${id}/decision`, {
      action: 'confirm',
      note: 'Please bring your ECG reports',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    const mine = await call(customer, 'GET', `/api/hospital-appointments/${id}`);
    expect(mine.json()).toMatchObject({ status: 'confirmed', hospitalNote: 'Please bring your ECG reports' });
    expect(mine.json().history.map((h: { status: string }) => h.status)).toEqual(['requested', 'confirmed']);

    await t.app.events.dispatch();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.user.email));
    expect(mails.some((m) => m.subject.includes(booked.json().reference) && m.subject.includes('confirmed'))).toBe(
      true,
    );

    const moved = await call(desk, 'POST', `/api/hospital-desk/appointments/${id}/decision`, {
      action: 'reschedule',
      date: indiaDatePlus(new Date(), 5),
      timeWindow: 'evening',
    });
    expect(moved.json()).toMatchObject({ status: 'rescheduled', timeWindow: 'evening' });
    const declined = await call(desk, 'POST', `/api/hospital-desk/appointments/${id}/decision`, {
      action: 'decline',
      note: 'The cardiologist is on leave',
    });
    expect(declined.json().status).toBe('declined');
    const late = await call(desk, 'POST', `/api/hospital-desk/appointments/${id}/decision`, { action: 'confirm' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REQUEST_STEP_NOT_ALLOWED');

    const stranger = await newCustomer(t);
    expect((await call(stranger, 'GET', `/api/hospital-appointments/${id}`)).statusCode).toBe(404);
  });

  it('garbage: past date, unknown department, age 500, unknown hospital → 4xx with codes', async () => {
    const customer = await newCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ date: indiaDatePlus(new Date(), -1) }, 'VISIT_DATE_INVALID'],
      [{ date: '2026-02-30' }, 'VISIT_DATE_INVALID'],
      [{ department: 'astrology' }, 'VALIDATION_FAILED'],
      [{ patientAge: 500 }, 'VALIDATION_FAILED'],
      [{ patientPhone: 'call me' }, 'PHONE_INVALID'],
      [{ reason: 'x'.repeat(10_000) }, 'TEXT_TOO_LONG'],
    ];
    for (const [over, code] of cases) {
      const res = await call(customer, 'POST', `/api/hospitals/${hospitalId}/appointments`, appointmentBody(over));
      expect(res.statusCode, code).toBe(400);
      expect(JSON.stringify(res.json()), code).toContain(code);
    }
    const missing = await call(customer, 'POST', '/api/hospitals/99999999/appointments', appointmentBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('HOSPITAL_NOT_FOUND');
    const noDesk = await staffMember(t, 'hospital', 'Unlinked Desk');
    const unlinked = await call(noDesk, 'POST', '/api/hospital-desk/appointments/1/decision', { action: 'confirm' });
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json().code).toBe('HOSPITAL_NOT_LINKED');
  });

  it('20 parallel confirmations of one appointment: one 200, the rest 409 (PostgreSQL)', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const customer = await newCustomer(t);
    const id = (await call(customer, 'POST', `/api/hospitals/${hospitalId}/appointments`, appointmentBody())).json().id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(desk, 'POST', `/api/hospital-desk/appointments/${id}/decision`, { action: 'confirm' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const mine = await call(customer, 'GET', `/api/hospital-appointments/${id}`);
    expect(mine.json().history).toHaveLength(2);
  });
});
