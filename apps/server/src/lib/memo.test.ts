import { describe, expect, it } from 'vitest';
import { memo } from './memo.ts';

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
