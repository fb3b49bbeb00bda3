import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';

/**
 * Recurring upkeep that runs every `everyMs` (purges), one instance at a time. Work due at a given moment for
 * one thing (a reminder, an expiring hold) is not a job here: it is an event published with `notBefore`
 * (lib/events), delivered once across instances with retries and dead letters (decision 0007).
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** What it answers (a count of rows removed, say) goes to the log. */
  run(): Promise<unknown>;
}

/** Runs a job only when nobody else is running it: another instance, or an earlier run still going. */
export interface JobLock {
  runExclusive(name: string, run: () => Promise<unknown>): Promise<{ ran: boolean; result?: unknown }>;
}

/** One guard per PGlite database, shared by every scheduler on it. */
const runningOnPglite = new WeakMap<Database, Set<string>>();

/**
 * PostgreSQL: a transaction-scoped advisory lock per job name, tried without waiting, so one instance runs a
 * job while the others skip that round. PGlite belongs to one process (db/client.ts locks its folder), so an
 * in-process guard is enough there; a transaction held open during the job would stall its one connection.
 */
export function databaseJobLock(database: Pick<DatabaseHandle, 'db' | 'driver'>): JobLock {
  const { db } = database;
  if (database.driver === 'pglite') {
    let running = runningOnPglite.get(db);
    if (!running) runningOnPglite.set(db, (running = new Set()));
    const names = running;
    return {
      async runExclusive(name, run) {
        if (names.has(name)) return { ran: false };
        names.add(name);
        try {
          return { ran: true, result: await run() };
        } finally {
          names.delete(name);
        }
      },
    };
  }
  return {
    runExclusive(name, run) {
      // The lock is held by this transaction's connection until it ends (commit, rollback or a dropped
      // connection all release it); the job's own queries use the pool's other connections.
      return db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext('scheduled-job'), hashtext(${name})) as locked`,
        );
        const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
        if (!row?.locked) return { ran: false };
        return { ran: true, result: await run() };
      });
    },
  };
}

/**
 * Runs each job every `everyMs` (the next round is timed from the end of the last, so a slow run never
 * overlaps itself). `start()` is called by the app when it is ready, outside tests; `stop()` waits for
 * running jobs, so the database is never closed under one.
 */
export function createScheduler(options: { jobs?: ScheduledJob[]; lock: JobLock; log: FastifyBaseLogger }) {
  const { lock, log } = options;
  const jobs = new Map((options.jobs ?? []).map((job) => [job.name, job]));
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<boolean>>();
  let started = false;

  async function execute(job: ScheduledJob): Promise<boolean> {
    const startedAt = performance.now();
    const outcome = await lock.runExclusive(job.name, () => job.run());
    const ms = Math.round(performance.now() - startedAt);
    if (outcome.ran) log.info({ job: job.name, ms, result: outcome.result }, 'scheduled job ran');
    else log.debug({ job: job.name }, 'scheduled job skipped: running elsewhere');
    return outcome.ran;
  }

  /** Runs a job now (tests, operators); false when it was running elsewhere and this round was skipped. */
  function runNow(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) return Promise.reject(new Error(`No scheduled job named ${name}`));
    const run = execute(job).finally(() => inFlight.delete(run));
    inFlight.add(run);
    return run;
  }

  function plan(job: ScheduledJob) {
    const timer = setTimeout(() => {
      void runNow(job.name)
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
        .finally(() => {
          if (started) plan(job);
        });
    }, job.everyMs);
    // A pending round never keeps the process alive.
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    get names() {
      return [...jobs.keys()];
    },
    /** Adds jobs (each feature's plugin adds its own); added after `start()`, they are planned at once. */
    add(...more: ScheduledJob[]) {
      for (const job of more) {
        if (jobs.has(job.name)) throw new Error(`A scheduled job named ${job.name} exists already`);
        jobs.set(job.name, job);
        if (started) plan(job);
      }
    },
    runNow,
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) plan(job);
    },
    async stop() {
      started = false;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
