import { count, eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDeliveries } from '../../db/schema/events.ts';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// Issue 9, done means: two server instances on one PostgreSQL, 1,000 events, each handled exactly once.
const EVENTS = 1000;
const handled = pgTable('evt_instances_handled', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
  instance: text('instance').notNull(),
});

describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('events across two instances on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let duplicates = 0;
  beforeAll(async () => {
    a = await buildTestApp({ EVENT_POLL_MS: '100' });
    b = await buildSecondInstance(a, { EVENT_POLL_MS: '100' });
    await a.db.execute(sql`create table evt_instances_handled (event_id bigint primary key, instance text not null)`);
    // The same subscriber on both instances, as one deployment runs it; it records which instance handled what.
    for (const [instance, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      t.app.events.subscribe({
        name: 'probe-instances',
        events: ['account.registered'],
        async handle(event) {
          const inserted = await t.db
            .insert(handled)
            .values({ eventId: event.id, instance })
            .onConflictDoNothing()
            .returning();
          if (inserted.length === 0) duplicates += 1;
        },
      });
      t.app.events.start();
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(`hands each of ${EVENTS} events to the subscriber exactly once`, { timeout: 120_000 }, async () => {
    // Published from both instances, ten at a time, each in a transaction of its own.
    for (let i = 0; i < EVENTS; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const t = (i + j) % 2 === 0 ? a : b;
          return t.app.events.publish('account.registered', { userId: i + j + 1 });
        }),
      );
    }
    const deadline = Date.now() + 90_000;
    let done = 0;
    while (Date.now() < deadline) {
      [{ done = 0 } = {}] = await a.db.select({ done: count() }).from(handled);
      if (done >= EVENTS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done).toBe(EVENTS);
    expect(duplicates).toBe(0);
    const byInstance = await a.db
      .select({ instance: handled.instance, n: count() })
      .from(handled)
      .groupBy(handled.instance);
    // Both instances took part.
    expect(byInstance.map((row) => row.instance).sort()).toEqual(['a', 'b']);
    const deliveries = await a.db
      .select({ attempts: eventDeliveries.attempts, n: count() })
      .from(eventDeliveries)
      .where(eq(eventDeliveries.subscriber, 'probe-instances'))
      .groupBy(eventDeliveries.attempts);
    // Delivered at the first attempt: no claim ever lapsed or was taken twice.
    expect(deliveries).toEqual([{ attempts: 1, n: EVENTS }]);
    const backlog = await a.app.events.backlog();
    expect(backlog.subscribers.find((s) => s.subscriber === 'probe-instances')).toMatchObject({ pending: 0, dead: 0 });
  });
});
