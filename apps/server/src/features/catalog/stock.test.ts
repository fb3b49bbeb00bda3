import { addDays, indiaToday } from '@aushadh/shared/orders/order-life-schemas.ts';
import type { ProductStock } from '@aushadh/shared/catalog/stock-schemas.ts';
import { eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory, stockBatches, stockMovements } from '../../db/schema/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { api, orderOf, staffMember, type Person } from '../../test/order-life-helpers.ts';

let t: TestApp;
let chemist: Person;
beforeAll(async () => {
  t = await buildTestApp();
  chemist = await staffMember(t, 'chemist');
});
afterAll(async () => t.close());

const sellable = async (productId: number) =>
  (await t.db.select().from(productInventory).where(eq(productInventory.productId, productId)))[0]!.stock;
const movementsOf = (productId: number) =>
  t.db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(stockMovements.id);
const receive = (body: unknown, who: Person = chemist) => api(t, who).post('/api/chemist/stock/receive', body);
const writeOff = (body: unknown, who: Person = chemist) => api(t, who).post('/api/chemist/stock/write-off', body);

describe("the chemist's stock", () => {
  it('receives stock into a new or an existing batch, onto the sellable count, recorded with who', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const expiry = addDays(indiaToday(), 400);
    const versionBefore = t.app.catalog.version();
    const first = await receive({ productId: product.id, batchNumber: 'gsk24a101', expiryDate: expiry, quantity: 25 });
    expect(first.statusCode).toBe(200);
    const stock = first.json() as ProductStock;
    expect(stock.stock).toBe(35);
    expect(stock.batches.find((b) => b.batchNumber === 'GSK24A101')).toMatchObject({
      expiryDate: expiry,
      quantity: 25,
    });
    // Rendered pages and caches derived from the catalog are stale now.
    expect(t.app.catalog.version()).toBeGreaterThan(versionBefore);

    const again = await receive({ productId: product.id, batchNumber: 'GSK24A101', expiryDate: expiry, quantity: 5 });
    expect((again.json() as ProductStock).batches.find((b) => b.batchNumber === 'GSK24A101')!.quantity).toBe(30);
    expect(await sellable(product.id)).toBe(40);
    expect((await movementsOf(product.id)).map((m) => [m.reason, m.delta, m.byUserId])).toEqual([
      ['received', 25, chemist.id],
      ['received', 5, chemist.id],
    ]);

    expect(
      (
        await receive({ productId: product.id, batchNumber: 'GSK24A101', expiryDate: addDays(expiry, 30), quantity: 1 })
      ).json(),
    ).toMatchObject({
      code: 'STOCK_BATCH_EXPIRY_MISMATCH',
      params: { batch: 'GSK24A101', expiry },
    });
    expect(
      (await receive({ productId: product.id, batchNumber: 'OLD1', expiryDate: indiaToday(), quantity: 1 })).json(),
    ).toMatchObject({
      code: 'STOCK_EXPIRY_PAST',
    });
    expect(
      (await receive({ productId: 2_147_483_000, batchNumber: 'X12', expiryDate: expiry, quantity: 1 })).statusCode,
    ).toBe(404);
    for (const garbage of [
      {},
      { productId: product.id, batchNumber: 'A', expiryDate: expiry, quantity: 1 },
      { productId: product.id, batchNumber: 'A B C', expiryDate: expiry, quantity: 1 },
      { productId: product.id, batchNumber: 'AB12', expiryDate: '2027-02-30', quantity: 1 },
      { productId: product.id, batchNumber: 'AB12', expiryDate: '31/12/2027', quantity: 1 },
      { productId: product.id, batchNumber: 'AB12', expiryDate: expiry, quantity: 0 },
      { productId: product.id, batchNumber: 'AB12', expiryDate: expiry, quantity: 1.5 },
      { productId: product.id, batchNumber: 'AB12', expiryDate: expiry, quantity: 1e9 },
      { productId: 'x', batchNumber: 'AB12', expiryDate: expiry, quantity: 1 },
    ]) {
      const res = await receive(garbage);
      expect(res.statusCode, JSON.stringify(garbage)).toBe(400);
    }
    expect(await sellable(product.id)).toBe(40);
  });

  it('writes off damaged or expired units, never below zero, never units reserved by orders', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const [batch] = await t.db.select().from(stockBatches).where(eq(stockBatches.productId, product.id));
    const off = await writeOff({
      batchId: batch!.id,
      quantity: 3,
      reason: 'damaged',
      note: 'Carton crushed in transit',
    });
    expect(off.statusCode).toBe(200);
    expect((off.json() as ProductStock).stock).toBe(7);
    expect((await movementsOf(product.id)).at(-1)).toMatchObject({
      reason: 'damaged',
      delta: -3,
      note: 'Carton crushed in transit',
      byUserId: chemist.id,
    });
    expect((await writeOff({ batchId: batch!.id, quantity: 8, reason: 'expired' })).json()).toMatchObject({
      code: 'STOCK_WRITE_OFF_TOO_MANY',
      params: { left: 7 },
    });
    // A customer's order reserves 5 of the 7: only 2 can go.
    await orderOf(t, [{ productId: product.id, quantity: 5 }]);
    expect((await writeOff({ batchId: batch!.id, quantity: 3, reason: 'expired' })).json()).toMatchObject({
      code: 'STOCK_WRITE_OFF_TOO_MANY',
      params: { left: 2 },
    });
    expect((await writeOff({ batchId: batch!.id, quantity: 2, reason: 'expired' })).statusCode).toBe(200);
    expect(await sellable(product.id)).toBe(0);
    expect((await writeOff({ batchId: 2_147_483_000, quantity: 1, reason: 'expired' })).statusCode).toBe(404);
    for (const garbage of [
      {},
      { batchId: batch!.id, quantity: 1, reason: 'stolen' },
      { batchId: batch!.id, quantity: -1, reason: 'damaged' },
    ]) {
      expect((await writeOff(garbage)).statusCode).toBe(400);
    }
  });

  it('the low-stock list: fewest first, paged; a product found by name with its batches', async () => {
    const scarce = await createProduct(t.db, { stock: 0, name: 'Zincovit Scarce Tablet' });
    const few = await createProduct(t.db, { stock: 3 });
    const page = (await api(t, chemist).get('/api/chemist/stock/low?below=20&page=1')).json();
    expect(page.pageSize).toBe(30);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const stocks = page.items.map((i: { stock: number }) => i.stock);
    expect([...stocks].sort((x, y) => x - y)).toEqual(stocks);
    expect(stocks.every((s: number) => s < 20)).toBe(true);
    // Ties by id: the newest product without stock is the last of those with none.
    const none = (await api(t, chemist).get('/api/chemist/stock/low?below=1')).json();
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productInventory)
      .where(lt(productInventory.stock, 1));
    expect(none.total).toBe(n);
    const lastPage = (await api(t, chemist).get(`/api/chemist/stock/low?below=1&page=${Math.ceil(n / 30)}`)).json();
    expect(lastPage.items.at(-1)).toMatchObject({ productId: scarce.id, stock: 0 });
    const few3 = (await api(t, chemist).get('/api/chemist/stock/low?below=4&page=1')).json();
    expect(few3.total).toBeGreaterThan(n);
    expect((await api(t, chemist).get('/api/chemist/stock/low?below=0')).statusCode).toBe(400);
    expect((await api(t, chemist).get('/api/chemist/stock/low?page=abc')).statusCode).toBe(400);

    await t.app.catalog.reindexProducts([scarce.id]);
    const found = (await api(t, chemist).get('/api/chemist/stock/products?q=zincovit%20scarce')).json();
    expect(found[0]).toMatchObject({ productId: scarce.id, stock: 0 });
    expect((await api(t, chemist).get('/api/chemist/stock/products?q=a')).statusCode).toBe(400);
    const detail = (await api(t, chemist).get(`/api/chemist/stock/products/${few.id}`)).json() as ProductStock;
    expect(detail.batches).toHaveLength(1);
    expect(detail.nearestExpiry).toBe(detail.batches[0]!.expiryDate);
  });

  it('only the store: a customer and a rider are refused, signed-out visitors asked to sign in', async () => {
    const customer = await newCustomer(t);
    const rider = await staffMember(t, 'delivery');
    const pharmacist = await staffMember(t, 'pharmacy');
    for (const who of [customer, rider]) {
      expect((await api(t, who).get('/api/chemist/stock/low')).statusCode).toBe(403);
      expect((await receive({}, who)).statusCode).toBe(403);
    }
    expect((await api(t, null).get('/api/chemist/stock/low')).statusCode).toBe(401);
    expect((await api(t, pharmacist).get('/api/chemist/stock/low')).statusCode).toBe(200);
  });
});
