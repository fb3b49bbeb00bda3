import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventDeliveries, events } from '../../db/schema/events.ts';
import { openTestDatabase } from '../../test/build-test-app.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { createUnitOfWork } from '../unit-of-work.ts';
import { createEventBus, retryDelayMs, type DeliveredEvent, type EventBusOptions } from './event-bus.ts';
import { createEventsRepository } from './events.repository.ts';

/** What an idempotent handler keeps: one row per event it has handled. */
const handled = pgTable(
  'evt_handled',
  { subscriber: text('subscriber').notNull(), eventId: bigint('event_id', { mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.subscriber, t.eventId] })],
);

const quiet = { warn: () => undefined, error: () => undefined, debug: () => undefined };
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.handle.db.execute(
    sql`create table evt_handled (subscriber text not null, event_id bigint not null, primary key (subscriber, event_id))`,
  );
});
afterAll(async () => database.drop());
beforeEach(async () => {
  await database.handle.db.delete(events);
  await database.handle.db.delete(handled);
});

function bus(options: Partial<EventBusOptions> = {}) {
  const uow = createUnitOfWork(database.handle.db);
  return { uow, events: createEventBus({ uow, log: quiet, ...options }) };
}

/** An event written as `publish` writes it, without the nudge after commit: left for a dispatcher to find. */
const writeEvent = (uow: ReturnType<typeof createUnitOfWork>, subscribers: string[], userId: number) =>
  createEventsRepository(uow).insert({ type: 'account.registered', payload: { userId }, subscribers });

const deliveriesOf = (subscriber: string) =>
  database.handle.db.select().from(eventDeliveries).where(eq(eventDeliveries.subscriber, subscriber));

describe('publish and dispatch', () => {
  it('an event committed with its change reaches each subscriber once; a rolled-back one never exists', async () => {
    const { uow, events: bus1 } = bus();
    const seen: [string, DeliveredEvent][] = [];
    bus1.subscribe({
      name: 'probe-orders',
      events: ['order.placed', 'account.registered'],
      handle: async (event) => void seen.push(['probe-orders', event]),
    });
    bus1.subscribe({
      name: 'probe-mails',
      events: ['order.placed'],
      handle: async (e) => void seen.push(['probe-mails', e]),
    });

    const id = await uow.transaction(() => bus1.publish('order.placed', { orderId: 7, userId: 3 }));
    await expect(
      uow.transaction(async () => {
        await bus1.publish('order.placed', { orderId: 8, userId: 3 });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    await bus1.dispatch();
    await bus1.dispatch();

    expect(seen.map(([name, e]) => [name, e.id, e.type, e.payload, e.attempt]).sort()).toEqual([
      ['probe-mails', id, 'order.placed', { orderId: 7, userId: 3 }, 1],
      ['probe-orders', id, 'order.placed', { orderId: 7, userId: 3 }, 1],
    ]);
    expect(await database.handle.db.select().from(events)).toHaveLength(1);
    expect((await deliveriesOf('probe-mails'))[0]).toMatchObject({ attempts: 1, dead: false, lastError: null });
    expect((await deliveriesOf('probe-mails'))[0]!.deliveredAt).toBeInstanceOf(Date);
  });

  it('refuses a payload its schema does not allow, and writes nothing', async () => {
    const { events: bus1 } = bus();
    await expect(bus1.publish('order.placed', { orderId: -1, userId: 3 })).rejects.toThrow();
    await expect(bus1.publish('account.registered', { userId: 'nine' } as never)).rejects.toThrow();
    expect(await database.handle.db.select().from(events)).toHaveLength(0);
  });

  it('a delayed event waits for its time (one-off scheduled work)', async () => {
    const { events: bus1 } = bus();
    const seen: number[] = [];
    bus1.subscribe({ name: 'probe-later', events: ['account.registered'], handle: async (e) => void seen.push(e.id) });
    const id = await bus1.publish('account.registered', { userId: 5 }, { notBefore: new Date(Date.now() + 400) });
    await bus1.dispatch();
    expect(seen).toEqual([]);
    expect((await bus1.backlog()).subscribers).toEqual([
      { subscriber: 'probe-later', pending: 0, dead: 0, scheduled: 1, oldestPendingSeconds: null },
    ]);
    await sleep(450);
    await bus1.dispatch();
    expect(seen).toEqual([id]);
  });
});

describe('retries and dead letters', () => {
  it('retries a failing handler with growing delays, then dead-letters it after its last attempt', async () => {
    const { events: bus1 } = bus({ retryBaseMs: 40 });
    const tries: Record<string, number[]> = { flaky: [], hopeless: [] };
    bus1.subscribe({
      name: 'probe-flaky',
      events: ['account.registered'],
      handle: async (e) => {
        tries.flaky!.push(Date.now());
        if (e.attempt < 3) throw new Error(`smtp busy (${e.attempt})`);
      },
    });
    bus1.subscribe({
      name: 'probe-hopeless',
      events: ['account.registered'],
      maxAttempts: 3,
      handle: async () => {
        tries.hopeless!.push(Date.now());
        throw new Error('mailbox does not exist');
      },
    });
    const id = await bus1.publish('account.registered', { userId: 11 });
    const deadline = Date.now() + 5000;
    while ((tries.flaky!.length < 3 || tries.hopeless!.length < 3) && Date.now() < deadline) {
      await bus1.dispatch();
      await sleep(10);
    }
    await sleep(300);
    await bus1.dispatch();

    // Attempt n waits between half and all of 40·2^(n−1) ms after attempt n−1.
    const gaps = tries.flaky!.slice(1).map((at, i) => at - tries.flaky![i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(39);
    expect(tries.hopeless).toHaveLength(3);
    expect((await deliveriesOf('probe-flaky'))[0]).toMatchObject({ attempts: 3, dead: false, lastError: null });
    expect((await deliveriesOf('probe-hopeless'))[0]).toMatchObject({
      attempts: 3,
      dead: true,
      deliveredAt: null,
      lastError: 'mailbox does not exist',
    });

    const backlog = await bus1.backlog();
    expect(backlog.subscribers).toEqual([
      { subscriber: 'probe-flaky', pending: 0, dead: 0, scheduled: 0, oldestPendingSeconds: null },
      { subscriber: 'probe-hopeless', pending: 0, dead: 1, scheduled: 0, oldestPendingSeconds: null },
    ]);
    expect(backlog.recentDead).toEqual([
      expect.objectContaining({
        eventId: id,
        type: 'account.registered',
        subscriber: 'probe-hopeless',
        attempts: 3,
        lastError: 'mailbox does not exist',
      }),
    ]);
  });

  it('backs off exponentially with jitter, capped at an hour', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1000);
    expect(retryDelayMs(4, 1000, () => 0.5)).toBe(6000);
    expect(retryDelayMs(40, 1000, () => 1)).toBe(3_600_000);
  });

  it('shows what waits and how long: pending per subscriber and the oldest age', async () => {
    const { uow, events: bus1 } = bus();
    bus1.subscribe({ name: 'probe-idle', events: ['account.registered'], handle: async () => undefined });
    await writeEvent(uow, ['probe-idle'], 1);
    await writeEvent(uow, ['probe-idle'], 2);
    await database.handle.db.update(events).set({ occurredAt: sql`now() - interval '90 seconds'` });
    const [row] = (await bus1.backlog()).subscribers;
    expect(row).toMatchObject({ subscriber: 'probe-idle', pending: 2, dead: 0, scheduled: 0 });
    expect(row!.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
  });
});

describe('claims: at least once, never two hands at a time', () => {
  it('a handler that crashed after its work gets the same event again and, keyed on its id, does the work once', async () => {
    const { events: bus1 } = bus({ retryBaseMs: 1 });
    let calls = 0;
    bus1.subscribe({
      name: 'probe-idempotent',
      events: ['order.placed'],
      handle: async (event) => {
        calls += 1;
        await database.handle.db
          .insert(handled)
          .values({ subscriber: 'probe-idempotent', eventId: event.id })
          .onConflictDoNothing();
        // The process "dies" after the work and before the delivery is marked.
        if (event.attempt === 1) throw new Error('killed');
      },
    });
    const id = await bus1.publish('order.placed', { orderId: 9, userId: 9 });
    await bus1.dispatch();
    await sleep(20);
    await bus1.dispatch();
    expect(calls).toBe(2);
    expect(await database.handle.db.select().from(handled)).toEqual([{ subscriber: 'probe-idempotent', eventId: id }]);
  });

  it('a claim whose process died lapses and another dispatcher delivers the event', async () => {
    const { uow, events: survivor } = bus({ leaseMs: 200 });
    const seen: number[][] = [];
    survivor.subscribe({
      name: 'probe-takeover',
      events: ['account.registered'],
      handle: async (e) => void seen.push([e.id, e.attempt]),
    });
    const id = await writeEvent(uow, ['probe-takeover'], 4);
    // Another instance claims it and dies: no handler, no renewal.
    const crashed = await createEventsRepository(uow).claimDue(['probe-takeover'], 10, 200, 'crashed-instance');
    expect(crashed.map((c) => c.eventId)).toEqual([id]);
    await survivor.dispatch();
    expect(seen).toEqual([]);
    await sleep(250);
    await survivor.dispatch();
    expect(seen).toEqual([[id, 2]]);
  });

  it('two dispatchers claiming at once never take the same delivery; a delivered one is never claimed again', async () => {
    const { uow } = bus();
    const repository = createEventsRepository(uow);
    for (let i = 1; i <= 30; i += 1) await writeEvent(uow, ['probe-claims'], i);

    const [first, second] = await Promise.all([
      repository.claimDue(['probe-claims'], 20, 60_000, 'a'),
      repository.claimDue(['probe-claims'], 20, 60_000, 'b'),
    ]);
    const ids = [...first, ...second].map((c) => c.eventId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await repository.claimDue(['probe-claims'], 20, 60_000, 'a')).toHaveLength(0);

    // A claimer that died: its claim runs out and someone else takes the delivery.
    const lapse = (eventId: number) =>
      database.handle.db
        .update(eventDeliveries)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.subscriber, 'probe-claims')));
    await lapse(ids[0]!);
    expect((await repository.claimDue(['probe-claims'], 20, 60_000, 'b')).map((c) => c.eventId)).toEqual([ids[0]]);

    // Delivered is final, even when its claim is cleared; only the holder's mark counts.
    const holder = first.some((c) => c.eventId === ids[1]) ? 'a' : 'b';
    expect(await repository.markDelivered(ids[1]!, 'probe-claims', holder === 'a' ? 'b' : 'a')).toBe(false);
    expect(await repository.markDelivered(ids[1]!, 'probe-claims', holder)).toBe(true);
    await lapse(ids[1]!);
    expect((await repository.claimDue(['probe-claims'], 20, 60_000, 'a')).map((c) => c.eventId)).not.toContain(ids[1]);
  });

  it('stop() lets the round already asked for finish, and nudges after it do nothing', async () => {
    const { events: bus1 } = bus();
    const seen: number[] = [];
    bus1.subscribe({
      name: 'probe-stop',
      events: ['order.placed'],
      handle: async (e) => {
        await sleep(50);
        seen.push(e.id);
      },
    });
    const id = await bus1.publish('order.placed', { orderId: 1, userId: 1 });
    await bus1.stop();
    expect(seen).toEqual([id]);
    await bus1.publish('order.placed', { orderId: 2, userId: 1 });
    await sleep(100);
    expect(seen).toEqual([id]);
  });
});

describe('clean-up', () => {
  it('purges delivered events older than the retention; pending and dead letters stay', async () => {
    const { events: bus1 } = bus();
    // The second order's delivery fails, so it stays pending whenever the nudge after its publish runs.
    bus1.subscribe({
      name: 'probe-purge',
      events: ['order.placed'],
      handle: async (event) => {
        if (event.payload.orderId === 2) throw new Error('not yet');
      },
    });
    const delivered = await bus1.publish('order.placed', { orderId: 1, userId: 1 });
    await bus1.dispatch();
    const pending = await bus1.publish('order.placed', { orderId: 2, userId: 1 });
    await database.handle.db.update(events).set({ occurredAt: sql`now() - interval '8 days'` });
    expect(await bus1.purgeDelivered(7)).toBe(1);
    expect((await database.handle.db.select({ id: events.id }).from(events)).map((e) => e.id)).toEqual([pending]);
    expect(delivered).not.toBe(pending);
  });
});
