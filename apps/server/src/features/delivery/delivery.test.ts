import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addBusinessDays, todayInIndia } from './delivery.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('delivery check and pincode lookup', () => {
  it('a served pincode answers available with business-day dates and the place', async () => {
    const res = await get('/api/delivery-check?pincode=110001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pincode: '110001',
      available: true,
      tier: 'ncr',
      title: 'Delivery Available',
      message: 'We deliver to your area!',
      city: 'Central Delhi',
      state: 'Delhi',
      minDays: 1,
      maxDays: 1,
    });
    const regional = (await get('/api/delivery-check?pincode=342001')).json();
    expect(regional).toMatchObject({ available: true, minDays: 2, maxDays: 4 });
    for (const date of [regional.estimatedFrom, regional.estimatedTo])
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it('an unserved or unknown (well-formed) pincode answers SPEC’s Delivery Unavailable, without the pickup promise', async () => {
    for (const pincode of ['682555', '999999']) {
      const res = await get(`/api/delivery-check?pincode=${pincode}`);
      expect(res.statusCode, pincode).toBe(200);
      expect(res.json(), pincode).toMatchObject({
        available: false,
        tier: null,
        title: 'Delivery Unavailable',
        message: "Sorry, we don't deliver to your area yet.",
        estimatedFrom: null,
      });
    }
    expect((await get('/api/delivery-check?pincode=682555')).json().state).toBe('Lakshadweep');
    expect((await get('/api/delivery-check?pincode=999999')).json().state).toBeNull();
  });

  it('an empty or malformed pincode is a 400 field error on `pincode`', async () => {
    const empty = await get('/api/delivery-check?pincode=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a pincode',
      issues: [{ path: ['pincode'] }],
    });
    for (const bad of ['12345', '012345', '1234567', 'abcdef', '11000a']) {
      const res = await get(`/api/delivery-check?pincode=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toMatchObject({
        message: 'Please enter a valid 6-digit pincode',
        issues: [{ path: ['pincode'], message: 'Please enter a valid 6-digit pincode' }],
      });
    }
  });

  /** The estimates rule (serviceable-areas.ts), pincode by pincode: nearer the Noida warehouse is never slower. */
  const ESTIMATES: [
    pincode: string,
    where: string,
    tier: string | null,
    minDays: number | null,
    maxDays: number | null,
  ][] = [
    ['201309', 'Noida Sector 62 (the warehouse)', 'local', 0, 1],
    ['201301', 'Noida', 'local', 0, 1],
    ['201310', 'Greater Noida', 'local', 0, 1],
    ['110001', 'New Delhi', 'ncr', 1, 1],
    ['122001', 'Gurgaon', 'ncr', 1, 1],
    ['201001', 'Ghaziabad', 'ncr', 1, 1],
    ['121001', 'Faridabad', 'ncr', 1, 1],
    ['400001', 'Mumbai', 'metro', 1, 2],
    ['560001', 'Bengaluru', 'metro', 1, 2],
    ['600001', 'Chennai', 'metro', 1, 2],
    ['700001', 'Kolkata', 'metro', 1, 2],
    ['500001', 'Hyderabad', 'metro', 1, 2],
    ['411001', 'Pune', 'metro', 1, 2],
    ['342001', 'Jodhpur', 'regional', 2, 4],
    ['226001', 'Lucknow', 'regional', 2, 4],
    ['682001', 'Kochi', 'regional', 2, 4],
    ['781001', 'Guwahati', 'remote', 4, 7],
    ['791001', 'Arunachal Pradesh', 'remote', 4, 7],
    ['737101', 'Gangtok', 'remote', 4, 7],
    ['190001', 'Srinagar', 'remote', 4, 7],
    ['194101', 'Leh', 'remote', 4, 7],
    ['744101', 'Port Blair', 'remote', 4, 7],
    ['682555', 'Lakshadweep', null, null, null],
    ['999999', 'not in India Post’s data', null, null, null],
  ];

  it.each(ESTIMATES)('%s (%s): %s, %s–%s business days', async (pincode, _where, tier, minDays, maxDays) => {
    const res = (await get(`/api/delivery-check?pincode=${pincode}`)).json();
    expect(res).toMatchObject({ tier, minDays, maxDays, available: tier !== null });
  });

  it('Noida is never slower than the NCR, the NCR than a metro, a metro than elsewhere, elsewhere than remote', async () => {
    const days = async (pincode: string) => {
      const { minDays, maxDays } = (await get(`/api/delivery-check?pincode=${pincode}`)).json();
      return [minDays as number, maxDays as number] as const;
    };
    const order = [
      await days('201309'),
      await days('110001'),
      await days('600001'),
      await days('342001'),
      await days('791001'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]![0]).toBeLessThanOrEqual(order[i]![0]);
      expect(order[i - 1]![1]).toBeLessThanOrEqual(order[i]![1]);
    }
    // Same day is "today" in India (Monday when today is a Sunday).
    const noida = (await get('/api/delivery-check?pincode=201309')).json();
    expect(noida.estimatedFrom).toBe(addBusinessDays(todayInIndia(), 0));
  });

  it('GET /api/pincodes/{pincode} answers the place to fill an address, with the service', async () => {
    const noida = await get('/api/pincodes/201309');
    expect(noida.statusCode).toBe(200);
    expect(noida.json()).toEqual({
      pincode: '201309',
      officeName: 'Noida Sector 62 S.O',
      district: 'Gautam Buddha Nagar',
      state: 'Uttar Pradesh',
      serviceable: true,
      tier: 'local',
      minDays: 0,
      maxDays: 1,
    });
    // States formed after India Post's data was compiled.
    expect((await get('/api/pincodes/500001')).json()).toMatchObject({ district: 'Hyderabad', state: 'Telangana' });
    expect((await get('/api/pincodes/194101')).json()).toMatchObject({ district: 'Leh', state: 'Ladakh' });
    expect((await get('/api/pincodes/682555')).json()).toMatchObject({ serviceable: false, tier: null });
    const unknown = await get('/api/pincodes/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().issues[0].path).toEqual(['pincode']);
    const malformed = await get('/api/pincodes/12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Please enter a valid 6-digit pincode');
  });

  it('GET /api/pincode?lat&lng finds the nearest office', async () => {
    const res = await get('/api/pincode?lat=28.6328&lng=77.2197');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pincode: '110001', state: 'Delhi' });
    const blr = await get('/api/pincode?lat=12.9766&lng=77.5993');
    expect(blr.json().pincode).toBe('560001');
    expect((await get('/api/pincode?lat=abc&lng=77')).statusCode).toBe(400);
    expect((await get('/api/pincode?lat=51.5&lng=0')).statusCode).toBe(400);
    const sea = await get('/api/pincode?lat=15&lng=70');
    expect(sea.statusCode).toBe(404);
    expect(sea.json().message).toBe('Could not determine your pincode');
  });

  it('business days skip Sundays', () => {
    // 2026-11-21 is a Saturday: +1 business day is Monday the 23rd.
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-20', 3)).toBe('2026-11-24');
    // Same day: that day, but no delivery on a Sunday.
    expect(addBusinessDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(addBusinessDays('2026-11-22', 0)).toBe('2026-11-23');
  });
});
