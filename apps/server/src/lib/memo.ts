/**
 * One cached value with a time limit and explicit invalidation: for read-mostly answers (categories,
 * featured shelf) that every home-page visit asks for. Concurrent misses share one load.
 */
export function memo<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { data: T; expires: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;
  return {
    async get(): Promise<T> {
      if (value && value.expires > Date.now()) return value.data;
      if (pending) return pending;
      const started = generation;
      pending = load()
        .then((data) => {
          // A write that invalidated during the load wins: do not cache the stale answer.
          if (started === generation) value = { data, expires: Date.now() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    invalidate() {
      generation += 1;
      value = null;
    },
  };
}

/** `memo` per key, for at most `max` keys (oldest dropped first); `invalidate()` clears them all. */
export function memoByKey<K, T>(
  load: (key: K) => Promise<T>,
  options: { ttlMs: number; max: number; keyOf: (key: K) => string },
) {
  const entries = new Map<string, ReturnType<typeof memo<T>>>();
  return {
    get(key: K): Promise<T> {
      const id = options.keyOf(key);
      let entry = entries.get(id);
      if (!entry) {
        if (entries.size >= options.max) entries.delete(entries.keys().next().value!);
        entry = memo(() => load(key), options.ttlMs);
        entries.set(id, entry);
      }
      return entry.get();
    },
    invalidate() {
      for (const entry of entries.values()) entry.invalidate();
      entries.clear();
    },
  };
}
