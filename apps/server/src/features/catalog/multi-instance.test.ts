import {
  medicineSearchResponseSchema,
  productDetailSchema,
  productPageSchema,
  productSummaryListSchema,
} from '@aushadh/shared/catalog/schemas.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers, productInventory } from '../../db/schema/catalog.ts';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';

// Instance A takes the orders; instance B serves the shoppers who must see the stock change.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A featured product high on the shelf with `stock` packs, indexed on both instances. */
async function featuredProduct(name: string, stock: number) {
  const product = await createProduct(a.db, { name, isFeatured: true, ratingCount: 50_000_000, stock });
  const [maker] = await a.db
    .select({ name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.id, product.manufacturerId));
  await a.app.catalog.reindexProducts([product.id]);
  await b.app.catalog.reindexProducts([product.id]);
  return { id: product.id, name, maker: maker!.name };
}

/** What a shopper on `t` sees of the product: featured shelf, in-stock listing of its maker, search dropdown, page. */
async function shopperView(t: TestApp, product: { id: number; name: string; maker: string }) {
  const [featured, listing, search, detail] = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/products/featured' }),
    t.app.inject({
      method: 'GET',
      url: `/api/products?inStock=true&manufacturer=${encodeURIComponent(product.maker)}`,
    }),
    t.app.inject({ method: 'GET', url: `/api/medicine/search?q=${encodeURIComponent(product.name)}` }),
    t.app.inject({ method: 'GET', url: `/api/products/${product.id}` }),
  ]);
  return {
    featured: productSummaryListSchema.parse(featured.json()).find((p) => p.id === product.id)?.inStock,
    listed: productPageSchema.parse(listing.json()).items.some((p) => p.id === product.id),
    searched: medicineSearchResponseSchema.parse(search.json()).find((p) => p.id === product.id)?.inStock,
    // The product page's detail is cached per instance too.
    detailed: productDetailSchema.parse(detail.json()).inStock,
  };
}

const IN_STOCK = { featured: true, listed: true, searched: true, detailed: true };
const SOLD_OUT = { featured: false, listed: false, searched: false, detailed: false };

/** Polls every 50 ms for up to `withinMs`; returns how long it took (the last view fails the assertion). */
async function eventually(read: () => Promise<unknown>, expected: unknown, withinMs = 1000) {
  const started = performance.now();
  for (;;) {
    const view = await read();
    const elapsed = performance.now() - started;
    if (JSON.stringify(view) === JSON.stringify(expected) || elapsed > withinMs) {
      expect(view).toEqual(expected);
      return elapsed;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function buyAll(productId: number, quantity: number) {
  const customer = await newCustomer(a);
  expect((await addToCart(a, customer.cookies, customer.id, productId, quantity)).statusCode).toBe(200);
  const order = await placeOrder(a, customer.cookies);
  expect(order.statusCode).toBe(201);
  return { customer, orderId: order.json().id as number };
}

describe('two instances on one database', () => {
  it("an order on one instance empties the other's shelf, listing and search within a second", async () => {
    const product = await featuredProduct('Velquarin 20 Tablet', 2);
    // B's caches are primed with the product in stock.
    expect(await shopperView(b, product)).toEqual(IN_STOCK);
    expect(await shopperView(b, product)).toEqual(IN_STOCK);

    const { customer, orderId } = await buyAll(product.id, 2);
    const soldOut = await eventually(() => shopperView(b, product), SOLD_OUT);
    console.info(`[${a.driver}] sold out on the other instance after ${Math.round(soldOut)} ms`);

    // Cancelling returns the stock, and the other instance shows it again.
    const cancel = await a.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      cookies: customer.cookies,
    });
    expect(cancel.statusCode).toBe(200);
    await eventually(() => shopperView(b, product), IN_STOCK);
  });

  it('the instance that took the order shows the change at once', async () => {
    const product = await featuredProduct('Dorventa 5 Tablet', 1);
    expect(await shopperView(a, product)).toEqual(IN_STOCK);
    await buyAll(product.id, 1);
    expect(await shopperView(a, product)).toEqual(SOLD_OUT);
  });

  it('no HTTP cache keeps a stock-bearing answer', async () => {
    for (const url of ['/api/products/featured', '/api/products?inStock=true', '/api/medicine/search?q=dolo']) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const header = res.headers['cache-control'] as string;
      const maxAge = /max-age=(\d+)/.exec(header)?.[1];
      expect(
        header.includes('no-cache') || header.includes('no-store') || Number(maxAge) <= 1,
        `${url}: ${header}`,
      ).toBe(true);
    }
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'after its listening connection drops, an instance catches up with what it missed',
    async () => {
      const product = await featuredProduct('Norquilex 10 Tablet', 3);
      expect(await shopperView(b, product)).toEqual(IN_STOCK);
      const listeners = sql`from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`;
      const listening = async () =>
        ((await b.db.execute(sql`select pid ${listeners}`)) as unknown as { rows: unknown[] }).rows.length;
      expect(await listening()).toBe(2);
      await b.db.execute(sql`select pg_terminate_backend(pid) ${listeners}`);
      // Written while nobody listens, and without any notification at all.
      await b.db.update(productInventory).set({ stock: 0 }).where(eq(productInventory.productId, product.id));
      // Reconnecting takes a moment, then the whole search index is rebuilt (≈ 0.7 s on an idle machine).
      const caughtUp = await eventually(() => shopperView(b, product), SOLD_OUT, 10_000);
      console.info(`[postgres] caught up after a lost connection in ${Math.round(caughtUp)} ms`);
      await eventually(listening, 2, 3000);
    },
  );
});
