import type { ValueStore } from '@aushadh/shared/offers/schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { createValueStoreModel } from './value-store-model.ts';

const summary = (id: number) => ({
  id,
  name: `P${id}`,
  manufacturer: 'M',
  imageUrl: '',
  price: 100,
  discountedPrice: 90,
  packSize: '10',
  medicineType: 'Tablet',
  saltComposition: 'S',
  prescriptionRequired: false,
  inStock: true,
  rating: 4,
  ratingCount: 1,
  isFeatured: false,
  tags: [],
});
const item = (productId: number, quantity: number) => ({
  productId,
  name: `P${productId}`,
  manufacturer: 'M',
  packSize: '10',
  imageUrl: '',
  quantity,
  mrpPaise: 100,
  pricePaise: 90,
  prescriptionRequired: false,
  inStock: true,
});
const build = (): ValueStore => ({
  bands: [{ underPaise: 9_900, items: [summary(1), summary(2)] }],
  generics: [{ saltComposition: 'S', leader: summary(3), generic: summary(4), savingPercent: 40 }],
  combos: [
    {
      slug: 'kit',
      title: 'Kit',
      description: '',
      items: [item(5, 2), item(6, 1)],
      pricePaise: 200,
      sellingPaise: 270,
      mrpPaise: 300,
      savingPaise: 70,
      available: true,
    },
  ],
});

function setup() {
  const state = { productsVersion: 1, stockVersion: 1, now: 0, stock: new Map<number, number>() };
  for (const id of [1, 2, 3, 4, 5, 6]) state.stock.set(id, 10);
  const load = vi.fn(async () => build());
  const stockOf = vi.fn(async (ids: number[]) => new Map(ids.map((id) => [id, state.stock.get(id) ?? 0])));
  const model = createValueStoreModel({
    load,
    key: () => String(state.productsVersion),
    stockVersion: () => state.stockVersion,
    stockOf,
    now: () => state.now,
    refreshMs: 300_000,
    onBackgroundError: () => undefined,
  });
  return { state, load, stockOf, model };
}

describe('value store read model', () => {
  it('builds once, and concurrent first visits share the build', async () => {
    const { model, load } = setup();
    await Promise.all([model.get(), model.get(), model.get()]);
    await model.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a stock write costs one stock read, not a rebuild, and drops what sold out', async () => {
    const { model, load, stockOf, state } = setup();
    await model.get();
    state.stock.set(2, 0);
    state.stock.set(4, 0);
    state.stock.set(5, 1);
    state.stockVersion += 1;
    const [a, b] = await Promise.all([model.get(), model.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(stockOf).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a.bands[0]!.items.map((p) => p.id)).toEqual([1]);
    expect(a.generics).toEqual([]);
    // One pack of product 5 left, a set needs two.
    expect(a.combos[0]).toMatchObject({ available: false });
    expect(a.combos[0]!.items.map((i) => i.inStock)).toEqual([true, true]);
    // Back in stock: shown again from the same build.
    state.stock.set(2, 3);
    state.stockVersion += 1;
    expect((await model.get()).bands[0]!.items.map((p) => p.id)).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
    // Nothing moved: no read at all.
    await model.get();
    expect(stockOf).toHaveBeenCalledTimes(2);
  });

  it('a product write (price, new, retired) rebuilds before answering', async () => {
    const { model, load, state } = setup();
    await model.get();
    state.productsVersion += 1;
    await model.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an old build is refreshed in the background while the visitor gets the kept one', async () => {
    const { model, load, state } = setup();
    const first = await model.get();
    state.now = 300_000;
    let release!: () => void;
    load.mockImplementationOnce(() => new Promise<ValueStore>((resolve) => (release = () => resolve(build()))));
    expect(await model.get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await vi.waitFor(async () => expect(await model.get()).not.toBe(first));
  });

  it('a failed build is not kept: the next visit tries again', async () => {
    const { model, load } = setup();
    load.mockRejectedValueOnce(new Error('database gone'));
    await expect(model.get()).rejects.toThrow('database gone');
    await expect(model.get()).resolves.toMatchObject({ bands: expect.any(Array) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
