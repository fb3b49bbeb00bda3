import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { EVENT_PAYLOADS, type EventPayload, type EventType } from './event-catalog.ts';
import { createEventsRepository, type ClaimedDelivery } from './events.repository.ts';

/** What a handler receives. The id is the event's, the same on every redelivery: handlers key their work on it. */
export interface DeliveredEvent<T extends EventType = EventType> {
  id: number;
  type: T;
  payload: EventPayload<T>;
  occurredAt: Date;
  /** 1 on the first delivery to this subscriber, more on retries. */
  attempt: number;
}

/** One of `T`'s events, narrowed by `type`. */
export type AnyDeliveredEvent<T extends EventType> = { [K in T]: DeliveredEvent<K> }[T];

export interface Subscriber<T extends EventType = EventType> {
  /** Stored on each delivery: keep it stable (renaming it orphans what is still pending). */
  name: string;
  events: readonly T[];
  /**
   * Runs after the event's transaction committed, outside any transaction, at least once per event: after a
   * crash or a lapsed claim the same event comes again, so the handler must be idempotent (key on the id).
   * Throwing schedules a retry.
   */
  handle(event: AnyDeliveredEvent<T>): Promise<void>;
  /** Attempts before the delivery becomes a dead letter (default 8). */
  maxAttempts?: number;
}

export interface EventBusOptions {
  uow: UnitOfWork;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;
  /** How long a claim holds while its handler runs; renewed every third of it, so only a dead process lets one lapse. */
  leaseMs?: number;
  /** How often to look for due work that no commit announced (retries, delayed events, other instances' leftovers). */
  pollMs?: number;
  /** Deliveries taken per claim, handled concurrently. */
  batchSize?: number;
  /** The first retry's delay; doubled on each attempt, up to an hour, with jitter. */
  retryBaseMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 8;

const isEventType = (type: string): type is EventType => Object.hasOwn(EVENT_PAYLOADS, type);
const MAX_RETRY_MS = 3_600_000;

/** Exponential backoff with jitter: between half and all of base·2^(attempt−1), capped, so retries spread out. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Domain events through a transactional outbox (docs/decisions/0007-events-outbox.md). `publish` writes the
 * event and one delivery per subscriber with the caller's transaction (the unit of work), so an event exists
 * exactly when its change committed; the dispatcher delivers after the commit (nudged then, and on a poll),
 * retries with backoff, and dead-letters after the subscriber's last attempt.
 */
export function createEventBus(options: EventBusOptions) {
  const { uow, log } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const repository = createEventsRepository(uow);
  /** This dispatcher's mark on its claims; one per app instance. */
  const claimer = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const subscribers = new Map<string, Subscriber>();

  let round: Promise<void> | null = null;
  let nextRound: Promise<void> | null = null;
  let pollTimer: NodeJS.Timeout | null = null;
  let stopped = false;

  function subscribersOf(type: EventType): string[] {
    return [...subscribers.values()].filter((s) => s.events.includes(type)).map((s) => s.name);
  }

  async function deliver(claim: ClaimedDelivery): Promise<void> {
    const subscriber = subscribers.get(claim.subscriber)!;
    try {
      if (!isEventType(claim.type)) throw new Error(`Unknown event type ${claim.type}`);
      // Written when the subscriber took this type; it no longer does: nothing to do.
      if (subscriber.events.includes(claim.type)) {
        await subscriber.handle({
          id: claim.eventId,
          type: claim.type,
          payload: EVENT_PAYLOADS[claim.type].parse(claim.payload),
          occurredAt: claim.occurredAt,
          attempt: claim.attempts,
        } as AnyDeliveredEvent<EventType>);
      }
    } catch (error) {
      const maxAttempts = subscriber.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const dead = claim.attempts >= maxAttempts;
      const retryInMs = dead ? null : retryDelayMs(claim.attempts, retryBaseMs);
      const where = { eventId: claim.eventId, type: claim.type, subscriber: claim.subscriber, attempt: claim.attempts };
      if (dead) log.error({ err: error, ...where }, 'event delivery failed for the last time: dead letter');
      else log.warn({ err: error, ...where, retryInMs }, 'event delivery failed; will retry');
      const message = error instanceof Error ? error.message : String(error);
      await repository.markFailed(claim.eventId, claim.subscriber, claimer, message, retryInMs);
      return;
    }
    const stillOurs = await repository.markDelivered(claim.eventId, claim.subscriber, claimer);
    if (!stillOurs)
      log.warn({ eventId: claim.eventId, subscriber: claim.subscriber }, 'event delivered after its claim lapsed');
  }

  /** Claims and delivers until nothing is due; at least one batch even when stopping (it was asked for). */
  async function runRound(): Promise<void> {
    const names = [...subscribers.keys()];
    const heartbeat = setInterval(() => {
      repository
        .extendClaims(claimer, leaseMs)
        .catch((error: unknown) => log.warn({ err: error }, 'claim renewal failed'));
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      for (;;) {
        const batch = await repository.claimDue(names, batchSize, leaseMs, claimer);
        await Promise.all(batch.map(deliver));
        if (batch.length < batchSize || stopped) return;
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Delivers what is due now; resolves when done. A call during a round gets one more round after it (shared
   * by every call made meanwhile): the running one may have claimed before the caller's event was committed.
   */
  function dispatch(): Promise<void> {
    if (!round) {
      round = runRound().finally(() => {
        round = null;
      });
      return round;
    }
    nextRound ??= round
      .catch(() => undefined)
      .then(() => {
        nextRound = null;
        return dispatch();
      });
    return nextRound;
  }

  /** After a commit: start delivering without making the committer wait. */
  function nudge(): void {
    if (stopped) return;
    dispatch().catch((error: unknown) => log.warn({ err: error }, 'event dispatch failed; the poll will retry'));
  }

  return {
    /**
     * Records `type` with `payload` in the current unit of work; delivered after it commits. `notBefore`
     * delays the delivery (a reminder, an expiring hold): that is how one-off scheduled work is written.
     * `db`: only for callers that still hold a transaction handle outside the unit of work.
     */
    async publish<T extends EventType>(
      type: T,
      payload: EventPayload<T>,
      publishOptions: { notBefore?: Date; db?: Database } = {},
    ): Promise<number> {
      const parsed = EVENT_PAYLOADS[type].parse(payload);
      const id = await repository.insert(
        { type, payload: parsed, subscribers: subscribersOf(type), notBefore: publishOptions.notBefore },
        publishOptions.db,
      );
      uow.afterCommit(nudge);
      return id;
    },

    /** Register before the first publish of its events: deliveries are written for the subscribers known then. */
    subscribe<T extends EventType>(subscriber: Subscriber<T>): void {
      if (subscribers.has(subscriber.name)) throw new Error(`Subscriber ${subscriber.name} is already registered`);
      subscribers.set(subscriber.name, {
        ...subscriber,
        // Only events of the subscriber's own types reach it (see deliver).
        handle: (event) => subscriber.handle(event as AnyDeliveredEvent<T>),
      });
    },

    dispatch,
    nudge,

    /** What is waiting, per subscriber, and the newest dead letters: the admin backlog (and alerting) read this. */
    async backlog() {
      const rows = await repository.backlog();
      const bySubscriber = new Map(rows.map((row) => [row.subscriber, row]));
      // Every known subscriber is listed, idle ones with zeros; unknown names (a removed subscriber) too.
      for (const name of subscribers.keys()) {
        if (!bySubscriber.has(name))
          bySubscriber.set(name, { subscriber: name, pending: 0, dead: 0, scheduled: 0, oldestPendingSeconds: null });
      }
      return {
        subscribers: [...bySubscriber.values()]
          .map((row) => ({
            ...row,
            oldestPendingSeconds: row.oldestPendingSeconds === null ? null : Math.round(row.oldestPendingSeconds),
          }))
          .sort((a, b) => a.subscriber.localeCompare(b.subscriber)),
        recentDead: await repository.recentDead(20),
      };
    },

    /** The clean-up job: delivered events older than `days` leave the outbox. */
    purgeDelivered: (days: number) => repository.purgeDelivered(days),

    /** Starts polling (the app does at ready, outside tests). */
    start() {
      if (pollTimer || stopped) return;
      pollTimer = setInterval(nudge, pollMs);
      pollTimer.unref();
      nudge();
    },

    /** Stops polling and nudges, then waits for the rounds already asked for: a clean shutdown delivers them. */
    async stop() {
      stopped = true;
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = null;
      while (round || nextRound) await Promise.allSettled([round, nextRound]);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
