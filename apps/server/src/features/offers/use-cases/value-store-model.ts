import type { ValueStore } from '@aushadh/shared/offers/schemas.ts';

export interface ValueStoreModelOptions {
  /** The full build: three listings, the generics' savings and the combo packs (seconds when cold under load). */
  load: () => Promise<ValueStore>;
  /** What the page's choice of products depends on: product writes (prices, MRP, new, retired) and the packs. */
  key: () => string;
  /** Moves with every stock write too (the catalog's version). */
  stockVersion: () => number;
  /** Stock now of these products (one small read). */
  stockOf: (productIds: number[]) => Promise<Map<number, number>>;
  now: () => number;
  /** How old a build may get before it is rebuilt in the background (popularity, products back in stock). */
  refreshMs: number;
  onBackgroundError: (error: unknown) => void;
}

interface Kept {
  key: string;
  /** The build as loaded. */
  value: ValueStore;
  /** The build without what sold out since (what is answered). */
  served: ValueStore;
  builtAt: number;
  stockVersion: number;
}

/**
 * The value store's read model (issue 18 item 3). The page was kept per catalog version, which moves on every
 * stock write, so under checkout traffic nearly every visit rebuilt it (4.7–9.9 s cold). It is now built again
 * only when what chooses its products changes (a product write, a combo pack); a stock write only costs one
 * read of the shown products' stock, dropping what sold out; and it is refreshed in the background after
 * `refreshMs`, so popularity and products back in stock catch up without a visitor waiting for it.
 */
export function createValueStoreModel(options: ValueStoreModelOptions) {
  let kept: Kept | null = null;
  const building = new Map<string, Promise<ValueStore>>();
  let rechecking: Promise<ValueStore> | null = null;

  function build(key: string): Promise<ValueStore> {
    const running = building.get(key);
    if (running) return running;
    // Read before loading: a stock write during the load is rechecked on the next visit.
    const stockVersion = options.stockVersion();
    const builtAt = options.now();
    const promise = options
      .load()
      .then((value) => {
        // A slower build of an older key never replaces a newer one.
        if (options.key() === key) kept = { key, value, served: value, builtAt, stockVersion };
        return value;
      })
      .finally(() => building.delete(key));
    building.set(key, promise);
    return promise;
  }

  function recheck(from: Kept): Promise<ValueStore> {
    rechecking ??= (async () => {
      const stockVersion = options.stockVersion();
      const stock = await options.stockOf(shownProductIds(from.value));
      if (kept === from) kept = { ...from, served: withoutSoldOut(from.value, stock), stockVersion };
      return kept?.served ?? from.served;
    })().finally(() => {
      rechecking = null;
    });
    return rechecking;
  }

  return {
    async get(): Promise<ValueStore> {
      const key = options.key();
      if (!kept || kept.key !== key) return build(key);
      if (options.now() - kept.builtAt >= options.refreshMs) build(key).catch(options.onBackgroundError);
      if (kept.stockVersion !== options.stockVersion()) return recheck(kept);
      return kept.served;
    },
  };
}

function shownProductIds(value: ValueStore): number[] {
  return [
    ...new Set([
      ...value.bands.flatMap((band) => band.items.map((item) => item.id)),
      ...value.generics.flatMap((pair) => [pair.leader.id, pair.generic.id]),
      ...value.combos.flatMap((combo) => combo.items.map((item) => item.productId)),
    ]),
  ];
}

/** The build as it stands with today's stock: sold-out products go, a pack says whether one set can be had. */
export function withoutSoldOut(value: ValueStore, stock: Map<number, number>): ValueStore {
  const inStock = (id: number) => (stock.get(id) ?? 0) > 0;
  return {
    bands: value.bands.map((band) => ({ ...band, items: band.items.filter((item) => inStock(item.id)) })),
    generics: value.generics.filter((pair) => inStock(pair.leader.id) && inStock(pair.generic.id)),
    combos: value.combos.map((combo) => {
      const items = combo.items.map((item) => ({ ...item, inStock: inStock(item.productId) }));
      return {
        ...combo,
        items,
        available: combo.items.every((item) => (stock.get(item.productId) ?? 0) >= item.quantity),
      };
    }),
  };
}
