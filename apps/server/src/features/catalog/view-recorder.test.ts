import { productDetailSchema, productSummaryListSchema } from '@aushadh/shared/catalog/schemas.ts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productInventory, recentlyViewed } from '../../db/schema/catalog.ts';
import { cookieFrom } from '../../test/auth-helpers.ts';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { createViewRecorder, microsToIso, type ViewRecorderStore } from './view-recorder.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function guestCookies(app: TestApp = t) {
  const res = await app.app.inject({ method: 'GET', url: '/api/guest' });
  return { id: res.json().guestId as string, cookies: { aushadh_guest: cookieFrom(res, 'aushadh_guest')! } };
}
const view = (app: TestApp, id: number, cookies: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/api/products/${id}`, cookies });
async function storedViews(productId: number) {
  const [row] = await t.db
    .select({ views: productInventory.views })
    .from(productInventory)
    .where(eq(productInventory.productId, productId));
  return row!.views;
}
async function storedHistory(visitorKey: string) {
  const [row] = await t.db.select({ n: count() }).from(recentlyViewed).where(eq(recentlyViewed.visitorKey, visitorKey));
  return row!.n;
}
async function recent(app: TestApp, cookies: Record<string, string>) {
  const res = await app.app.inject({ method: 'GET', url: '/api/recently-viewed', cookies });
  return productSummaryListSchema.parse(res.json()).map((p) => p.id);
}

describe('no writes on a read (issue 10)', () => {
  it('a product GET leaves the database unchanged until the flush, yet answers with its own view', async () => {
    const product = await createProduct(t.db);
    const guest = await guestCookies();
    const res = await view(t, product.id, guest.cookies);
    expect(res.statusCode).toBe(200);
    expect(productDetailSchema.parse(res.json()).views).toBe(1);
    expect(await storedViews(product.id)).toBe(0);
    expect(await storedHistory(`g:${guest.id}`)).toBe(0);
    expect(await recent(t, guest.cookies)).toEqual([product.id]);

    await t.app.catalog.flushViews();
    expect(await storedViews(product.id)).toBe(1);
    expect(await storedHistory(`g:${guest.id}`)).toBe(1);
    expect(productDetailSchema.parse((await view(t, product.id)).json()).views).toBe(2);
  });

  it('previously browsed merges stored and pending views, newest first, and the flush keeps 20', async () => {
    const guest = await guestCookies();
    await view(t, 31, guest.cookies);
    await view(t, 32, guest.cookies);
    await t.app.catalog.flushViews();
    await view(t, 33, guest.cookies);
    await view(t, 31, guest.cookies);
    expect(await recent(t, guest.cookies)).toEqual([31, 33, 32]);
    await t.app.catalog.flushViews();
    expect(await recent(t, guest.cookies)).toEqual([31, 33, 32]);

    for (let id = 200; id < 225; id++) await view(t, id, guest.cookies);
    const pending = await recent(t, guest.cookies);
    await t.app.catalog.flushViews();
    expect(await storedHistory(`g:${guest.id}`)).toBe(20);
    expect(await recent(t, guest.cookies)).toEqual(pending);
    expect(pending[0]).toBe(224);
    expect(pending.at(-1)).toBe(205);
  });

  it('each instance counts its own views, none lost, and a clean shutdown writes what is pending', async () => {
    const product = await createProduct(t.db);
    const other = await buildSecondInstance(t);
    const guest = await guestCookies(other);
    try {
      await view(t, product.id);
      await view(t, product.id);
      for (let i = 0; i < 3; i++) await view(other, product.id, guest.cookies);
      await t.app.catalog.flushViews();
      expect(await storedViews(product.id)).toBe(2);
    } finally {
      await other.close();
    }
    expect(await storedViews(product.id)).toBe(5);
    expect(await storedHistory(`g:${guest.id}`)).toBe(1);
  });
});

describe('view recorder', () => {
  function failingStore(): ViewRecorderStore & { up: boolean; views: Map<number, number> } {
    const store = {
      up: false,
      views: new Map<number, number>(),
      async addViews(counts: { productId: number; views: number }[]) {
        if (!store.up) throw new Error('database down');
        for (const c of counts) store.views.set(c.productId, (store.views.get(c.productId) ?? 0) + c.views);
      },
      async upsertRecentlyViewed() {
        if (!store.up) throw new Error('database down');
      },
      async forgetRecentlyViewed() {},
    };
    return store;
  }
  const quiet = { warn: () => {}, error: () => {} };

  it('keeps views while the database is down, drops the oldest past the bound and counts them', async () => {
    const store = failingStore();
    const recorder = createViewRecorder(store, {
      keep: 20,
      flushEveryMs: 0,
      flushAtEntries: 1000,
      flushChunk: 2,
      maxEntries: 3,
      log: quiet,
    });
    for (const id of [1, 2, 2, 3]) recorder.record(id, null);
    await recorder.flush();
    expect(recorder.pendingViews(2)).toBe(2);
    recorder.record(4, null);
    expect(recorder.dropped).toBe(1);
    expect(recorder.pendingViews(1)).toBe(0);
    store.up = true;
    await recorder.stop();
    expect(Object.fromEntries(store.views)).toEqual({ 2: 2, 3: 1, 4: 1 });
  });

  it('flushes on its timer and as soon as the buffer reaches the size trigger', async () => {
    vi.useFakeTimers();
    try {
      const store = failingStore();
      store.up = true;
      const recorder = createViewRecorder(store, {
        keep: 20,
        flushEveryMs: 2000,
        flushAtEntries: 3,
        flushChunk: 100,
        maxEntries: 100,
        log: quiet,
      });
      recorder.start();
      recorder.record(1, 'g:a');
      await vi.advanceTimersByTimeAsync(1999);
      expect(store.views.size).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(store.views.get(1)).toBe(1);
      for (const id of [5, 6]) recorder.record(id, null);
      await vi.advanceTimersByTimeAsync(0);
      expect(store.views.has(6)).toBe(false);
      recorder.record(7, null);
      await vi.advanceTimersByTimeAsync(0);
      expect(store.views.get(7)).toBe(1);
      await recorder.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes microsecond timestamps', () => {
    expect(microsToIso(Date.UTC(2026, 10, 22, 12, 0, 0, 123) * 1000 + 456)).toBe('2026-11-22T12:00:00.123456Z');
  });
});
