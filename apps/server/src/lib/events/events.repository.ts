import { and, asc, desc, eq, inArray, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventDeliveries, events } from '../../db/schema/events.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

export interface ClaimedDelivery {
  eventId: number;
  subscriber: string;
  /** Counting this one. */
  attempts: number;
  type: string;
  payload: unknown;
  occurredAt: Date;
}

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The outbox tables; every query runs on the current unit of work's transaction when there is one. */
export function createEventsRepository(uow: Pick<UnitOfWork, 'db' | 'transaction'>) {
  const d = eventDeliveries;

  return {
    /**
     * The event and one delivery per subscriber, together (a transaction of their own when the caller has
     * none). `db`: a transaction handle from a caller that does not run in the unit of work yet.
     */
    async insert(
      event: { type: string; payload: unknown; subscribers: readonly string[]; notBefore?: Date | undefined },
      db?: Database,
    ): Promise<number> {
      const write = async (on: Database) => {
        const [row] = await on
          .insert(events)
          .values({ type: event.type, payload: event.payload })
          .returning({ id: events.id });
        const id = row!.id;
        if (event.subscribers.length > 0) {
          await on.insert(d).values(
            event.subscribers.map((subscriber) => ({
              eventId: id,
              subscriber,
              ...(event.notBefore ? { nextAttemptAt: event.notBefore } : {}),
            })),
          );
        }
        return id;
      };
      return db ? write(db) : uow.transaction(() => write(uow.db()));
    },

    /**
     * Takes up to `limit` due deliveries of `subscribers` for `leaseMs`. SKIP LOCKED passes over rows another
     * dispatcher is claiming at this moment, and `locked_until` over rows it holds: each delivery is in one
     * dispatcher's hands at a time. A claim that lapses (its process died) makes the row due again.
     */
    async claimDue(subscribers: readonly string[], limit: number, leaseMs: number, claimer: string) {
      if (subscribers.length === 0) return [];
      const db = uow.db();
      const due = db
        .select({ eventId: d.eventId, subscriber: d.subscriber })
        .from(d)
        .where(
          and(
            isNull(d.deliveredAt),
            not(d.dead),
            lte(d.nextAttemptAt, sql`now()`),
            or(isNull(d.lockedUntil), lt(d.lockedUntil, sql`now()`)),
            inArray(d.subscriber, [...subscribers]),
          ),
        )
        .orderBy(asc(d.nextAttemptAt), asc(d.eventId))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(d)
        .set({ lockedUntil: secondsFromNow(leaseMs), claimedBy: claimer, attempts: sql`${d.attempts} + 1` })
        .where(sql`(${d.eventId}, ${d.subscriber}) in ${due}`)
        .returning({ eventId: d.eventId, subscriber: d.subscriber, attempts: d.attempts });
      if (claimed.length === 0) return [];
      const rows = await db
        .select()
        .from(events)
        .where(
          inArray(
            events.id,
            claimed.map((c) => c.eventId),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return claimed
        .map((c): ClaimedDelivery => {
          const event = byId.get(c.eventId)!;
          return { ...c, type: event.type, payload: event.payload, occurredAt: event.occurredAt };
        })
        .sort((a, b) => a.eventId - b.eventId);
    },

    /** Keeps the claims of running handlers alive, so a slow handler is not taken over by another instance. */
    async extendClaims(claimer: string, leaseMs: number) {
      await uow
        .db()
        .update(d)
        .set({ lockedUntil: secondsFromNow(leaseMs) })
        .where(and(eq(d.claimedBy, claimer), isNull(d.deliveredAt), sql`${d.lockedUntil} > now()`));
    },

    /** False when the claim had lapsed and someone else holds the delivery now. */
    async markDelivered(eventId: number, subscriber: string, claimer: string): Promise<boolean> {
      const rows = await uow
        .db()
        .update(d)
        .set({ deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(and(eq(d.eventId, eventId), eq(d.subscriber, subscriber), eq(d.claimedBy, claimer)))
        .returning({ eventId: d.eventId });
      return rows.length > 0;
    },

    /** `retryInMs` null: no attempts left, the delivery becomes a dead letter. */
    async markFailed(eventId: number, subscriber: string, claimer: string, error: string, retryInMs: number | null) {
      await uow
        .db()
        .update(d)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          ...(retryInMs === null ? { dead: true } : { nextAttemptAt: secondsFromNow(retryInMs) }),
        })
        .where(and(eq(d.eventId, eventId), eq(d.subscriber, subscriber), eq(d.claimedBy, claimer)));
    },

    /** Per subscriber: due or retrying, dead, and delayed (not due yet, never tried); age of the oldest pending. */
    async backlog() {
      const scheduled = sql`${d.attempts} = 0 and ${d.nextAttemptAt} > now()`;
      const pending = sql`not ${d.dead} and not (${scheduled})`;
      return uow
        .db()
        .select({
          subscriber: d.subscriber,
          pending: sql<number>`(count(*) filter (where ${pending}))::int`,
          dead: sql<number>`(count(*) filter (where ${d.dead}))::int`,
          scheduled: sql<number>`(count(*) filter (where not ${d.dead} and ${scheduled}))::int`,
          oldestPendingSeconds: sql<
            number | null
          >`extract(epoch from now() - min(${events.occurredAt}) filter (where ${pending}))::float8`,
        })
        .from(d)
        .innerJoin(events, eq(events.id, d.eventId))
        .where(isNull(d.deliveredAt))
        .groupBy(d.subscriber);
    },

    /** The newest dead letters, for the backlog's readers. */
    async recentDead(limit: number) {
      return uow
        .db()
        .select({
          eventId: d.eventId,
          type: events.type,
          subscriber: d.subscriber,
          attempts: d.attempts,
          lastError: d.lastError,
          occurredAt: events.occurredAt,
        })
        .from(d)
        .innerJoin(events, eq(events.id, d.eventId))
        .where(and(isNull(d.deliveredAt), eq(d.dead, true)))
        .orderBy(desc(d.eventId))
        .limit(limit);
    },

    /** Events older than `days` whose every delivery is done (dead letters keep theirs); returns how many. */
    async purgeDelivered(days: number): Promise<number> {
      const rows = await uow
        .db()
        .delete(events)
        .where(
          and(
            lt(events.occurredAt, sql`now() - make_interval(days => ${days})`),
            sql`not exists (select 1 from ${d} where ${d.eventId} = ${events.id} and ${d.deliveredAt} is null)`,
          ),
        )
        .returning({ id: events.id });
      return rows.length;
    },
  };
}
