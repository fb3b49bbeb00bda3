import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, upi } from '../../test/checkout-helpers.ts';
import { deliveryAddress } from '../../test/factories.ts';
import { staffMember, type Person } from '../../test/order-life-helpers.ts';
import { indiaDate } from './use-cases/book-lab-test.ts';

let t: TestApp;
let lab: Person;
beforeAll(async () => {
  t = await buildTestApp();
  lab = await staffMember(t, 'laboratory', 'Arjun Nair');
});
afterAll(async () => t.close());

type Who = { cookies: Record<string, string> } | null;
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const tomorrow = () => indiaDate(new Date(), 1);
const testId = async (code: string) => {
  const res = await call(null, 'GET', `/api/lab-tests?q=${encodeURIComponent(code)}`);
  return (res.json().items as { id: number; code: string }[]).find((i) => i.code === code)!.id;
};
const book = (who: Who, body: Record<string, unknown>, key = randomUUID()) =>
  call(who, 'POST', '/api/lab-bookings', body, { 'idempotency-key': key });
const bookingBody = async (over: Record<string, unknown> = {}) => ({
  patients: [
    {
      patient: { name: 'Priya Sharma', sex: 'female', ageYears: 34, relation: 'self' },
      testIds: [await testId('full-body-essential')],
    },
    {
      patient: { name: 'Rakesh Sharma', sex: 'male', ageYears: 62, relation: 'parent' },
      testIds: [await testId('hba1c')],
    },
  ],
  address: deliveryAddress,
  slot: { date: tomorrow(), startHour: 9 },
  payment: upi,
  ...over,
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const multipart = (name: string, bytes: Buffer, field = 'report') => {
  const boundary = `----labs${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('lab test catalog', () => {
  it('lists 70+ tests and 12+ packages with real prices (up to 60% off), groups and search', async () => {
    const all = (await call(null, 'GET', '/api/lab-tests')).json();
    const tests = all.items.filter((i: { kind: string }) => i.kind === 'test');
    const packages = all.items.filter((i: { kind: string }) => i.kind === 'package');
    expect(tests.length).toBeGreaterThanOrEqual(70);
    expect(packages.length).toBeGreaterThanOrEqual(12);
    for (const item of all.items) {
      expect(item.pricePaise).toBeLessThanOrEqual(item.mrpPaise);
      expect(item.discountPercent).toBeLessThanOrEqual(60);
    }
    for (const group of ['diabetes', 'heart', 'thyroid', 'fever', 'womens-health', 'full-body'])
      expect(all.groupCounts[group]).toBeGreaterThan(0);

    const thyroid = (await call(null, 'GET', '/api/lab-tests?group=thyroid')).json();
    expect(thyroid.items.every((i: { groups: string[] }) => i.groups.includes('thyroid'))).toBe(true);
    const search = (await call(null, 'GET', '/api/lab-tests?q=glycated')).json();
    expect(search.items[0].code).toBe('hba1c');
    expect((await call(null, 'GET', '/api/lab-tests?q=zzzzqq')).json().total).toBe(0);
  });

  it('shows a test with its ranges and a package with its tests; HIV carries its consent note', async () => {
    const cbc = (await call(null, 'GET', `/api/lab-tests/${await testId('cbc')}`)).json();
    expect(cbc.parameters.find((p: { name: string }) => p.name === 'Haemoglobin').range).toBe(
      '13.0–17.0 (men), 12.0–15.0 (women)',
    );
    expect(cbc.partner.nablAccredited).toBe(true);
    const pack = (await call(null, 'GET', `/api/lab-tests/${await testId('full-body-essential')}`)).json();
    expect(pack.tests.map((x: { name: string }) => x.name)).toContain('Lipid Profile');
    expect((await call(null, 'GET', `/api/lab-tests/${await testId('hiv')}`)).json().consentNote).toMatch(/consent/);
  });

  it('answers bad queries and ids with 4xx codes', async () => {
    expect((await call(null, 'GET', '/api/lab-tests/999999')).json().code).toBe('LAB_TEST_NOT_FOUND');
    expect((await call(null, 'GET', '/api/lab-tests/abc')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/lab-tests?group=nope')).statusCode).toBe(400);
    expect((await call(null, 'GET', `/api/lab-tests?q=${'x'.repeat(500)}`)).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/lab-tests?q=%00abc')).statusCode).toBe(400);
  });
});

describe('booking, the laboratory and reports', () => {
  it('books two people, goes through the lab and shows the customer the flagged value and the PDF', async () => {
    const customer = await newCustomer(t);
    const slotsBefore = (await call(customer, 'GET', '/api/lab-slots?pincode=560001')).json();
    expect(slotsBefore.days).toHaveLength(7);

    const placed = await book(customer, await bookingBody());
    expect(placed.statusCode).toBe(201);
    const booking = placed.json();
    expect(booking.patients).toHaveLength(2);
    expect(booking.status).toBe('booked');
    expect(booking.totalPaise).toBe(1699_00 + 349_00);
    expect(booking.collectionChargePaise).toBe(0);

    // customer can reschedule before collection
    const moved = await call(customer, 'POST', `/api/lab-bookings/${booking.id}/reschedule`, {
      date: tomorrow(),
      startHour: 10,
    });
    expect(moved.json().slot.startHour).toBe(10);

    // the lab works it
    const day = (await call(lab, 'GET', `/api/laboratory/lab-bookings?date=${tomorrow()}`)).json();
    expect(day.bookings.some((b: { id: number }) => b.id === booking.id)).toBe(true);
    expect(
      (
        await call(lab, 'POST', `/api/laboratory/lab-bookings/${booking.id}/assign`, {
          name: 'Sunil Yadav',
          phone: '9811122233',
        })
      ).statusCode,
    ).toBe(200);
    const samples = booking.patients.map((p: { id: number }, i: number) => ({
      bookingPatientId: p.id,
      sampleId: `S${booking.id}-${i}AB`,
    }));
    expect(
      (await call(lab, 'POST', `/api/laboratory/lab-bookings/${booking.id}/collect`, { samples })).statusCode,
    ).toBe(200);
    // collected: the customer can no longer change it
    expect((await call(customer, 'POST', `/api/lab-bookings/${booking.id}/cancel`)).json().code).toBe(
      'LAB_BOOKING_LOCKED',
    );
    expect((await call(lab, 'POST', `/api/laboratory/lab-bookings/${booking.id}/processing`)).statusCode).toBe(200);
    // not ready before the results
    expect((await call(lab, 'POST', `/api/laboratory/lab-bookings/${booking.id}/report-ready`)).json().code).toBe(
      'LAB_RESULTS_INCOMPLETE',
    );

    const work = (await call(lab, 'GET', `/api/laboratory/lab-bookings/${booking.id}`)).json();
    const [priya, rakesh] = work.patients;
    // Rakesh: HbA1c entered, 7.2 is above 4.0–5.6
    const hba1c = rakesh.parameters.find((p: { name: string }) => p.name.startsWith('HbA1c'));
    const eag = rakesh.parameters.find((p: { name: string }) => p.name.startsWith('Estimated'));
    const bad = await call(lab, 'PUT', `/api/laboratory/lab-results/${rakesh.id}`, {
      results: [{ parameterId: hba1c.parameterId, value: 'seven' }],
    });
    expect(bad.json().code).toBe('LAB_RESULT_INVALID');
    const entered = await call(lab, 'PUT', `/api/laboratory/lab-results/${rakesh.id}`, {
      results: [
        { parameterId: hba1c.parameterId, value: '7.2' },
        { parameterId: eag.parameterId, value: '160' },
      ],
    });
    expect(entered.statusCode).toBe(200);
    expect(
      entered.json().patients[1].parameters.find((p: { parameterId: number }) => p.parameterId === hba1c.parameterId)
        .flag,
    ).toBe('high');
    // Priya: the PDF instead of values; a PNG renamed .pdf is refused
    const fake = multipart('report.pdf', Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1'));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/laboratory/lab-results/${priya.id}/report`,
          cookies: lab.cookies,
          ...fake,
          headers: { ...fake.headers, [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
        })
      ).json().code,
    ).toBe('LAB_REPORT_FILE_INVALID');
    const good = multipart('priya-report.pdf', PDF);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/laboratory/lab-results/${priya.id}/report`,
          cookies: lab.cookies,
          ...good,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(lab, 'POST', `/api/laboratory/lab-bookings/${booking.id}/report-ready`)).json().status).toBe(
      'report-ready',
    );

    const reports = (await call(customer, 'GET', '/api/lab-reports')).json();
    expect(reports).toHaveLength(2);
    const rakeshReport = reports.find((r: { patientName: string }) => r.patientName === 'Rakesh Sharma');
    expect(rakeshReport.results.find((r: { parameterCode: string }) => r.parameterCode === 'hba1c')).toMatchObject({
      valueNumeric: 7.2,
      flag: 'high',
      refHigh: 5.6,
    });
    const priyaReport = reports.find((r: { patientName: string }) => r.patientName === 'Priya Sharma');
    const pdf = await call(customer, 'GET', `/api/lab-reports/${priyaReport.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe('sandbox');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    // another customer: 404 for the report and the booking
    const other = await newCustomer(t);
    expect((await call(other, 'GET', `/api/lab-reports/${priyaReport.id}/pdf`)).json().code).toBe(
      'LAB_REPORT_NOT_FOUND',
    );
    expect((await call(other, 'GET', `/api/lab-bookings/${booking.id}`)).json().code).toBe('LAB_BOOKING_NOT_FOUND');
    expect((await call(other, 'GET', '/api/lab-reports')).json()).toEqual([]);
  });

  it('refuses bad bookings with codes', async () => {
    const customer = await newCustomer(t);
    const body = await bookingBody();
    expect(
      (await book(customer, { ...body, slot: { date: indiaDate(new Date(), 0), startHour: 9 } })).json().code,
    ).toBe('LAB_SLOT_UNAVAILABLE');
    expect((await book(customer, { ...body, slot: { date: tomorrow(), startHour: 22 } })).json().code).toBe(
      'LAB_SLOT_UNAVAILABLE',
    );
    expect(
      (
        await book(customer, {
          ...body,
          patients: [{ patient: { name: 'A B', sex: 'male', ageYears: 30, relation: 'self' }, testIds: [999999] }],
        })
      ).json().code,
    ).toBe('LAB_TEST_NOT_FOUND');
    const hiv = {
      ...body,
      patients: [
        { patient: { name: 'A B', sex: 'male', ageYears: 30, relation: 'self' }, testIds: [await testId('hiv')] },
      ],
    };
    expect((await book(customer, hiv)).json().code).toBe('LAB_CONSENT_REQUIRED');
    expect((await book(customer, { ...hiv, consent: true })).statusCode).toBe(201);
    expect((await book(customer, { ...body, patients: [] })).statusCode).toBe(400);
    expect(
      (
        await book(customer, {
          ...body,
          patients: [{ patient: { name: 'A\u0000B', sex: 'x', ageYears: -1, relation: 'self' }, testIds: ['a'] }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await book(null, body)).statusCode).toBe(401);
    const again = randomUUID();
    const first = await book(customer, body, again);
    const second = await book(customer, body, again);
    expect(second.json().id).toBe(first.json().id);
  });

  it('exports the bookings with the account data, and erases the people and results with the account', async () => {
    const customer = await newCustomer(t);
    const placed = (await book(customer, await bookingBody())).json();
    const exported = await call(customer, 'GET', '/api/privacy/export');
    expect(JSON.stringify(exported.json())).toContain(placed.number);
    const deleted = await call(customer, 'POST', '/api/privacy/delete-account', { password: customer.body.password });
    expect(deleted.statusCode).toBe(200);
    const row = await t.app.labs.workDetail(placed.id);
    expect(row.patients.map((p) => p.name)).toEqual(['Erased', 'Erased']);
    expect(row.address).toMatchObject({ contactName: 'Erased', phone: '', address: '' });
  });

  it('keeps the laboratory out of orders and prescriptions, and customers out of the laboratory', async () => {
    expect((await call(lab, 'GET', '/api/pharmacy/prescriptions?status=pending')).statusCode).toBe(403);
    expect((await call(lab, 'GET', '/api/chemist/orders')).statusCode).toBe(403);
    const customer = await newCustomer(t);
    expect((await call(customer, 'GET', `/api/laboratory/lab-bookings?date=${tomorrow()}`)).statusCode).toBe(403);
    const hospital = await staffMember(t, 'hospital', 'Meera Reddy');
    expect((await call(hospital, 'GET', `/api/laboratory/lab-bookings?date=${tomorrow()}`)).statusCode).toBe(403);
    expect((await call(lab, 'GET', '/api/laboratory/lab-bookings?date=2026-13-45')).statusCode).toBe(400);
    expect((await call(lab, 'GET', '/api/laboratory/lab-bookings/999999')).json().code).toBe('LAB_BOOKING_NOT_FOUND');
  });

  // On PGlite the bookings run one at a time; on PostgreSQL (TEST_DATABASE_URL) they really race.
  it('never overbooks a slot: capacity 3, 20 parallel bookings → 3', async () => {
    const date = indiaDate(new Date(), 3);
    await t.app.labs.setCapacity('BANGALORE', date, 15, 3);
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer(t)));
    const body = await bookingBody({ slot: { date, startHour: 15 } });
    const results = await Promise.all(customers.map((c) => book(c, body)));
    const codes = results.map((r) => (r.statusCode === 201 ? 201 : r.json().code));
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 'LAB_SLOT_FULL')).toHaveLength(17);
    const slots = (await call(customers[0]!, 'GET', '/api/lab-slots?pincode=560001')).json();
    expect(
      slots.days
        .find((d: { date: string }) => d.date === date)
        .slots.find((s: { startHour: number }) => s.startHour === 15),
    ).toMatchObject({ left: 0, full: true });
  });
});
