import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { TestDatabase } from '../test/test-database.ts';
import { createUnitOfWork } from './unit-of-work.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.handle.db.execute(sql`create table uow_probe (value text not null)`);
});
afterAll(async () => database.drop());

const count = async (uow: ReturnType<typeof createUnitOfWork>) => {
  const result = await uow.db().execute(sql`select count(*)::int as n from uow_probe`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('unit of work', () => {
  it('joins nested transactions, so a failure anywhere rolls back everything', async () => {
    const uow = createUnitOfWork(database.handle.db);
    const committed: string[] = [];
    await expect(
      uow.transaction(async () => {
        await uow.db().execute(sql`insert into uow_probe values ('outer')`);
        uow.afterCommit(() => committed.push('outer'));
        await uow.transaction(async () => {
          expect(uow.inTransaction()).toBe(true);
          await uow.db().execute(sql`insert into uow_probe values ('inner')`);
        });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await count(uow)).toBe(0);
    expect(committed).toEqual([]);
    expect(uow.inTransaction()).toBe(false);
  });

  it('runs after-commit work once the outermost transaction commits', async () => {
    const uow = createUnitOfWork(database.handle.db);
    const seen: number[] = [];
    await uow.transaction(async () => {
      await uow.db().execute(sql`insert into uow_probe values ('a')`);
      await uow.transaction(async () => {
        uow.afterCommit(async () => seen.push(await count(uow)));
      });
      expect(seen).toEqual([]);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([1]);
  });

  it('gives work that outlives its transaction (a timer started inside) the database, not the ended transaction', async () => {
    const uow = createUnitOfWork(database.handle.db);
    let later: Promise<number> | null = null;
    await uow.transaction(async () => {
      await uow.db().execute(sql`insert into uow_probe values ('timer')`);
      later = new Promise((resolve, reject) => {
        setTimeout(() => {
          expect(uow.inTransaction()).toBe(false);
          count(uow).then(resolve, reject);
        }, 20);
      });
    });
    expect(await later).toBeGreaterThanOrEqual(1);
  });

  it('waits for after-commit work before transaction() resolves, and logs its failure without undoing the commit', async () => {
    const errors: unknown[] = [];
    const uow = createUnitOfWork(database.handle.db, { error: (object: unknown) => errors.push(object) });
    const seen: string[] = [];
    await uow.transaction(async () => {
      uow.afterCommit(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen.push('refreshed');
      });
      uow.afterCommit(() => {
        throw new Error('cache refresh failed');
      });
    });
    expect(seen).toEqual(['refreshed']);
    expect(errors).toHaveLength(1);
  });

  it('keeps concurrent units apart', async () => {
    const uow = createUnitOfWork(database.handle.db);
    const results = await Promise.allSettled([
      uow.transaction(async () => {
        await uow.db().execute(sql`insert into uow_probe values ('kept')`);
      }),
      uow.transaction(async () => {
        await uow.db().execute(sql`insert into uow_probe values ('dropped')`);
        throw new Error('no');
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    const rows = await uow.db().execute(sql`select value from uow_probe where value in ('kept', 'dropped')`);
    expect((rows as unknown as { rows: { value: string }[] }).rows.map((r) => r.value)).toEqual(['kept']);
  });
});
