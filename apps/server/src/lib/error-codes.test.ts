import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { AppError } from './app-error.ts';
import { registerErrorHandling } from './error-handler.ts';

/** `error-format: codes` (what the web sends): the specific code, its params, and the same English message. */
const codes = { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('error replies with codes', () => {
  it('an AppError: its code, params and catalog English; other clients get the generic code as before', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/login',
      payload: { username: 'nobody', password: 'secret1' },
    };
    const withCodes = await t.app.inject({ ...request, headers: codes });
    expect(withCodes.statusCode).toBe(401);
    expect(withCodes.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
      params: {},
    });
    expect(String(withCodes.headers.vary)).toContain(ERROR_FORMAT_HEADER);
    const plain = await t.app.inject(request);
    expect(plain.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid username or password' });
  });

  it('a field error carries the code and params on its issue too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery-check?pincode=12345', headers: codes });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'PINCODE_INVALID',
      message: 'Please enter a valid 6-digit pincode',
      params: {},
      issues: [
        { path: ['pincode'], message: 'Please enter a valid 6-digit pincode', code: 'PINCODE_INVALID', params: {} },
      ],
    });
  });

  it('a schema refusal: each issue in English with the code and params of its shared-schema message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: codes,
      payload: { name: 'R\u0000avi', email: 'ravi@example.in', username: 'rk', password: 'Strong#Pass1' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.params).toBeUndefined();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        {
          path: ['name'],
          message: 'Name contains a character that is not allowed',
          code: 'TEXT_FORBIDDEN_CHARACTER',
          params: { field: 'name' },
        },
        {
          path: ['username'],
          message: 'Username must be at least 4 characters',
          code: 'USERNAME_TOO_SHORT',
          params: { min: 4 },
        },
      ]),
    );
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Ravi', email: 'ravi@example.in', username: 'rk', password: 'Strong#Pass1' },
    });
    expect(plain.json().issues).toEqual([{ path: ['username'], message: 'Username must be at least 4 characters' }]);
  });

  it('params of a code with some (the guard’s generic texts have none)', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/2147483000', headers: codes });
    expect(missing.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found', params: {} });
    const guarded = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: codes });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json()).toMatchObject({ code: 'UNAUTHENTICATED', params: {} });
    expect(guarded.json().message).toMatch(/^Authentication Required/);
  });
});

describe('error handler with codes (no database)', () => {
  async function app() {
    const fastify = Fastify();
    registerErrorHandling(fastify);
    fastify.get('/stock', async () => {
      throw new AppError('STOCK_TOO_LOW', { name: 'Dolo 650', left: 2, requested: 3 });
    });
    fastify.get('/free-text', async () => {
      throw new AppError('CONFLICT', 'Only 2 left in stock');
    });
    fastify.get('/limited', async () => {
      throw new AppError(
        'RATE_LIMITED',
        { minutes: 15, retryAfterSeconds: 900 },
        { headers: { 'retry-after': '900' } },
      );
    });
    fastify.get('/boom', async () => {
      throw new Error('select * from secrets');
    });
    await fastify.ready();
    return fastify;
  }

  it('renders the params into the English message and sends them', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/stock', headers: codes });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'STOCK_TOO_LOW',
      message: 'Only 2 of Dolo 650 left in stock: you asked for 3.',
      params: { name: 'Dolo 650', left: 2, requested: 3 },
    });
  });

  it('a free-text error stays generic and carries no params, so a client shows its sentence', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/free-text', headers: codes });
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Only 2 left in stock' });
  });

  it('a limit says the minutes (plural by count) and keeps Retry-After', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/limited', headers: codes });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      params: { minutes: 15, retryAfterSeconds: 900 },
    });
  });

  it('a fault is INTERNAL with the catalog’s text, translatable, and nothing of the fault', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/boom', headers: codes });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again in a moment.',
      params: {},
    });
  });

  it('an unknown code or params that do not fit its schema are a programming error, caught at the throw', () => {
    expect(() => new AppError('STOCK_TOO_LOW', { name: 'x' } as never)).toThrow();
  });
});
