/**
 * Product views and "previously browsed", kept off the request path: a GET records them in memory and a
 * background flush writes them in two statements (DESIGN §3 "Fast", issue 10: no writes on a read). Each
 * instance flushes its own buffer; views are increments, so instances never overwrite each other.
 */

/** One visitor's pending views: product id → when, in microseconds since the epoch. */
type VisitorViews = Map<number, number>;

export interface ViewRecorderStore {
  addViews(counts: { productId: number; views: number }[]): Promise<void>;
  upsertRecentlyViewed(
    rows: { visitorKey: string; productId: number; viewedAt: string }[],
    keep: number,
  ): Promise<void>;
  /** Deletes these visitors' history (erased while a flush of theirs was on its way). */
  forgetRecentlyViewed(visitorKeys: string[]): Promise<void>;
}

export interface ViewRecorderOptions {
  /** Newest views kept per visitor. */
  keep: number;
  /** Background flush period; 0 = only on demand (`flush()`, the size trigger, `stop()`). */
  flushEveryMs: number;
  /** Pending entries (product counters + visitor rows) that start a flush at once. */
  flushAtEntries: number;
  /** Rows per statement of a flush. */
  flushChunk: number;
  /** Most pending entries held while the database is unreachable; beyond it the oldest are dropped. */
  maxEntries: number;
  log?: { warn(message: string): void; error(error: unknown, message?: string): void };
}

/** `2026-11-22T12:00:00.123456Z` from microseconds: timestamptz keeps microseconds, a JS Date only ms. */
export const microsToIso = (micros: number) =>
  new Date(Math.floor(micros / 1000)).toISOString().replace('Z', `${String(micros % 1000).padStart(3, '0')}Z`);

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

export function createViewRecorder(store: ViewRecorderStore, options: ViewRecorderOptions) {
  let views = new Map<number, number>();
  let recent = new Map<string, VisitorViews>();
  let entries = 0;
  /** What the running flush took out of the buffer: still pending for reads until it commits. */
  let inFlight: { views: Map<number, number>; recent: Map<string, VisitorViews> } | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let scheduled = false;
  /** Visitors erased while a flush held their rows: deleted again once it is done. */
  const erasedDuringFlush = new Set<string>();
  let lastMicros = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | null = null;

  // Strictly increasing, so two views in the same millisecond keep their order (newest first).
  function nowMicros() {
    lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
    return lastMicros;
  }

  function keepNewest(visitor: VisitorViews) {
    if (visitor.size <= options.keep) return;
    const newest = [...visitor].sort((x, y) => y[1] - x[1]).slice(0, options.keep);
    entries -= visitor.size - newest.length;
    visitor.clear();
    for (const [id, at] of newest) visitor.set(id, at);
  }

  // Drop-oldest: the counters and visitors recorded first go first (Map keeps insertion order).
  function bound() {
    while (entries > options.maxEntries) {
      if (views.size >= recent.size) {
        const [id, n] = views.entries().next().value!;
        views.delete(id);
        dropped += n;
        entries -= 1;
      } else {
        const [key, visitor] = recent.entries().next().value!;
        recent.delete(key);
        dropped += visitor.size;
        entries -= visitor.size;
      }
    }
  }

  function addView(productId: number, n: number) {
    const had = views.get(productId);
    views.set(productId, (had ?? 0) + n);
    if (had === undefined) entries += 1;
  }

  function addRecent(visitorKey: string, productId: number, at: number) {
    let visitor = recent.get(visitorKey);
    if (!visitor) recent.set(visitorKey, (visitor = new Map()));
    const had = visitor.get(productId);
    if (had === undefined) entries += 1;
    visitor.set(productId, Math.max(had ?? 0, at));
    keepNewest(visitor);
  }

  async function writeOut() {
    if (views.size === 0 && recent.size === 0) return;
    const batch = { views, recent };
    views = new Map();
    recent = new Map();
    entries = 0;
    inFlight = batch;
    try {
      // In slices: PGlite runs in this thread, so one long statement would stall every request behind it.
      for (const slice of chunks([...batch.views], options.flushChunk)) {
        await store.addViews(slice.map(([productId, n]) => ({ productId, views: n })));
        for (const [id] of slice) batch.views.delete(id);
      }
      const rows = [...batch.recent].flatMap(([visitorKey, visitor]) =>
        [...visitor].map(([productId, at]) => ({ visitorKey, productId, at })),
      );
      for (const slice of chunks(rows, options.flushChunk)) {
        await store.upsertRecentlyViewed(
          slice.map((r) => ({ visitorKey: r.visitorKey, productId: r.productId, viewedAt: microsToIso(r.at) })),
          options.keep,
        );
        for (const r of slice) {
          const visitor = batch.recent.get(r.visitorKey)!;
          visitor.delete(r.productId);
          if (visitor.size === 0) batch.recent.delete(r.visitorKey);
        }
      }
    } catch (error) {
      // Back into the buffer, ahead of what arrived meanwhile, so a database outage loses only the overflow.
      const laterViews = views;
      const laterRecent = recent;
      views = new Map();
      recent = new Map();
      entries = 0;
      for (const [id, n] of batch.views) addView(id, n);
      for (const [id, n] of laterViews) addView(id, n);
      for (const source of [batch.recent, laterRecent])
        for (const [key, visitor] of source) for (const [id, at] of visitor) addRecent(key, id, at);
      const before = dropped;
      bound();
      options.log?.error(error, `flushing product views failed; ${entries} pending, ${dropped - before} dropped`);
    } finally {
      inFlight = null;
      if (erasedDuringFlush.size > 0) {
        const keys = [...erasedDuringFlush];
        erasedDuringFlush.clear();
        await store.forgetRecentlyViewed(keys);
      }
    }
  }

  /** Writes everything pending; flushes never overlap. Resolves when this flush is done. */
  function flush(): Promise<void> {
    flushing = flushing.then(writeOut).catch((error: unknown) => options.log?.error(error, 'flushing views failed'));
    return flushing;
  }

  function flushSoon() {
    if (scheduled) return;
    scheduled = true;
    void flush().finally(() => {
      scheduled = false;
    });
  }

  return {
    /** A product page was opened: counted, and added to the visitor's history when there is a visitor. */
    record(productId: number, visitorKey: string | null) {
      addView(productId, 1);
      if (visitorKey) addRecent(visitorKey, productId, nowMicros());
      bound();
      if (entries >= options.flushAtEntries) flushSoon();
    },

    /** Views of `productId` recorded here and not yet committed. */
    pendingViews(productId: number): number {
      return (views.get(productId) ?? 0) + (inFlight?.views.get(productId) ?? 0);
    },

    /** This visitor's views recorded here and not yet committed: product id → microseconds. */
    pendingRecent(visitorKey: string): Map<number, number> {
      const merged = new Map(inFlight?.recent.get(visitorKey));
      for (const [id, at] of recent.get(visitorKey) ?? []) merged.set(id, Math.max(merged.get(id) ?? 0, at));
      return merged;
    },

    /** Erasure: the visitor's pending history goes too (and is deleted again if a flush was carrying it). */
    forget(visitorKey: string) {
      const visitor = recent.get(visitorKey);
      if (visitor) {
        entries -= visitor.size;
        recent.delete(visitorKey);
      }
      if (inFlight?.recent.has(visitorKey)) erasedDuringFlush.add(visitorKey);
    },

    flush,

    /** Views dropped because the buffer was full (the database unreachable for long). */
    get dropped() {
      return dropped;
    },

    start() {
      if (timer || options.flushEveryMs <= 0) return;
      timer = setInterval(flushSoon, options.flushEveryMs);
      timer.unref();
    },

    /** Stops the timer and writes what is pending: call before the database closes. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
      if (entries > 0) options.log?.warn(`${entries} product views could not be written at shutdown`);
    },
  };
}
