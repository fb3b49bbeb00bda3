import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * A named limit for one kind of request: `max` per `minutes`, counted per key (the client address by
 * default). Built on @fastify/rate-limit's store, but each limit has its own namespace, so several can
 * guard one route (per address AND per account) and routes never share a counter.
 * The address is the socket's unless TRUST_PROXY names proxy hops, so X-Forwarded-For cannot reset it.
 */
export function limit(
  app: FastifyInstance,
  name: string,
  options: { max: number; minutes: number; key?: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.minutes * 60_000,
    keyGenerator: (request) => `${name}:${options.key ? options.key(request) : request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  };
}

/** Key by a lower-cased field of the parsed body (an account name or e-mail). */
export const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};
