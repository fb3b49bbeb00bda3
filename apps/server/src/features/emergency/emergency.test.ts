import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, RACE_NEEDS_POSTGRES } from '../../test/checkout-helpers.ts';
import { staffMember, type Person } from '../../test/order-life-helpers.ts';
import { indiaDatePlus } from '@aushadh/shared/emergency/visit-dates.ts';

let t: TestApp;
let staff: Person;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffMember(t, 'admin', 'Rohan Mehta');
});
afterAll(async () => t.close());

type Who = { cookies: Record<string, string> } | null;
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ambulance = (over: Record<string, unknown> = {}) => ({
  service: 'ambulance',
  contactName: 'Sunita Yadav',
  phone: '9812345670',
  pickupAddress: 'B-42, Sector 62, Noida',
  pincode: '201309',
  patientCondition: 'Elderly father, breathless and dizzy',
  supportLevel: 'advanced',
  ...over,
});

describe('ambulance request: requested → dispatched → arrived → completed', () => {
  it('a guest asks, tracks by code; staff move it step by step; SPEC price recorded', async () => {
    const hospital = (await call(null, 'GET', '/api/hospitals/nearby?pincode=201309&limit=1')).json().items[0];
    const created = await call(
      null,
      'POST',
      '/api/emergency-requests',
      ambulance({ destinationHospitalId: hospital.id }),
    );
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      status: 'requested',
      pricePaise: 150_000,
      supportLevel: 'advanced',
      destination: hospital.name,
    });
    expect(request.trackingCode).toMatch(/^EM-[0-9A-Z]{8}$/);

    const customer = await newCustomer(t);
    const denied = await call(customer, 'POST', `/api/staff/emergency-requests/${request.id}/status`, {
      to: 'dispatched',
    });
    expect(denied.statusCode).toBe(403);
    const skipping = await call(staff, 'POST', `/api/staff/emergency-requests/${request.id}/status`, {
      to: 'completed',
    });
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json().code).toBe('REQUEST_STEP_NOT_ALLOWED');

    for (const to of ['dispatched', 'arrived', 'completed']) {
      const moved = await call(staff, 'POST', `/api/staff/emergency-requests/${request.id}/status`, { to });
      expect(moved.statusCode, to).toBe(200);
      expect(moved.json().status).toBe(to);
    }
    const tracked = await call(null, 'GET', `/api/emergency-requests/track/${request.trackingCode.toLowerCase()}`);
    expect(tracked.json().status).toBe('completed');
    expect(tracked.json().history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'dispatched',
      'arrived',
      'completed',
    ]);
    const list = await call(staff, 'GET', '/api/staff/emergency-requests?status=completed');
    expect(list.json().map((r: { id: number }) => r.id)).toContain(request.id);
  });

  it('the other services carry SPEC §9 prices; a signed-in customer sees their own', async () => {
    const customer = await newCustomer(t);
    const prices: Record<string, number> = {
      'air-ambulance': 5_000_000,
      'medical-team': 500_000,
      consultation: 200_000,
    };
    for (const [service, paise] of Object.entries(prices)) {
      const res = await call(
        customer,
        'POST',
        '/api/emergency-requests',
        ambulance({ service, supportLevel: undefined }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ pricePaise: paise, supportLevel: null });
    }
    expect((await call(customer, 'GET', '/api/emergency-requests')).json()).toHaveLength(3);
  });

  it('garbage → 4xx with codes: letters in the phone, unknown ids, huge text, wrong types', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '98abc45670' }, 'PHONE_INVALID'],
      [{ service: 'helicopter' }, 'VALIDATION_FAILED'],
      [{ patientCondition: 'x'.repeat(10_000) }, 'TEXT_TOO_LONG'],
      [{ contactName: 42 }, 'VALIDATION_FAILED'],
      [{ pickupAddress: 'Flat\u0007 9' }, 'TEXT_FORBIDDEN_CHARACTER'],
    ];
    for (const [over, code] of cases) {
      const res = await call(null, 'POST', '/api/emergency-requests', ambulance(over));
      expect(res.statusCode, code).toBe(400);
      expect(JSON.stringify(res.json()), code).toContain(code);
    }
    const noHospital = await call(
      null,
      'POST',
      '/api/emergency-requests',
      ambulance({ destinationHospitalId: 99999999 }),
    );
    expect(noHospital.json().code).toBe('HOSPITAL_NOT_FOUND');
    expect((await call(null, 'GET', '/api/emergency-requests/track/EM-ZZZZZZZZ')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/emergency-requests/track/nonsense')).statusCode).toBe(400);
    const unknown = await call(staff, 'POST', '/api/staff/emergency-requests/99999999/status', { to: 'dispatched' });
    expect(unknown.json().code).toBe('REQUEST_NOT_FOUND');
  });

  it('without JavaScript: a url-encoded form post answers 303 to the tracking page, or back with the error', async () => {
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/emergency-requests/form',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://aushadh.test',
          host: 'aushadh.test',
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const good = await form({
      ...(ambulance({ supportLevel: 'basic' }) as Record<string, string>),
      returnTo: '/emergency/ambulance',
    });
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toMatch(/^\/services\/ambulance-request\?code=EM-[0-9A-Z]{8}$/);
    const bad = await form({
      ...(ambulance({ phone: 'abc' }) as Record<string, string>),
      returnTo: '/emergency/medical-team',
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/emergency/medical-team?error=PHONE_INVALID&field=phone#request-form');
    const elsewhere = await form({
      ...(ambulance({ phone: 'abc' }) as Record<string, string>),
      returnTo: 'https://evil.example',
    });
    expect(elsewhere.headers.location).toMatch(/^\/emergency\?error=/);
  });

  it('20 parallel "dispatched" on one request: one 200, the rest 409 (PostgreSQL)', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const id = (await call(null, 'POST', '/api/emergency-requests', ambulance())).json().id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(staff, 'POST', `/api/staff/emergency-requests/${id}/status`, { to: 'dispatched' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});

describe('care at home', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    kind: 'physiotherapy',
    patientName: 'Kamla Devi',
    phone: '9898989898',
    address: 'C-7, Indirapuram',
    city: 'Ghaziabad',
    pincode: '201014',
    preferredDate: indiaDatePlus(new Date(), 2),
    preferredWindow: 'evening',
    notes: 'Knee replacement 3 weeks ago',
    ...over,
  });
  it('a customer asks; staff confirm then complete; a customer cannot confirm', async () => {
    const customer = await newCustomer(t);
    expect((await call(null, 'POST', '/api/home-services', body())).statusCode).toBe(401);
    const created = await call(customer, 'POST', '/api/home-services', body());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await call(customer, 'POST', `/api/staff/home-services/${id}/status`, { to: 'confirmed' })).statusCode,
    ).toBe(403);
    const confirmed = await call(staff, 'POST', `/api/staff/home-services/${id}/status`, {
      to: 'confirmed',
      note: 'Physiotherapist Anil will visit at 5 pm',
    });
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      staffNote: 'Physiotherapist Anil will visit at 5 pm',
    });
    const done = await call(staff, 'POST', `/api/staff/home-services/${id}/status`, { to: 'completed' });
    expect(done.json().status).toBe('completed');
    expect((await call(customer, 'GET', '/api/home-services')).json()[0].status).toBe('completed');
    const bad = await call(customer, 'POST', '/api/home-services', body({ preferredDate: '2020-01-01' }));
    expect(bad.json().code).toBe('VISIT_DATE_INVALID');
  });
});
