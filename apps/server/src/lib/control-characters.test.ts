import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { newAccount } from '../test/auth-helpers.ts';
import { newCustomer } from '../test/checkout-helpers.ts';
import { deliveryAddress } from '../test/factories.ts';

/**
 * Issue 8 item 7: a NUL or other control character in any free-text field is a 400 with a code and a
 * plain message, never a database error (PostgreSQL refuses NUL in text: 22021 / 22P05).
 */
let t: TestApp;
let customer: Awaited<ReturnType<typeof newCustomer>>;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await newCustomer(t);
});
afterAll(async () => t.close());

const BAD = {
  nul: 'ab\u0000cd',
  escape: 'ab\u001bcd',
  c1: 'ab\u0085cd',
  loneSurrogate: 'ab\ud800cd',
  nonchar: 'ab\uffffcd',
};

function expectRefused(res: { statusCode: number; json: () => { code: string; message: string } }) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toMatch(/select|insert|update|\$1/i);
}

describe('control characters in free text are refused with 400', () => {
  it.for(Object.entries(BAD))('username at sign-in (%s)', async ([, bad]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.7.0.1',
      payload: { username: `priya${bad}`, password: 'Tulsi#Garden42' },
    });
    expectRefused(res);
    expect(res.json().issues[0].path).toEqual(['username']);
  });

  it.for(Object.entries(BAD))('name at registration and in the profile (%s)', async ([, bad]) => {
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.7.0.2',
      payload: newAccount({ name: `Priya${bad}Sharma` }),
    });
    expectRefused(registration);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: customer.cookies,
      payload: { name: `Priya${bad}`, mobile: null },
    });
    expectRefused(profile);
  });

  it.for(['fullName', 'address', 'city', 'state'])('address field %s', async (field) => {
    for (const bad of Object.values(BAD)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addresses',
        cookies: customer.cookies,
        payload: { ...deliveryAddress, [field]: `${deliveryAddress[field as keyof typeof deliveryAddress]}${bad}` },
      });
      expectRefused(res);
      expect(res.json().issues[0].path).toEqual([field]);
    }
  });

  it('multi-line address keeps its line breaks and tabs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      cookies: customer.cookies,
      payload: { ...deliveryAddress, address: '12, Lotus Apartments\n\tMG Road' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toBe('12, Lotus Apartments\n\tMG Road');
    const oneLine = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      cookies: customer.cookies,
      payload: { ...deliveryAddress, city: 'Bengaluru\nNorth' },
    });
    expectRefused(oneLine);
  });

  // A lone surrogate cannot be written in UTF-8, so it never arrives through a query string (see the raw test below).
  it.for(Object.entries(BAD).filter(([kind]) => kind !== 'loneSurrogate'))(
    'the manufacturer filter and search text (%s)',
    async ([, bad]) => {
      const encoded = encodeURIComponent(bad);
      for (const url of [
        `/api/products?manufacturer=Cipla${encoded}`,
        `/api/products?q=para${encoded}`,
        `/api/medicine/search?q=para${encoded}`,
      ]) {
        expectRefused(await t.app.inject({ method: 'GET', url }));
      }
    },
  );

  it('a percent-encoded NUL in the query string is refused, not a database error', async () => {
    for (const url of [
      '/api/products?manufacturer=Cipla%00',
      '/api/products?q=para%00cetamol',
      '/api/medicine/search?q=para%00cetamol',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toEqual(expect.any(String));
    }
  });

  it('bidi overrides are refused in usernames, where they can disguise a name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.7.0.3',
      payload: newAccount({ username: 'priya\u202egnp.exe' }),
    });
    expectRefused(res);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.7.0.3',
      payload: { username: 'priya\u202e1234', password: 'Tulsi#Garden42' },
    });
    expectRefused(login);
  });

  it('text is stored in NFC, and the length limit counts the normalised text', async () => {
    // "é" as e + combining acute: 200 code units decomposed, 100 once composed, within the limit of 120.
    const decomposed = 'e\u0301'.repeat(100);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: customer.cookies,
      payload: { name: `${decomposed}x`, mobile: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(`${decomposed.normalize('NFC')}x`);
  });
});
