import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { registerErrorHandling } from './error-handler.ts';

async function appWithRoutes(logs: string[] = []) {
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('relation "secret_table" does not exist: select * from secret_table');
  });
  // What Drizzle throws when PostgreSQL refuses a NUL: the SQL and the client's values ride along.
  app.get('/nul', async () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    throw new DrizzleQueryError('select * from users where username = $1', ['secret\u0000value'], refused);
  });
  app.get('/jsonb-nul', async () => {
    const refused = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    throw new DrizzleQueryError('insert into events (payload) values ($1)', ['{"a":"secret\\u0000"}'], refused);
  });
  app.get('/deadlock', async () => {
    const aborted = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    throw new DrizzleQueryError('update users set role = $1 where id = $2', ['customer', 7], aborted);
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

  it('a database refusing unstorable text (22021, 22P05) is a 400, logged without the SQL or values', async () => {
    const logs: string[] = [];
    const app = await appWithRoutes(logs);
    for (const url of ['/nul', '/jsonb-nul']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/characters/) });
      expect(res.body).not.toMatch(/secret|select|insert/i);
    }
    expect(logs).toHaveLength(2);
    expect(logs.join('\n')).toMatch(/22021[\s\S]*22P05/);
    expect(logs.join('\n')).not.toMatch(/secret|select|insert|users|events/i);
  });

  it('a transaction the database aborted for contention (deadlock, serialization) is a 503 to retry, not a 500', async () => {
    const logs: string[] = [];
    const res = await (await appWithRoutes(logs)).inject({ method: 'GET', url: '/deadlock' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().code).toBe('UNAVAILABLE');
    expect(res.body).not.toMatch(/update|users|customer/i);
    expect(logs.join('\n')).toMatch(/40P01/);
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
