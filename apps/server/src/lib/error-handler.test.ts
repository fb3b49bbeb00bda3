import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { registerErrorHandling } from './error-handler.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('relation "secret_table" does not exist: select * from secret_table');
  });
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Only 2 left in stock', { headers: { 'x-test': 'yes' } });
  });
  app.post('/items', { schema: { body: z.object({ quantity: z.number().int().min(1) }) } }, async () => ({ ok: true }));
  app.get(
    '/bad-reply',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'not a number' }) as never,
  );
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('hides internals of a real fault behind a plain 500', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    expect(res.body).not.toMatch(/secret_table|select|stack/i);
  });

  it('turns an AppError into its status, code, message and headers', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-test']).toBe('yes');
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'Only 2 left in stock' });
  });

  it('answers zod failures with 400, a message and the issues', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'POST', url: '/items', payload: { quantity: 1.5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/quantity/);
    expect(body.issues[0].path).toEqual(['quantity']);
  });

  it('keeps client errors from Fastify as 4xx (wrong content type, broken JSON)', async () => {
    const app = await appWithRoutes();
    const broken = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"q',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(expect.any(String));
    const wrongType = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a reply that breaks its own schema is a 500 without details', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'GET', url: '/bad-reply' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
  });
});
