import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addBusinessDays } from './delivery.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('delivery check and pincode lookup', () => {
  it('a served pincode answers available with dates 1–3 business days out and the place', async () => {
    const res = await get('/api/delivery-check?pincode=110001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pincode: '110001',
      available: true,
      title: 'Delivery Available',
      message: 'We deliver to your area!',
      city: 'Central Delhi',
      state: 'Delhi',
      minDays: 1,
      maxDays: 1,
    });
    const regional = (await get('/api/delivery-check?pincode=342001')).json();
    expect(regional).toMatchObject({ available: true, minDays: 2, maxDays: 3 });
    for (const date of [regional.estimatedFrom, regional.estimatedTo])
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it('an unserved pincode answers SPEC’s Delivery Unavailable', async () => {
    const res = await get('/api/delivery-check?pincode=791001');
    expect(res.json()).toMatchObject({
      available: false,
      title: 'Delivery Unavailable',
      estimatedFrom: null,
      state: expect.any(String),
    });
    expect(res.json().message).toMatch(/^Sorry, we don't deliver to your area yet/);
  });

  it('a malformed or unknown pincode is a 400 with SPEC’s Pincode Error text', async () => {
    for (const bad of ['', '12345', '012345', '1234567', 'abcdef', '11000a', '999999']) {
      const res = await get(`/api/delivery-check?pincode=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('Unable to verify pincode. Please check and try again.');
    }
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
  });
});
