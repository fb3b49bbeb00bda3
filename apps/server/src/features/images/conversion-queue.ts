import { AppError } from '../../lib/app-error.ts';

interface Waiting {
  start: () => void;
  background: boolean;
  cancel: (error: Error) => void;
}

export interface ConversionQueueStats {
  /** Conversions running now. */
  active: number;
  /** The most ever running at once (tests check the bound with it). */
  peakActive: number;
  /** Visitor conversions waiting for a slot (bounded by maxQueued). */
  waiting: number;
  /** Background conversions waiting; they only run when no visitor waits. */
  waitingBackground: number;
  /** Conversions started since creation (identical concurrent requests count once). */
  started: number;
  /** Requests that joined an identical conversion already in flight instead of starting their own. */
  joined: number;
}

/**
 * Runs image conversions with at most `concurrency` at once, so sharp never takes the whole libuv pool that
 * argon2 and file reads need. Identical requests in flight share one run (single-flight). At most `maxQueued`
 * visitor conversions wait; beyond that the caller gets 503 with Retry-After instead of a pile-up. Background
 * work (pre-generation) waits behind every visitor and never counts against the bound.
 */
export function createConversionQueue(options: { concurrency: number; maxQueued: number }) {
  const inFlight = new Map<string, { promise: Promise<Buffer>; entry?: Waiting }>();
  const foreground: Waiting[] = [];
  const background: Waiting[] = [];
  let active = 0;
  let peakActive = 0;
  let started = 0;
  let joined = 0;
  let closed = false;
  // Moving average of one conversion, for an honest Retry-After.
  let averageMs = 200;

  function next() {
    while (active < options.concurrency) {
      const entry = foreground.shift() ?? background.shift();
      if (!entry) return;
      entry.start();
    }
  }

  function busy(): AppError {
    const waitMs = ((foreground.length + active) * averageMs) / options.concurrency;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError('IMAGES_BUSY', {}, { headers: { 'retry-after': String(seconds) } });
  }

  return {
    run(key: string, task: () => Promise<Buffer>, runOptions: { background?: boolean } = {}): Promise<Buffer> {
      const isBackground = runOptions.background ?? false;
      const existing = inFlight.get(key);
      if (existing) {
        joined++;
        // A visitor joining a queued background run lifts it ahead of the other background work.
        const entry = existing.entry;
        if (!isBackground && entry?.background) {
          background.splice(background.indexOf(entry), 1);
          entry.background = false;
          foreground.push(entry);
        }
        return existing.promise;
      }
      if (closed) return Promise.reject(new Error('Conversion queue is closed'));
      if (!isBackground && active >= options.concurrency && foreground.length >= options.maxQueued) {
        return Promise.reject(busy());
      }

      let resolve!: (body: Buffer) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<Buffer>((res, rej) => {
        resolve = res;
        reject = rej;
      }).finally(() => inFlight.delete(key));
      const entry: Waiting = {
        background: isBackground,
        cancel: reject,
        start: () => {
          record.entry = undefined;
          active++;
          started++;
          peakActive = Math.max(peakActive, active);
          const began = performance.now();
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              averageMs = averageMs * 0.8 + (performance.now() - began) * 0.2;
              active--;
              next();
            });
        },
      };
      const record: { promise: Promise<Buffer>; entry?: Waiting } = { promise, entry };
      (isBackground ? background : foreground).push(entry);
      inFlight.set(key, record);
      next();
      return record.promise;
    },

    stats(): ConversionQueueStats {
      return {
        active,
        peakActive,
        waiting: foreground.length,
        waitingBackground: background.length,
        started,
        joined,
      };
    },

    /** Drops waiting background work; visitor work already accepted still finishes. */
    close() {
      closed = true;
      for (const entry of background.splice(0)) entry.cancel(new Error('Conversion queue is closed'));
    },
  };
}
