import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newAccount } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const check = (payload: Record<string, unknown>, remoteAddress = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: '/api/password-policy/check', payload, remoteAddress });

describe('POST /api/password-policy/check', () => {
  it('explains a common password before the form is sent, with the same sentence registration would give', async () => {
    const res = await check({ password: 'qwerty123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      acceptable: false,
      reason: 'common',
      message: 'This password is too common. Please choose a less common password.',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ password: 'qwerty123' }),
    });
    expect(refused.json().message).toBe(res.json().message);
  });

  it('accepts an uncommon password and refuses one equal to the username or e-mail', async () => {
    expect((await check({ password: 'Tulsi-Ginger-42x' })).json()).toEqual({
      acceptable: true,
      reason: null,
      message: null,
    });
    expect((await check({ password: 'RaviKumar77', username: 'ravikumar77' })).json().reason).toBe('matchesAccount');
    expect((await check({ password: 'short' })).json().reason).toBe('tooShort');
  });

  it('answers bad input with 400, never 500', async () => {
    expect((await check({})).statusCode).toBe(400);
    expect((await check({ password: 'x'.repeat(300) })).statusCode).toBe(400);
  });

  it('is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await check({ password: `Unusual-${i}-pass` }, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    expect((await check({ password: 'Unusual-pass' }, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('errors about one field name it', () => {
  it('a refused password, a taken username and a taken e-mail carry issues with the field path', async () => {
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ password: 'password' }),
      remoteAddress: '10.2.2.2',
    });
    expect(common.json().issues).toEqual([{ path: ['password'], message: common.json().message }]);

    const first = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/register', payload: first, remoteAddress: '10.2.2.2' });
    const sameUsername = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ username: first.username }),
      remoteAddress: '10.2.2.2',
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().issues[0].path).toEqual(['username']);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ email: first.email }),
      remoteAddress: '10.2.2.2',
    });
    expect(sameEmail.json().issues[0].path).toEqual(['email']);
  });
});
