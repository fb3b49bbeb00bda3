import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openTestDatabase } from './test/build-test-app.ts';
import type { TestDatabase } from './test/test-database.ts';

// Issue 8 findings 12 and 14: what production serves and refuses.
let database: TestDatabase;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'aushadh-prod-'));
  const web = join(dataDir, 'web');
  await mkdir(join(web, 'assets'), { recursive: true });
  await writeFile(join(web, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
  await writeFile(join(web, 'assets', 'app-1a2b.js'), 'console.log("app")');
  await writeFile(join(web, 'assets', 'app-1a2b.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(48),
    PUBLIC_URL: 'https://aushadh.example',
    MAIL_DISABLED: 'true',
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: web,
  });
  app = await buildApp({ config, database: database.handle, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('production', () => {
  it('serves no API docs', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('serves the bundles but never their source maps', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).body).toContain('console.log');
    const map = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js.map' });
    expect(map.body).not.toContain('secret source');
  });

  it('has no development outbox', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('cross-site check', () => {
  it('refuses a state-changing request with Origin: null', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'null' },
      payload: { username: 'someone', password: 'whatever1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('still allows a safe request with Origin: null', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories', headers: { origin: 'null' } });
    expect(res.statusCode).toBe(200);
  });
});
