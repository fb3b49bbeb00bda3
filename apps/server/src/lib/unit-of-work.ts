import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Transactions by context (issue 9): a use case opens one with `transaction()`, and every repository
 * call made inside it — in any feature — runs on that transaction because repositories ask `db()` for
 * their handle on each query instead of holding one. No service receives or passes a database handle.
 *
 * A `transaction()` inside another joins it (one commit, one rollback), so a use case can call another
 * feature's service that opens its own. `afterCommit` work runs once the outermost transaction has
 * committed (never after a rollback): waking the event dispatcher, say.
 */
export interface UnitOfWork {
  /** The current transaction inside `transaction()`, the database itself outside. */
  db(): Database;
  /** True inside `transaction()`. */
  inTransaction(): boolean;
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs after the current transaction commits (before `transaction()` resolves); at once when there is none.
   * Errors are logged, not thrown: the commit stands.
   */
  afterCommit(task: () => unknown): void;
}

interface Scope {
  tx: Database;
  afterCommit: (() => unknown)[];
  /**
   * False once the transaction's work has finished. Timers and promises started inside it inherit the
   * context: work they do later must go to the database, not to a transaction that has ended.
   */
  open: boolean;
}

export function createUnitOfWork(root: Database, log?: Pick<FastifyBaseLogger, 'error'>): UnitOfWork {
  // One store per database: two apps in one test process never see each other's transactions.
  const storage = new AsyncLocalStorage<Scope>();

  const runTask = async (task: () => unknown): Promise<void> => {
    try {
      await task();
    } catch (error) {
      log?.error({ err: error }, 'after-commit task failed');
    }
  };

  const current = () => {
    const scope = storage.getStore();
    return scope?.open ? scope : undefined;
  };

  return {
    db: () => current()?.tx ?? root,
    inTransaction: () => current() !== undefined,
    async transaction(work) {
      if (current()) return work();
      const afterCommit: (() => unknown)[] = [];
      // A Drizzle transaction is a database that cannot open another connection; every query method is the same.
      const result = await root.transaction((tx) => {
        const scope: Scope = { tx, afterCommit, open: true };
        return storage.run(scope, work).finally(() => {
          scope.open = false;
        });
      });
      // Awaited, so the caller's next read already sees what they refresh (this instance's caches, say).
      await Promise.all(afterCommit.map(runTask));
      return result;
    },
    afterCommit(task) {
      const scope = current();
      if (scope) scope.afterCommit.push(task);
      else void runTask(task);
    },
  };
}
