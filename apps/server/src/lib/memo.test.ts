import { describe, expect, it } from 'vitest';
import { memo, memoByKey } from './memo.ts';

describe('memo', () => {
  it('loads once, shares concurrent misses, and reloads after invalidate or expiry', async () => {
    let loads = 0;
    const value = memo(async () => ++loads, 50);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(await value.get()).toBe(3);
  });

  it('does not keep a value loaded before an invalidation', async () => {
    let release!: () => void;
    let loads = 0;
    const value = memo(async () => {
      loads += 1;
      if (loads === 1) await new Promise<void>((r) => (release = r));
      return loads;
    }, 10_000);
    const first = value.get();
    value.invalidate();
    release();
    expect(await first).toBe(1);
    expect(await value.get()).toBe(2);
  });
});

describe('memoByKey', () => {
  it('caches per key, bounds the number of keys, and clears on invalidate', async () => {
    const loads: string[] = [];
    const byKey = memoByKey(async (k: { id: string }) => (loads.push(k.id), k.id.length), {
      ttlMs: 10_000,
      max: 2,
      keyOf: (k) => k.id,
    });
    await byKey.get({ id: 'a' });
    await byKey.get({ id: 'a' });
    await byKey.get({ id: 'bb' });
    await byKey.get({ id: 'ccc' }); // drops "a", the oldest
    await byKey.get({ id: 'a' });
    expect(loads).toEqual(['a', 'bb', 'ccc', 'a']);
    byKey.invalidate();
    await byKey.get({ id: 'bb' });
    expect(loads.at(-1)).toBe('bb');
  });
});
