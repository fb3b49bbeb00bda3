import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { cookieFrom } from '../../test/auth-helpers.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { startOidcProvider } from '../../test/oidc-test-provider.ts';
import { providerDisplayParameters } from './social-sign-in.routes.ts';

const PUBLIC_URL = 'http://aushadh.test';
let t: TestApp;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let withoutProviders: TestApp;

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: 'aushadh-web',
    clientSecret: 'a-long-test-client-secret-value',
    redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
    accounts: [
      { sub: 'google-sub-1', email: 'meera.google@example.in', name: 'Meera Google' },
      { sub: 'google-sub-2', email: 'taken@example.in', name: 'Taken Address' },
      { sub: 'google-sub-3', email: 'link.me@example.in', name: 'Linker' },
      { sub: 'google-sub-4', email: 'squatter.own@example.in', name: 'Squatter' },
      { sub: 'google-sub-5', email: 'owner.proves@example.in', name: 'Owner' },
      { sub: 'google-sub-6', email: 'fresh.google@example.in', name: 'Fresh' },
    ],
  });
  t = await buildTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'aushadh-web',
    GOOGLE_CLIENT_SECRET: 'a-long-test-client-secret-value',
    GOOGLE_ISSUER: idp.issuer,
    OIDC_ALLOW_INSECURE: 'true',
  });
  withoutProviders = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await withoutProviders.close();
  await idp.close();
});

/** Runs the whole browser round trip: start → provider login + consent → callback. */
async function roundTrip(sub: string, cookies: Record<string, string> = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start', cookies });
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(start.headers.location as string);
  const flowCookie = cookieFrom(start, 'aushadh_oauth')!;
  const back = await idp.signIn(authorizationUrl.href, sub);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { ...cookies, aushadh_oauth: flowCookie },
  });
  return { start, authorizationUrl, callback, flowCookie, back };
}

describe('Google sign-in (authorization code + PKCE + state + nonce)', () => {
  it('sends PKCE S256, state, nonce and the account picker', async () => {
    const { authorizationUrl } = await roundTrip('google-sub-1');
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
  });

  it('asks Google for the account picker unless the provider says it lacks it; Facebook gets a popup', () => {
    expect(providerDisplayParameters('google', undefined)).toEqual({ prompt: 'select_account' });
    expect(providerDisplayParameters('google', ['none', 'login', 'select_account'])).toEqual({
      prompt: 'select_account',
    });
    expect(providerDisplayParameters('google', ['none', 'login', 'consent'])).toEqual({});
    expect(providerDisplayParameters('facebook', undefined)).toEqual({ display: 'popup' });
  });

  it('creates a customer on first sign-in and signs the same identity in again', async () => {
    const first = await roundTrip('google-sub-1');
    expect(first.callback.statusCode).toBe(302);
    expect(first.callback.headers.location).toBe('/profile');
    const session = cookieFrom(first.callback, 'aushadh_session')!;
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: session } })).json();
    expect(me).toMatchObject({ email: 'meera.google@example.in', name: 'Meera Google', role: 'customer' });
    const second = await roundTrip('google-sub-1');
    const again = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user',
        cookies: { aushadh_session: cookieFrom(second.callback, 'aushadh_session')! },
      })
    ).json();
    expect(again.id).toBe(me.id);
  });

  it('never takes over an existing account by e-mail alone', async () => {
    await createUser(t.db, { email: 'taken@example.in' });
    const { callback } = await roundTrip('google-sub-2');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/^\/login\?socialError=/);
    expect(cookieFrom(callback, 'aushadh_session')).toBeUndefined();
  });

  it('links the identity to the signed-in account when started while signed in', async () => {
    const user = await createUser(t.db, { email: 'someone.else@example.in', role: 'doctor' });
    const session = await createSession(t.db, user.id);
    const { callback } = await roundTrip('google-sub-3', { aushadh_session: session });
    expect(callback.headers.location).toBe('/doctor');
    const later = await roundTrip('google-sub-3');
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user',
        cookies: { aushadh_session: cookieFrom(later.callback, 'aushadh_session')! },
      })
    ).json();
    expect(me.id).toBe(user.id);
  });

  it('rejects a callback whose state does not match', async () => {
    const { back, flowCookie } = await roundTrip('google-sub-1');
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'not-the-state');
    const res = await t.app.inject({
      method: 'GET',
      url: `${tampered.pathname}${tampered.search}`,
      cookies: { aushadh_oauth: flowCookie },
    });
    expect(res.headers.location).toMatch(/socialError/);
    expect(cookieFrom(res, 'aushadh_session')).toBeUndefined();
  });

  it('rejects a callback without the flow cookie (another browser)', async () => {
    const { back } = await roundTrip('google-sub-1');
    const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(res.headers.location).toMatch(/socialError/);
  });

  it('says clearly when a provider is not configured', async () => {
    const providers = await withoutProviders.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ google: false, facebook: false });
    const res = await withoutProviders.app.inject({ method: 'GET', url: '/api/auth/facebook/start' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Facebook sign-in is not configured/);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
      facebook: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/twitter/start' })).statusCode).toBe(400);
  });

  it('never links into an account whose e-mail nobody proved, so its registrant keeps no way back in', async () => {
    const squatted = await createUser(t.db, { email: 'squatted.victim@example.in', emailVerifiedAt: null });
    const session = await createSession(t.db, squatted.id);
    const { callback } = await roundTrip('google-sub-4', { aushadh_session: session });
    expect(callback.headers.location).toMatch(/^\/login\?socialError=.*confirm/);
    const links = await t.db.execute(sql`select 1 from social_identities where user_id = ${squatted.id}`);
    expect((links as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('a provider vouching for the account’s own e-mail proves it: the password set before is dropped', async () => {
    const unproven = await createUser(t.db, { email: 'owner.proves@example.in', emailVerifiedAt: null });
    const session = await createSession(t.db, unproven.id);
    const { callback } = await roundTrip('google-sub-5', { aushadh_session: session });
    expect(callback.headers.location).toBe('/profile');
    const rows = await t.db.execute(
      sql`select email_verified_at is not null as proven, password_hash is null as no_password from users where id = ${unproven.id}`,
    );
    expect((rows as unknown as { rows: object[] }).rows[0]).toEqual({ proven: true, no_password: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: session } })).statusCode,
    ).toBe(401);
  });

  it('an account created from a verified Google e-mail counts as proven', async () => {
    const { callback } = await roundTrip('google-sub-6');
    expect(callback.headers.location).toBe('/profile');
    const rows = await t.db.execute(
      sql`select email_verified_at is not null as proven from users where email = 'fresh.google@example.in'`,
    );
    expect((rows as unknown as { rows: { proven: boolean }[] }).rows[0]!.proven).toBe(true);
  });
});
