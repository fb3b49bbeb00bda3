import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// Issue 8 finding 6: slow request bodies never timed out, and one client could hold any number of sockets.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    REQUEST_TIMEOUT_MS: '1000',
    CONNECTION_IDLE_TIMEOUT_MS: '1500',
    MAX_CONNECTIONS_PER_CLIENT: '5',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });

/** Resolves with the milliseconds until the server closed the socket (or rejects after `within`). */
const closedWithin = (socket: Socket, within: number) =>
  new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const timer = setTimeout(() => reject(new Error(`still open after ${within} ms`)), within);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => undefined);
  });

describe('connection limits', () => {
  it('closes a request whose body trickles in slower than the request timeout', async () => {
    const socket = await open();
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // One byte every 200 ms keeps the socket active, so only the whole-request deadline can end it.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    try {
      await closedWithin(socket, 6_000);
    } finally {
      clearInterval(drip);
    }
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a connection that sends nothing', async () => {
    const socket = await open();
    await closedWithin(socket, 6_000);
  });

  it('refuses connections past the per-client cap, and serves again once they close', async () => {
    const sockets = await Promise.all(Array.from({ length: 5 }, open));
    const extra = await open();
    await closedWithin(extra, 2_000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBeLessThan(500);
  });
});
