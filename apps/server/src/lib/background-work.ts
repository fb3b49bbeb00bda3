import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request causes but need not wait for (the mail a code request sends), so the reply takes the same
 * time whatever that work is. `drain()` waits for all of it: a clean shutdown loses nothing.
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    /** Starts `task` on a later turn of the event loop, after the current reply; a failure is logged. */
    run(name: string, task: () => Promise<void>): void {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background work failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },

    /** How many tasks have started and not finished. */
    get pending() {
      return running.size;
    },

    /** Resolves when every task has finished, including tasks started while waiting. */
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
