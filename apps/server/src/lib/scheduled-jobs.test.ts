import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { TestDatabase } from '../test/test-database.ts';
import { createScheduler, databaseJobLock, type ScheduledJob } from './scheduled-jobs.ts';

const quiet = { info: () => undefined, debug: () => undefined, error: () => undefined };
const silent = quiet as never;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.drop());

/** A job that records how many of its runs were in progress at once. */
function slowJob(everyMs: number, workMs = 40) {
  const stats = { runs: 0, active: 0, maxActive: 0 };
  const job: ScheduledJob = {
    name: `slow-${Math.random().toString(36).slice(2)}`,
    everyMs,
    async run() {
      stats.runs += 1;
      stats.active += 1;
      stats.maxActive = Math.max(stats.maxActive, stats.active);
      await sleep(workMs);
      stats.active -= 1;
      return stats.runs;
    },
  };
  return { job, stats };
}

/** Two server instances on one database: each with its own scheduler and lock. */
const twoInstances = (job: ScheduledJob) =>
  [0, 1].map(() => createScheduler({ jobs: [job], lock: databaseJobLock(database.handle), log: silent }));

describe('scheduled jobs', () => {
  it('one run at a time across instances: concurrent runs of a job are skipped, not overlapped', async () => {
    const { job, stats } = slowJob(60_000);
    const [a, b] = twoInstances(job);
    const ran = await Promise.all([a!.runNow(job.name), b!.runNow(job.name), a!.runNow(job.name)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(stats).toMatchObject({ runs: 1, maxActive: 1 });
    // Once it has finished, the next round runs again.
    expect(await b!.runNow(job.name)).toBe(true);
  });

  it('runs every interval once started, never overlapping; stop() waits for the running round', async () => {
    const { job, stats } = slowJob(5, 30);
    const [a, b] = twoInstances(job);
    a!.start();
    b!.start();
    await sleep(400);
    await Promise.all([a!.stop(), b!.stop()]);
    expect(stats.runs).toBeGreaterThanOrEqual(3);
    expect(stats.maxActive).toBe(1);
    expect(stats.active).toBe(0);
    const after = stats.runs;
    await sleep(50);
    expect(stats.runs).toBe(after);
  });

  it('a failing run is logged and the next round still comes', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const scheduler = createScheduler({
      jobs: [
        {
          name: 'fails-once',
          everyMs: 5,
          async run() {
            calls += 1;
            if (calls === 1) throw new Error('boom');
          },
        },
      ],
      lock: databaseJobLock(database.handle),
      log: { ...quiet, error: (entry: unknown) => errors.push(entry) } as never,
    });
    scheduler.start();
    await sleep(100);
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBeGreaterThan(1);
    await expect(scheduler.runNow('no-such-job')).rejects.toThrow(/No scheduled job named no-such-job/);
  });
});
