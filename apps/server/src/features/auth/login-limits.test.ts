import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { login, mailedCode, register } from '../../test/auth-helpers.ts';

const WRONG = 'Wrong#Password1';
const LOCKED = 'Too many attempts. Please wait 15 minutes and try again.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Wrong passwords from a fresh client address each time, so only the per-account count can lock. */
let address = 0;
async function wrongPassword(app: TestApp, username: string) {
  address += 1;
  return app.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: `198.51.100.${address % 250}`,
    payload: { username, password: WRONG },
  });
}

describe('wrong passwords per account', () => {
  it('counts the username and the e-mail of one account together', async () => {
    const { body } = await register(t);
    for (let i = 0; i < 5; i++) expect((await wrongPassword(t, body.username)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await wrongPassword(t, body.email.toUpperCase())).statusCode).toBe(401);
    expect((await wrongPassword(t, body.username)).statusCode).toBe(429);
  });

  it('locks with 429, Retry-After and a plain message, even for the right password; a code still signs the owner in', async () => {
    const { body } = await register(t);
    for (let i = 0; i < 10; i++) await wrongPassword(t, body.email);
    const locked = await login(t, body.username, body.password);
    expect(locked.res.statusCode).toBe(429);
    const retryAfter = Number(locked.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.res.json()).toEqual({ code: 'RATE_LIMITED', message: LOCKED });

    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/auth/request-login-otp', { email: body.email })).statusCode).toBe(200);
    const signedIn = await post('/api/auth/verify-login-otp', {
      email: body.email,
      otp: await mailedCode(t, body.email),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().username).toBe(body.username);
  });

  it('a successful sign-in clears the count, so an owner who mistypes now and then is never locked', async () => {
    const { body } = await register(t);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await wrongPassword(t, body.username)).statusCode).toBe(401);
      expect((await login(t, body.username, body.password)).res.statusCode).toBe(200);
    }
  });

  it('counts a name without an account by the name, in any case', async () => {
    const name = `nobody_${Date.now()}`;
    for (let i = 0; i < 10; i++) expect((await wrongPassword(t, name)).statusCode).toBe(401);
    expect((await wrongPassword(t, name.toUpperCase())).statusCode).toBe(429);
  });
});

describe('sign-in attempts per client address', () => {
  it('limits one address across many names', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '192.0.2.77',
        payload: { username: `spray_${i}_${Date.now()}`, password: WRONG },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});

// CI runs Redis on 127.0.0.1:6379; elsewhere these tests are skipped (the reason is in the title).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
  const answer = (reachable: boolean) => {
    socket.destroy();
    resolve(reachable);
  };
  socket.once('connect', () => answer(true));
  socket.once('error', () => answer(false));
  socket.once('timeout', () => answer(false));
});

describe.skipIf(!redisReachable)(`with REDIS_URL (needs Redis at ${REDIS_URL}; skipped when unreachable)`, () => {
  // A prefix of its own, so parallel test runs sharing the Redis never see each other's counters.
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `aushadh-test:${randomUUID()}:` };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(env);
    b = await buildSecondInstance(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('two instances share the count: ten failures spread over both lock the account on both', async () => {
    const { body } = await register(a);
    for (let i = 0; i < 10; i++) {
      expect((await wrongPassword(i % 2 === 0 ? a : b, i % 4 < 2 ? body.username : body.email)).statusCode).toBe(401);
    }
    expect((await login(a, body.username, body.password)).res.statusCode).toBe(429);
    expect((await login(b, body.email, body.password)).res.statusCode).toBe(429);
  });
});
