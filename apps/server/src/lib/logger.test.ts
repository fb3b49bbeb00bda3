import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { newAccount } from '../test/auth-helpers.ts';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { TestDatabase } from '../test/test-database.ts';
import { loggableUrl, loggerOptions } from './logger.ts';

// Issue 8 finding 5: without SMTP_URL the reset code went to the log. Every flow that handles a secret runs
// here at trace level; the log must not hold any of them.
let database: TestDatabase;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'aushadh-log-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    SEED_ON_START: 'false',
    SEED_DEMO_ACCOUNTS: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'none'),
  });
  app = await buildApp({
    config,
    database: database.handle,
    logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, cookies });

async function latestCode(email: string) {
  for (let i = 0; i < 50; i += 1) {
    const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      text: string;
    }[];
    const mail = outbox.find((m) => m.to.toLowerCase() === email.toLowerCase());
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code mailed to ${email}`);
}

describe('logs hold no secrets', () => {
  it('register, wrong password, login code, reset code and an OAuth callback leave no secret in the log', async () => {
    const account = newAccount();
    const registered = await post('/api/register', { ...account, tempUserId: 'g_x' });
    expect(registered.statusCode).toBeLessThan(300);
    const session = registered.cookies.find((c) => c.name === 'aushadh_session')?.value ?? '';
    await post('/api/login', { username: account.username, password: 'Wrong#Password1' });

    await post('/api/auth/request-login-otp', { email: account.email });
    const loginCode = await latestCode(account.email);
    await post('/api/auth/verify-login-otp', { email: account.email, otp: loginCode });

    await post('/api/password-reset/request', { email: account.email });
    const resetCode = await latestCode(account.email);
    await post('/api/password-reset/verify-otp', { email: account.email, otp: resetCode });
    await post('/api/password-reset/reset', {
      email: account.email,
      otp: resetCode,
      password: 'Mango#Season9',
      confirmPassword: 'Mango#Season9',
    });
    await app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=oauth-secret-4711&state=state-secret-0815',
    });
    await app.inject({ method: 'GET', url: '/api/user', cookies: { aushadh_session: session } });

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [account.password, 'Wrong#Password1', 'Mango#Season9', loginCode, resetCode, session]) {
      expect(log, `log holds ${secret}`).not.toContain(secret);
    }
    expect(log).not.toContain('oauth-secret-4711');
    expect(log).not.toContain('state-secret-0815');
  });

  it('redacts secret query values and keeps the rest', () => {
    expect(loggableUrl('/api/auth/google/callback?code=abc&state=def&lang=hi')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&lang=hi',
    );
    expect(loggableUrl('/api/products?q=dolo')).toBe('/api/products?q=dolo');
  });
});
