import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { cookieFrom, login, mailedCode, newAccount, register } from '../../test/auth-helpers.ts';
import { addToCart } from '../../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO_ACCOUNTS: 'true' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, cookies });
const get = (url: string, session: string) =>
  t.app.inject({ method: 'GET', url, cookies: { aushadh_session: session } });

async function isProven(email: string): Promise<boolean> {
  const result = await t.db.execute(
    sql`select email_verified_at is not null as proven from users where lower(email) = lower(${email})`,
  );
  return (result as unknown as { rows: { proven: boolean }[] }).rows[0]!.proven;
}

/** Someone registers the victim's address through the API (nothing proves it) and saves things there. */
async function squat(victimEmail: string) {
  const body = newAccount({ email: victimEmail });
  const res = await post('/api/register', body);
  expect(res.statusCode).toBe(200);
  const session = cookieFrom(res, 'aushadh_session')!;
  const cookies = { aushadh_session: session };
  const userId: number = res.json().id;
  expect((await post('/api/addresses', { ...deliveryAddress, isDefault: true }, cookies)).statusCode).toBe(201);
  const product = await createProduct(t.db);
  expect((await addToCart(t, cookies, userId, product.id, 2)).statusCode).toBe(200);
  return { body, session, userId };
}

describe('an account registered with someone else’s e-mail (pre-hijacking)', () => {
  it('is taken back when the owner signs in by code: the registrant’s password, session, addresses and cart are gone', async () => {
    const victim = `victim.${Date.now()}@example.in`;
    const squatter = await squat(victim);
    expect(await isProven(victim)).toBe(false);

    expect((await post('/api/auth/request-login-otp', { email: victim })).statusCode).toBe(200);
    const owner = await post('/api/auth/verify-login-otp', { email: victim, otp: await mailedCode(t, victim) });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(squatter.userId);
    const ownerSession = cookieFrom(owner, 'aushadh_session')!;

    expect((await login(t, squatter.body.username, squatter.body.password)).res.statusCode).toBe(401);
    expect((await get('/api/user', squatter.session)).statusCode).toBe(401);
    expect(await isProven(victim)).toBe(true);
    expect((await get('/api/addresses', ownerSession)).json()).toEqual([]);
    expect((await get(`/api/cart/${squatter.userId}`, ownerSession)).json().items).toEqual([]);
  });

  it('is taken back by a password reset: the old password and sessions end, the new password works', async () => {
    const victim = `reset.victim.${Date.now()}@example.in`;
    const squatter = await squat(victim);
    expect((await post('/api/password-reset/request', { email: victim })).statusCode).toBe(200);
    const otp = await mailedCode(t, victim);
    expect((await post('/api/password-reset/verify-otp', { email: victim, otp })).statusCode).toBe(200);
    // Proving the address already ends the registrant's session, before a new password is chosen.
    expect((await get('/api/user', squatter.session)).statusCode).toBe(401);
    const reset = await post('/api/password-reset/reset', {
      email: victim,
      otp,
      password: 'Mango#Season9',
      confirmPassword: 'Mango#Season9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, squatter.body.username, squatter.body.password)).res.statusCode).toBe(401);
    expect((await login(t, victim, 'Mango#Season9')).res.statusCode).toBe(200);
  });

  it('leaves an account whose e-mail is already proven as it is when its owner signs in by code', async () => {
    const { body, session } = await register(t);
    const cookies = { aushadh_session: session };
    expect((await post('/api/addresses', deliveryAddress, cookies)).statusCode).toBe(201);
    expect((await post('/api/auth/request-login-otp', { email: body.email })).statusCode).toBe(200);
    const res = await post('/api/auth/verify-login-otp', { email: body.email, otp: await mailedCode(t, body.email) });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/user', session)).statusCode).toBe(200);
    expect((await get('/api/addresses', session)).json()).toHaveLength(1);
    expect((await login(t, body.username, body.password)).res.statusCode).toBe(200);
  });

  it('registration leaves the e-mail unproven; the demo accounts count as proven', async () => {
    const body = newAccount();
    expect((await post('/api/register', body)).statusCode).toBe(200);
    expect(await isProven(body.email)).toBe(false);
    const result = await t.db.execute(
      sql`select count(*)::int as n from users where username like 'demo.%' and email_verified_at is null`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await isProven('demo.customer@aushadh.in')).toBe(true);
  });
});
