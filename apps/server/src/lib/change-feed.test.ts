import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { TestDatabase } from '../test/test-database.ts';
import { createChangeFeed, type ChangeEvent, type ChangeFeed } from './change-feed.ts';

let database: TestDatabase;
let sender: ChangeFeed;
let receiver: ChangeFeed;
const received: ChangeEvent[] = [];
const sent: ChangeEvent[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // Two feeds on one database stand for two instances (PGlite: in-process; PostgreSQL: two connections).
  sender = createChangeFeed(database.handle, { retryMs: { first: 20, max: 100 } });
  receiver = createChangeFeed(database.handle, { retryMs: { first: 20, max: 100 } });
  sender.subscribe('t', (event) => sent.push(event));
  receiver.subscribe('t', (event) => received.push(event));
  await Promise.all([sender.start(), receiver.start()]);
});
afterAll(async () => {
  await Promise.all([sender?.close(), receiver?.close()]);
  await database?.drop();
});

const db = () => database.handle.db;

async function until(check: () => boolean, withinMs = 2000) {
  const started = Date.now();
  while (!check() && Date.now() - started < withinMs) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('change feed', () => {
  it('delivers a notification sent in a transaction when it commits, never when it rolls back', async () => {
    received.length = 0;
    sent.length = 0;
    await db()
      .transaction(async (tx) => {
        await sender.notify(tx as unknown as Database, 't', { n: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db().transaction(async (tx) => {
      await sender.notify(tx as unknown as Database, 't', { n: 1 });
      await sender.notify(tx as unknown as Database, 'other topic', { n: 2 });
      // Not before the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toEqual([]);
    });
    await until(() => received.length > 0 && sent.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([{ kind: 'message', payload: { n: 1 }, own: false }]);
    // The sender hears itself too, marked as its own.
    expect(sent).toEqual([{ kind: 'message', payload: { n: 1 }, own: true }]);
  });

  it('refuses a payload PostgreSQL would reject', async () => {
    await expect(sender.notify(db(), 't', { ids: Array.from({ length: 3000 }, (_, i) => i) })).rejects.toThrow(
      /too large/,
    );
  });

  it('ignores a malformed notification from outside and keeps listening', async () => {
    received.length = 0;
    await db().execute(sql`select pg_notify('aushadh_changes', 'not json')`);
    await sender.notify(db(), 't', { n: 3 });
    await until(() => received.length > 0);
    expect(received).toEqual([{ kind: 'message', payload: { n: 3 }, own: false }]);
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'reconnects after losing its connection and reports a resync (PostgreSQL only: PGlite has no connection to lose)',
    async () => {
      received.length = 0;
      await db().execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await until(() => received.some((e) => e.kind === 'resync'));
      expect(received).toContainEqual({ kind: 'resync' });
      received.length = 0;
      await sender.notify(db(), 't', { n: 4 });
      await until(() => received.length > 0);
      expect(received).toEqual([{ kind: 'message', payload: { n: 4 }, own: false }]);
    },
  );
});
