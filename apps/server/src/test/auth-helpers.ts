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

/**
 * The code in the newest mail to `email` in the development outbox (an app without SMTP_URL). Code mails
 * are written after the reply, so this waits for it, up to 5 s.
 */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      subject: string;
    }[];
    const mail = outbox.find((m) => m.to.toLowerCase() === email.toLowerCase());
    const code = mail ? /\b(\d{6})\b/.exec(mail.subject)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
