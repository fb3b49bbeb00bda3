import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (OAuth codes and state, reset tokens, one-time codes). */
const SECRET_PARAM = /code|token|state|otp|password|secret|key/i;

/** The URL as logged: path kept, values of secret-looking query parameters replaced. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${params.join('&')}`;
}

/**
 * The server's pino options. No log line may hold a code, a token or a password (issue 8, finding 5): bodies
 * are never logged, headers are not serialised, and secret query values are redacted from the request URL.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
}
