import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Domain events (issue 9, docs/decisions/0007-events-outbox.md): written in the transaction of the change
 * they announce, so an event exists exactly when its change committed. Payloads carry ids, never personal
 * data: erasing a person's data stays the owning feature's job.
 */
export const events = pgTable('events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per event and subscriber, written with the event: what is left to deliver, to whom, and how it
 * went. A dispatcher claims a due row for `locked_until` (extended while its handler runs), so several
 * instances never hand one event to the same subscriber at once; a claim that lapses (the process died)
 * makes the row due again.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Not before then: the next retry, or a delayed event (a reminder). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The dispatcher holding the claim (one per app instance). */
    claimedBy: text('claimed_by'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Gave up after the subscriber's last attempt: listed in the backlog until someone looks. */
    dead: boolean('dead').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.subscriber] }),
    // The dispatcher's and the backlog's reads: only what is not delivered yet.
    index('event_deliveries_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
