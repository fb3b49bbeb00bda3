import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Timeouts that close slow-body and idle connections (issue 8, finding 6: 500 sockets trickling a byte every
 * 10 s stayed open 140 s). Node enforces the request deadline on a checking interval; measured on Node 24, a
 * checking interval shorter than the socket's idle timeout keeps re-arming that timeout, so a silent
 * connection never closes. The interval is therefore just longer than the idle timeout: a slow body is cut
 * within request timeout + idle timeout, a silent connection within the idle timeout.
 */
export function connectionTimeouts(requestTimeoutMs: number, idleTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    http: {
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      connectionsCheckingInterval: idleTimeoutMs + 100,
    },
  };
}

/**
 * At most `max` open connections per client address; the next one is closed at once. Only meaningful when
 * clients connect directly: behind a reverse proxy every connection comes from the proxy, which keeps its own
 * per-client cap (docs/deploy.md).
 */
export function capConnectionsPerClient(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
