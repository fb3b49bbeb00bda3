import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { createSession, createUser } from './factories.ts';

let counter = 0;
/** A unique, valid registration body. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Priya Sharma',
    email: `priya.${tag}@example.in`,
    username: `priya_${tag}`,
    password: 'Tulsi#Garden42',
    ...overrides,
  };
}

export function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/**
 * An account with a live session, made by the factories (not the API), so tests of other behaviour
 * do not spend the per-address registration and sign-in limits.
 */
export async function register(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  const session = await createSession(t.db, user.id);
  return {
    body: { name: user.name, email: user.email, username: user.username, password: user.password },
    user,
    session,
  };
}

export async function login(t: TestApp, username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  return { res, session: cookieFrom(res, 'aushadh_session') };
}
