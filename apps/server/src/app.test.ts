import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { loadConfig } from './config.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  // A tiny stand-in for the built web app, to check static serving and the history fallback.
  webDir = await mkdtemp(join(tmpdir(), 'aushadh-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Aushadh</title><div id="root"></div>');
  await writeFile(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(() => t.close());

describe('health and docs', () => {
  it('GET /api/health pings the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { driver: t.driver } });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/categories', '/api/products/featured', '/api/products/{id}', '/api/health']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('unknown /api paths are 404 JSON, not the web app', async () => {
    for (const url of ['/api/nope', '/api', '/api/products/1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('a malformed JSON body is a 400 JSON error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('a body over the limit is 413, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect([404, 413]).toContain(res.statusCode);
  });
});

describe('security headers', () => {
  it('sets a strict Content-Security-Policy and friends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large JSON replies', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });
});

describe('web app serving', () => {
  it('serves hashed assets as immutable and index.html as no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes (history fallback)', async () => {
    for (const url of ['/products/category/4', '/about', '/search?q=dolo', '/orders/12', '/admin/users', '/cart/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 with the app shell for paths that are no page of the web app', async () => {
    for (const url of ['/some/unknown/page?x=1', '/products/abc', '/products/category/x', '/orders/0', '/aboutx']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        if (method === 'GET') expect(res.body).toContain('<div id="root">');
      }
    }
  });

  it('does not serve files outside the web folder', async () => {
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('"workspaces"');
      expect(res.body).not.toContain('root:x:0');
    }
  });
});

describe('config', () => {
  it('refuses to start in production with the default session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://aushadh.in',
        SMTP_URL: 'smtp://mail.example:587',
      }),
    ).not.toThrow();
  });

  // Issue 8 findings 5 and 14: production must not fall back to logging codes or trusting the Host header.
  it('refuses to start in production without a mail transport or a public URL', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://aushadh.in' };
    expect(() => loadConfig(base)).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, MAIL_DISABLED: 'true' })).not.toThrow();
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: undefined })).toThrow(
      /PUBLIC_URL/,
    );
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
