import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import { registerOriginCheck } from './origin-check.ts';

/** The socket handshake is refused from another site before any feature sees it (cross-site WebSocket hijacking). */
describe('WebSocket handshake origin', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandling(app);
    registerOriginCheck(app);
    await app.register(fastifyWebsocket);
    app.get('/socket', { websocket: true }, (socket) => {
      socket.on('message', (data: Buffer) => socket.send(`echo ${data}`));
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('refuses another site’s page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/socket',
      headers: { upgrade: 'websocket', connection: 'Upgrade', origin: 'https://evil.example', host: 'localhost' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lets this site’s own page open the socket', async () => {
    const socket = await app.injectWS('/socket', {
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    const message = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(String(data))));
    socket.send('hello');
    expect(await message).toBe('echo hello');
    socket.terminate();
  });
});
