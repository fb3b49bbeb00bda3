/**
 * Cross-instance change notifications over PostgreSQL LISTEN/NOTIFY (DESIGN §1 real-time): one channel,
 * messages tagged with a topic and the sending instance. A notification sent inside a transaction is
 * delivered when it commits, and never if it rolls back. PGlite delivers in-process (one process only);
 * PostgreSQL fans out to every instance through a dedicated connection outside the pool.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client.ts';

export const CHANGE_CHANNEL = 'aushadh_changes';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; senders summarise above this. */
export const MAX_PAYLOAD_BYTES = 7000;

export type ChangeEvent =
  /** `own`: sent by this instance (which usually applied the change itself already). */
  | { kind: 'message'; payload: unknown; own: boolean }
  /** The listener was disconnected and is back: notifications may have been missed, treat everything as changed. */
  | { kind: 'resync' };

export type ChangeHandler = (event: ChangeEvent) => void;

interface Logger {
  warn(object: unknown, message?: string): void;
  info(message: string): void;
}

export interface ChangeFeed {
  /** Queues `payload` on `topic` in `tx`'s transaction (or sends it at once on a plain handle). */
  notify(tx: Database, topic: string, payload: unknown): Promise<void>;
  /**
   * The notification text `notify` would send, for a statement that sends it itself with `pg_notify(CHANGE_CHANNEL,
   * …)` — so a write and its notification can be one round trip (the chat's send).
   */
  envelope(topic: string, payload: unknown): string;
  /** Returns the unsubscribe function. Handlers run for every topic message and every resync. */
  subscribe(topic: string, handler: ChangeHandler): () => void;
  /** Starts listening; resolves after the first attempt (a failed one retries in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  log?: Logger;
  /** Reconnect backoff for PostgreSQL: first delay and cap (doubling, with jitter). */
  retryMs?: { first: number; max: number };
}

interface Envelope {
  o: string;
  t: string;
  d: unknown;
}

export function createChangeFeed(database: DatabaseHandle, options: ChangeFeedOptions = {}): ChangeFeed {
  const origin = randomUUID();
  const handlers = new Map<string, Set<ChangeHandler>>();
  const log = options.log;

  function dispatch(raw: string) {
    let message: Envelope;
    try {
      message = JSON.parse(raw) as Envelope;
    } catch {
      log?.warn({ payload: raw.slice(0, 200) }, 'change feed: ignored a malformed notification');
      return;
    }
    const event: ChangeEvent = { kind: 'message', payload: message.d, own: message.o === origin };
    for (const handler of handlers.get(message.t) ?? []) run(handler, event);
  }

  function resyncAll() {
    for (const set of handlers.values()) for (const handler of set) run(handler, { kind: 'resync' });
  }

  function run(handler: ChangeHandler, event: ChangeEvent) {
    try {
      handler(event);
    } catch (error) {
      log?.warn({ err: error }, 'change feed: a handler failed');
    }
  }

  const listener =
    database.driver === 'pglite'
      ? pgliteListener(database, dispatch)
      : postgresListener(database, dispatch, resyncAll, options);

  function envelope(topic: string, payload: unknown): string {
    const message = JSON.stringify({ o: origin, t: topic, d: payload } satisfies Envelope);
    if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) throw new Error(`change feed: payload too large (${topic})`);
    return message;
  }

  return {
    async notify(tx, topic, payload) {
      await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${envelope(topic, payload)})`);
    },
    envelope,
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    start: () => listener.start(),
    close: () => listener.close(),
  };
}

interface Listener {
  start(): Promise<void>;
  close(): Promise<void>;
}

function pgliteListener(database: DatabaseHandle, dispatch: (raw: string) => void): Listener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      if (!unlisten && database.pglite) unlisten = await database.pglite.listen(CHANGE_CHANNEL, dispatch);
    },
    async close() {
      const stop = unlisten;
      unlisten = null;
      // The database may already be closed by its owner; nothing is left to unsubscribe then.
      if (stop && !database.pglite?.closed) await stop();
    },
  };
}

function postgresListener(
  database: DatabaseHandle,
  dispatch: (raw: string) => void,
  resync: () => void,
  options: ChangeFeedOptions,
): Listener {
  const { first, max } = options.retryMs ?? { first: 250, max: 10_000 };
  let client: pg.Client | null = null;
  let closed = false;
  let started = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  function reconnectLater() {
    if (closed || timer) return;
    const delay = Math.min(max, first * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect(false);
    }, delay);
    timer.unref();
  }

  function lost(lostClient: pg.Client, error?: unknown) {
    if (client !== lostClient) return;
    client = null;
    if (!closed) options.log?.warn({ err: error }, 'change feed: connection lost, reconnecting');
    lostClient.end().catch(() => undefined);
    reconnectLater();
  }

  async function connect(initial: boolean) {
    if (!database.url) throw new Error('change feed: a PostgreSQL handle needs its url');
    const next = new pg.Client({ connectionString: database.url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) dispatch(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      options.log?.warn({ err: error }, 'change feed: cannot listen yet, retrying');
      next.end().catch(() => undefined);
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    // Anything may have changed while nobody listened (also when the very first attempt failed).
    if (!initial) {
      options.log?.info('change feed: listening again; refreshing every cache');
      resync();
    }
  }

  return {
    async start() {
      if (started) return;
      started = true;
      await connect(true);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
