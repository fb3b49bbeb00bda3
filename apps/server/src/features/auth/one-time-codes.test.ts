import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { cookieFrom, login, register } from '../../test/auth-helpers.ts';
import { createUser } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function requestCode(kind: 'reset' | 'login', email: string) {
  const since = inbox.received.length;
  const res = await post(kind === 'reset' ? '/api/password-reset/request' : '/api/auth/request-login-otp', { email });
  expect(res.statusCode).toBe(200);
  return inbox.codeIn(await inbox.waitFor(email, since));
}

describe('password reset over real SMTP', () => {
  it('request → mail → verify → reset → sign in with the new password; every old session ends', async () => {
    const { body, session } = await register(t);
    const res = await post('/api/password-reset/request', { email: body.email.toUpperCase() });
    expect(res.json()).toEqual({
      success: true,
      message: 'If your email exists in our system, a one-time password has been sent to it',
    });
    const mail = await inbox.waitFor(body.email);
    expect(mail.text).toContain('valid for 10 minutes');
    const code = inbox.codeIn(mail);

    const verified = await post('/api/password-reset/verify-otp', { email: body.email, otp: code });
    expect(verified.json()).toEqual({ success: true, message: 'OTP verified' });
    const reset = await post('/api/password-reset/reset', {
      email: body.email,
      otp: code,
      password: 'Mango#Season9',
      confirmPassword: 'Mango#Season9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset successfully');

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: session } })).statusCode,
    ).toBe(401);
    expect((await login(t, body.username, body.password)).res.statusCode).toBe(401);
    expect((await login(t, body.username, 'Mango#Season9')).res.statusCode).toBe(200);
    // Spent: the same code cannot reset again.
    expect(
      (
        await post('/api/password-reset/reset', {
          email: body.email,
          otp: code,
          password: 'Other#Pass55',
          confirmPassword: 'Other#Pass55',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = inbox.received.length;
    const res = await post('/api/password-reset/request', { email: 'nobody.at.all@example.in' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'If your email exists in our system, a one-time password has been sent to it',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.received.length).toBe(before);
  });

  it('the 6th wrong try fails even with the right code', async () => {
    const { body } = await register(t);
    const code = await requestCode('reset', body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/password-reset/verify-otp', { email: body.email, otp: wrong });
      expect(res.statusCode).toBe(400);
    }
    const right = await post('/api/password-reset/verify-otp', { email: body.email, otp: code });
    expect(right.statusCode).toBe(400);
  });

  it('an expired code fails', async () => {
    const { body } = await register(t);
    const code = await requestCode('reset', body.email);
    await t.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where email = ${body.email}`,
    );
    expect((await post('/api/password-reset/verify-otp', { email: body.email, otp: code })).statusCode).toBe(400);
  });

  it('a newer code replaces the older one', async () => {
    const { body } = await register(t);
    const first = await requestCode('reset', body.email);
    const second = await requestCode('reset', body.email);
    if (first !== second)
      expect((await post('/api/password-reset/verify-otp', { email: body.email, otp: first })).statusCode).toBe(400);
    expect((await post('/api/password-reset/verify-otp', { email: body.email, otp: second })).statusCode).toBe(200);
  });

  it('a login code cannot reset a password', async () => {
    const { body } = await register(t);
    const loginCode = await requestCode('login', body.email);
    expect((await post('/api/password-reset/verify-otp', { email: body.email, otp: loginCode })).statusCode).toBe(400);
    expect(
      (
        await post('/api/password-reset/reset', {
          email: body.email,
          otp: loginCode,
          password: 'Mango#Season9',
          confirmPassword: 'Mango#Season9',
        })
      ).statusCode,
    ).toBe(400);
  });

  it.each([
    [{ email: 'x@y.in', otp: '12345' }, 'OTP must be 6 digits'],
    [{ email: 'x@y.in', otp: 'abcdef' }, 'OTP must be 6 digits'],
    [{ email: 'not-mail', otp: '123456' }, 'Please enter a valid email address'],
  ])('validates %o', async (payload, message) => {
    const res = await post('/api/password-reset/verify-otp', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('checks that the new passwords match', async () => {
    const res = await post('/api/password-reset/reset', {
      email: 'x@y.in',
      otp: '123456',
      password: 'Mango#Season9',
      confirmPassword: 'Mango#Season8',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Passwords don't match");
  });
});

describe('sign-in with an e-mailed code', () => {
  it('signs in once per code; a reused code fails', async () => {
    const { body } = await register(t);
    const code = await requestCode('login', body.email);
    const res = await post('/api/auth/verify-login-otp', { email: body.email, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: body.name, username: body.username, role: 'customer' });
    expect(cookieFrom(res, 'aushadh_session')).toBeTruthy();
    expect((await post('/api/auth/verify-login-otp', { email: body.email, otp: code })).statusCode).toBe(400);
  });

  it('answers the same for unknown addresses', async () => {
    const res = await post('/api/auth/request-login-otp', { email: 'ghost@example.in' });
    expect(res.json()).toEqual({
      success: true,
      message: 'If your email exists in our system, a login code has been sent',
    });
  });
});

describe('rate limits', () => {
  it('limits sign-in per account, and changing X-Forwarded-For does not help', async () => {
    const { body } = await register(t);
    let last = await post('/api/login', { username: body.username, password: 'Wrong#Password1' });
    for (let i = 1; i < 12; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: body.username, password: 'Wrong#Password1' },
      });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/Too many attempts/);
    // Even the right password waits until the window passes.
    expect((await post('/api/login', { username: body.username, password: body.password })).statusCode).toBe(429);
  });

  it('limits code requests per e-mail', async () => {
    const { body } = await register(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/api/auth/request-login-otp', { email: body.email })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('answering before the work (the same time for every address)', () => {
  it('answers a known and an unknown address alike while the code mail is still undelivered', async () => {
    const { body } = await register(t);
    const since = inbox.received.length;
    const release = inbox.hold();
    try {
      const known = await post('/api/auth/request-login-otp', { email: body.email });
      const unknown = await post('/api/auth/request-login-otp', { email: `nobody.${Date.now()}@example.in` });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      // The SMTP server still holds the mail: delivering it is no part of answering.
      expect(inbox.received.length).toBe(since);
    } finally {
      release();
    }
    expect(inbox.codeIn(await inbox.waitFor(body.email, since))).toMatch(/^\d{6}$/);
  });

  it('a clean shutdown finishes the code mails still being sent', async () => {
    // A second instance on the same database, so closing it leaves the file's database open.
    const other = await buildSecondInstance(t, { SMTP_URL: inbox.url });
    const user = await createUser(other.db);
    const since = inbox.received.length;
    const release = inbox.hold();
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/password-reset/request',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      const delivered = () => inbox.received.slice(since).some((m) => m.to.includes(user.email.toLowerCase()));
      const closed = other.close().then(delivered);
      setTimeout(release, 100);
      expect(await closed).toBe(true);
    } finally {
      release();
    }
  });
});
