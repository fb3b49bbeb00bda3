import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labTests } from '../../db/schema/labs.ts';
import { register } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { booking, firstFreeSlot, newDoctor } from '../../test/doctor-fixtures.ts';
import { createProduct } from '../../test/factories.ts';

// Issue 14: a doctor's recommended tests picked from the lab catalog, booked by the patient in one tap.

let t: TestApp;
let retiredId: number;
beforeAll(async () => {
  t = await buildTestApp();
  // Retired before the catalog is first read (it is kept in memory per process): the picker must not offer it.
  const [esr] = await t.db.update(labTests).set({ active: false }).where(eq(labTests.code, 'esr')).returning();
  retiredId = esr!.id;
});
afterAll(async () => t?.close());

const inj = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES, ...options.headers } });

const catalogId = async (code: string) => {
  const items = (await inj({ method: 'GET', url: `/api/lab-tests?q=${code}` })).json().items as {
    id: number;
    code: string;
    name: string;
  }[];
  return items.find((i) => i.code === code)!;
};

/** A consultation in progress: the doctor's cookies, the patient's, and the appointment id. */
async function consultation() {
  const doctor = await newDoctor(t);
  const { session } = await register(t);
  const patient = { aushadh_session: session };
  const startsAt = await firstFreeSlot(t, doctor.doctor.id);
  const appt = (
    await inj({
      method: 'POST',
      url: `/api/doctors/${doctor.doctor.id}/appointments`,
      cookies: patient,
      payload: booking(startsAt),
    })
  ).json();
  await inj({ method: 'POST', url: `/api/doctor/appointments/${appt.id}/start`, cookies: doctor.cookies });
  const medicine = await createProduct(t.db, { saltComposition: 'Paracetamol (500mg)', schedule: 'OTC' });
  const line = { productId: medicine.id, dose: '1 tablet', frequency: '1-0-1', durationDays: 3, quantity: 1 };
  const write = (body: Record<string, unknown>) =>
    inj({
      method: 'POST',
      url: `/api/doctor/appointments/${appt.id}/e-prescription`,
      cookies: doctor.cookies,
      payload: { lines: [line], ...body },
    });
  return { doctor, patient, appointmentId: appt.id as number, write };
}

describe('recommended tests on an e-prescription', () => {
  it('stores catalog tests by id (names printed first, free text after) for the patient only', async () => {
    const cbc = await catalogId('cbc');
    const hba1c = await catalogId('hba1c');
    const c = await consultation();
    const written = await c.write({ labTestIds: [hba1c.id, cbc.id, hba1c.id], labTests: ['Sputum AFB smear'] });
    expect(written.statusCode).toBe(201);
    expect(written.json().labTestIds).toEqual([hba1c.id, cbc.id]);

    const mine = await inj({
      method: 'GET',
      url: `/api/appointments/${c.appointmentId}/e-prescription`,
      cookies: c.patient,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().labTestIds).toEqual([hba1c.id, cbc.id]);
    expect(mine.json().labTests).toEqual([hba1c.name, cbc.name, 'Sputum AFB smear']);

    // Another customer gets nothing of it, not even that it exists
    const other = await register(t);
    const theirs = await inj({
      method: 'GET',
      url: `/api/appointments/${c.appointmentId}/e-prescription`,
      cookies: { aushadh_session: other.session },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(String(hba1c.name));
  });

  it('refuses an unknown or retired test id, and garbage, with a code (nothing written)', async () => {
    const c = await consultation();
    const unknown = await c.write({ labTestIds: [999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LAB_TEST_NOT_FOUND');

    const retired = await c.write({ labTestIds: [retiredId] });
    expect(retired.statusCode).toBe(404);
    expect(retired.json().code).toBe('LAB_TEST_NOT_FOUND');

    for (const labTestIds of ['1,2', [0], [-3], [1.5], ['x'], Array.from({ length: 21 }, (_, i) => i + 1)]) {
      const res = await c.write({ labTestIds });
      expect(res.statusCode, JSON.stringify(labTestIds)).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
    // Still writable after all that: the refusals wrote nothing
    expect((await c.write({ labTestIds: [(await catalogId('crp')).id] })).statusCode).toBe(201);
  });
});
