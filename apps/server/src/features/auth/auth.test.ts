import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { cookieFrom, login, newAccount, register } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates a customer, signs in with an httpOnly SameSite=Lax cookie and never lets the client pick a role', async () => {
    const body = newAccount({ role: 'admin' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: body.name, username: body.username, email: body.email, role: 'customer' });
    const cookie = res.cookies.find((c) => c.name === 'aushadh_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: cookie.value } });
    expect(me.json().role).toBe('customer');
  });

  it.each([
    [{ name: 'P' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ username: 'abc' }, 'Username must be at least 4 characters'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
  ])('rejects %o with the SPEC message', async (override, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: newAccount(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses common passwords from the maintained list', async () => {
    for (const password of ['password', 'qwerty123', '123456789']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: newAccount({ password }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/too common/);
    }
  });

  it('answers 409 for a taken username or e-mail, case-insensitively', async () => {
    const { body } = await register(t);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ email: body.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ username: body.username.toUpperCase() }),
    });
    expect(sameName.statusCode).toBe(409);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { body } = await register(t);
    const rows = await t.db.execute(sql`select password_hash from users where username = ${body.username}`);
    const hash = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(body.password);
  });
});

describe('sign-in and sessions', () => {
  it('signs in by username or e-mail, in any case', async () => {
    const { body } = await register(t);
    expect((await login(t, body.username.toUpperCase(), body.password)).res.statusCode).toBe(200);
    expect((await login(t, body.email, body.password)).res.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const { body } = await register(t);
    const wrong = (await login(t, body.username, 'Wrong#Password1')).res;
    const unknown = (await login(t, 'nobody_here_at_all', 'Wrong#Password1')).res;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('treats SQL-injection strings in every field as plain wrong credentials', async () => {
    for (const attack of [
      "' OR '1'='1",
      "admin'--",
      '"; DROP TABLE users; --',
      "x' UNION SELECT password_hash FROM users --",
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `abcd${attack}`, password: `${attack}xxxxxx` },
      });
      expect(res.statusCode).toBe(401);
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: newAccount({ name: attack, email: `a${Date.now()}@x.in` }),
      });
      expect(reg.statusCode).toBeLessThan(500);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });

  it('answers 401 from /api/user when signed out, and for a forged cookie', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toEqual(expect.any(String));
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { aushadh_session: 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/session-check' })).json()).toEqual({
      isAuthenticated: false,
    });
  });

  it('rotates the session at sign-in: the token held before stops working', async () => {
    const { body, session: first } = await register(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: body.password },
      cookies: { aushadh_session: first },
    });
    const second = cookieFrom(res, 'aushadh_session')!;
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: second } })).statusCode,
    ).toBe(200);
  });

  it('logs out: the session is destroyed and a new guest id is issued', async () => {
    const { session } = await register(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { aushadh_session: session } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have been successfully logged out' });
    expect(cookieFrom(res, 'aushadh_guest')).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: session } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session-check', cookies: { aushadh_session: session } })).json(),
    ).toEqual({ isAuthenticated: false });
  });
});

describe('guest identity', () => {
  it('issues an unguessable guest id bound to a signed cookie', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/guest' });
    const b = await t.app.inject({ method: 'GET', url: '/api/guest' });
    expect(a.json().guestId).toMatch(/^g_[\w-]{24}$/);
    expect(a.json().guestId).not.toBe(b.json().guestId);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/guest',
      cookies: { aushadh_guest: cookieFrom(a, 'aushadh_guest')! },
    });
    expect(again.json().guestId).toBe(a.json().guestId);
    const tampered = await t.app.inject({
      method: 'GET',
      url: '/api/guest',
      cookies: { aushadh_guest: `${a.json().guestId}.forged` },
    });
    expect(tampered.json().guestId).not.toBe(a.json().guestId);
  });

  it('passes tempUserId to sign-in hooks only when it matches the caller’s own cookie', async () => {
    const seen: (string | null)[] = [];
    const app = await buildApp({
      config: t.config,
      database: { ...t.database, close: async () => undefined },
      logger: false,
      signInHooks: [async (_userId, guestId) => void seen.push(guestId)],
    });
    const guest = await app.inject({ method: 'GET', url: '/api/guest' });
    const guestId: string = guest.json().guestId;
    const guestCookie = cookieFrom(guest, 'aushadh_guest')!;
    const own = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ tempUserId: guestId }),
      cookies: { aushadh_guest: guestCookie },
    });
    expect(own.statusCode).toBe(200);
    const someoneElses = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ tempUserId: guestId }),
    });
    expect(someoneElses.statusCode).toBe(200);
    const spec = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ tempUserId: 1 }),
      cookies: { aushadh_guest: guestCookie },
    });
    expect(spec.statusCode).toBe(200);
    expect(seen).toEqual([guestId, null, null]);
    await app.close();
  });
});

describe('profile', () => {
  it('edits name and mobile, and validates the mobile number', async () => {
    const { session } = await register(t);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: { aushadh_session: session },
      payload: { name: 'Priya S.', mobile: '+91 98765 43210' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Priya S.', mobile: '9876543210' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      cookies: { aushadh_session: session },
      payload: { name: 'Priya', mobile: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { name: 'X y', mobile: null } }))
        .statusCode,
    ).toBe(401);
  });

  it('changes the password only with the current one, and signs out other devices', async () => {
    const { body, session } = await register(t);
    const other = (await login(t, body.username, body.password)).session!;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      cookies: { aushadh_session: session },
      payload: { currentPassword: 'nope-nope', password: 'Neem#Leaf77', confirmPassword: 'Neem#Leaf77' },
    });
    expect(wrong.statusCode).toBe(400);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      cookies: { aushadh_session: session },
      payload: { currentPassword: body.password, password: 'Neem#Leaf77', confirmPassword: 'Neem#Leaf78' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain("Passwords don't match");
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      cookies: { aushadh_session: session },
      payload: { currentPassword: body.password, password: 'Neem#Leaf77', confirmPassword: 'Neem#Leaf77' },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: session } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: other } })).statusCode,
    ).toBe(401);
    expect((await login(t, body.username, 'Neem#Leaf77')).res.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.statusCode).toBe(200);
  });
});
