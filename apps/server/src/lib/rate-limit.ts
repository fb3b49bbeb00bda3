import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/** The one answer of every limit: 429 with Retry-After and a sentence a person can act on. */
export function tooManyAttempts(ttlInSeconds: number) {
  const seconds = Math.max(1, Math.ceil(ttlInSeconds));
  return new AppError(
    'RATE_LIMITED',
    { minutes: Math.ceil(seconds / 60), retryAfterSeconds: seconds },
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** A shared store that stops answering must not look like a server bug, nor let requests through unchecked. */
const storeDown = (error: unknown) => new AppError('UNAVAILABLE', {}, { cause: error });

/**
 * A named limit for one kind of request: `max` per `minutes`, counted per key (the client address by
 * default). Built on @fastify/rate-limit's store (Redis when REDIS_URL is set, so every instance counts
 * together), but each limit has its own namespace, so several can guard one route and routes never
 * share a counter. The address is the socket's unless TRUST_PROXY names proxy hops, so
 * X-Forwarded-For cannot reset it.
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
    const result = await check(request).catch((error: unknown) => {
      throw storeDown(error);
    });
    if (result.isAllowed || !result.isExceeded) return;
    const error = tooManyAttempts(result.ttlInSeconds);
    reply.headers(error.headers);
    throw error;
  };
}

/** Key by a lower-cased field of the parsed body (an account name or e-mail). */
export const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/** Counters that expire: in Redis when several instances must agree, in memory for one. */
export interface CounterStore {
  /** Adds one; the window starts at the first hit and is not extended by later ones. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  reset(key: string): Promise<void>;
}

/** One process's counters; bounded, so a flood of made-up keys cannot grow it without end. */
export function memoryCounters(maxKeys = 50_000): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const prune = (now: number) => {
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= now) {
        entries.delete(key);
        if (entries.size >= maxKeys) prune(now);
        entry = { count: 0, resetAt: now + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

// INCR and the first hit's expiry in one step, so a crash between them cannot leave a counter that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisCounters(redis: Redis, prefix: string): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [number, number];
      return { count, ttlMs: Math.max(0, ttlMs) };
    },
    async reset(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

/** Connects at start, so a wrong REDIS_URL stops the server with a clear message instead of failing requests. */
export async function connectRedis(url: string): Promise<Redis> {
  // Few retries per command: during an outage a request fails fast (503) rather than hanging.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL could not be reached: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  return redis;
}

/**
 * Attempts that may fail a bounded number of times per key in a window (wrong passwords per account):
 * every attempt is counted before it is checked, so parallel guesses cannot slip past the limit, and a
 * success clears the count, so an owner who mistypes a few times is never left close to a lock.
 */
export function attemptLimit(store: CounterStore, name: string, options: { max: number; minutes: number }) {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    /** Counts one attempt; throws 429 (with Retry-After) once the key has used up its attempts. */
    async take(key: string): Promise<void> {
      const { count, ttlMs } = await store.hit(keyOf(key), options.minutes * 60_000).catch((error: unknown) => {
        throw storeDown(error);
      });
      if (count > options.max) throw tooManyAttempts(ttlMs / 1000);
    },
    async clear(key: string): Promise<void> {
      await store.reset(keyOf(key)).catch((error: unknown) => {
        throw storeDown(error);
      });
    },
  };
}
