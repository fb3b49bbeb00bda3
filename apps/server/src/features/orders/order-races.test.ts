import { addDays, indiaToday, type PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory, stockBatches, stockMovements } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakePrescriptions, RACE_NEEDS_POSTGRES } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import {
  api,
  orderOf,
  outForDelivery,
  pack,
  staffMember,
  usableLines,
  type Person,
} from '../../test/order-life-helpers.ts';

// Races between people moving the same order at the same moment: one wins, the others get a clear 409.
let t: TestApp;
let chemists: Person[];
let rider: Person;
beforeAll(async () => {
  t = await buildTestApp({}, { prescriptions: fakePrescriptions() });
  chemists = [
    await staffMember(t, 'chemist'),
    await staffMember(t, 'chemist', 'Imran Shaikh'),
    await staffMember(t, 'pharmacy'),
  ];
  rider = await staffMember(t, 'delivery', 'Vikram Singh');
});
afterAll(async () => t.close());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const batchesOf = (productId: number) =>
  t.db.select().from(stockBatches).where(eq(stockBatches.productId, productId)).orderBy(stockBatches.id);
const codesOf = (responses: { statusCode: number; json(): { code?: string } }[]) =>
  responses.map((r) => (r.statusCode < 300 ? r.statusCode : r.json().code)).sort();

describe('order races', () => {
  it('12 packs of one order at once: one packs, the rest are told it is packed; the batch moves once', async ({
    skip,
  }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const product = await createProduct(t.db, { stock: 50 });
    const { order } = await orderOf(t, [{ productId: product.id, quantity: 4 }]);
    const pickList = (await api(t, chemists[0]!).get(`/api/chemist/orders/${order.id}`)).json() as PickList;
    const lines = usableLines(pickList);
    const [before] = await batchesOf(product.id);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api(t, chemists[i % chemists.length]!).post(`/api/chemist/orders/${order.id}/pack`, { lines }),
      ),
    );
    expect(codesOf(results)).toEqual([200, ...Array<string>(11).fill('ORDER_TRANSITION_NOT_ALLOWED')]);
    expect((await batchesOf(product.id))[0]!.quantity).toBe(before!.quantity - 4);
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.id))).toHaveLength(1);
  });

  it('two orders packed at once from a batch holding enough for one: never below zero', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const product = await createProduct(t.db, { stock: 50, batchNumber: 'BIG0001' });
    const [small] = await t.db
      .insert(stockBatches)
      .values({ productId: product.id, batchNumber: 'SMALL03', expiryDate: addDays(indiaToday(), 500), quantity: 3 })
      .returning();
    const first = await orderOf(t, [{ productId: product.id, quantity: 2 }]);
    const second = await orderOf(t, [{ productId: product.id, quantity: 2 }]);
    const packWith = (order: typeof first.order) =>
      api(t, chemists[0]!).post(`/api/chemist/orders/${order.id}/pack`, {
        lines: [{ orderItemId: order.items[0]!.id, batchId: small!.id }],
      });
    const results = await Promise.all([packWith(first.order), packWith(second.order)]);
    expect(codesOf(results)).toEqual([200, 'PACK_BATCH_TOO_SMALL']);
    expect((await batchesOf(product.id)).find((b) => b.id === small!.id)!.quantity).toBe(1);
  });

  it('cancel and pickup of a packed order at once: exactly one happens, and the shelf agrees', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    for (let round = 0; round < 6; round += 1) {
      const product = await createProduct(t.db, { stock: 20 });
      const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 3 }]);
      const [fullBatch] = await batchesOf(product.id);
      expect((await pack(t, chemists[0]!, order.id)).statusCode).toBe(200);
      await api(t, chemists[0]!).post(`/api/chemist/orders/${order.id}/assign`, { riderUserId: rider.id });
      const cancel = () => api(t, customer).post(`/api/orders/${order.id}/cancel`);
      const pickup = () => api(t, rider).post(`/api/delivery/orders/${order.id}/pickup`);
      const results = await Promise.all([cancel(), pickup()]);
      const winners = results.filter((r) => r.statusCode === 200);
      expect(winners, `round ${round}`).toHaveLength(1);
      const row = await orderRow(order.id);
      const [stock] = await t.db.select().from(productInventory).where(eq(productInventory.productId, product.id));
      const [batch] = await batchesOf(product.id);
      if (row.status === 'cancelled') {
        expect(stock!.stock).toBe(20);
        expect(batch!.quantity).toBe(fullBatch!.quantity);
      } else {
        expect(row.status).toBe('shipped');
        expect(stock!.stock).toBe(17);
        expect(batch!.quantity).toBe(fullBatch!.quantity - 3);
      }
    }
  });

  it('10 deliveries with the right code at once: delivered once; 10 wrong codes at once: exactly 5 counted', async ({
    skip,
  }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const product = await createProduct(t.db, { stock: 20 });
    const right = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    const code = await outForDelivery(t, chemists[0]!, rider, right.order.id);
    const delivered = await Promise.all(
      Array.from({ length: 10 }, () => api(t, rider).post(`/api/delivery/orders/${right.order.id}/deliver`, { code })),
    );
    expect(codesOf(delivered)).toEqual([200, ...Array<string>(9).fill('ORDER_TRANSITION_NOT_ALLOWED')]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${right.order.id}`, cookies: right.customer.cookies }))
        .json()
        .statusHistory.filter((h: { status: string }) => h.status === 'delivered'),
    ).toHaveLength(1);

    const guessed = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    const realCode = await outForDelivery(t, chemists[0]!, rider, guessed.order.id);
    const wrong = realCode === '0000' ? '0001' : '0000';
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(t, rider).post(`/api/delivery/orders/${guessed.order.id}/deliver`, { code: wrong }),
      ),
    );
    expect(codesOf(guesses)).toEqual([
      ...Array<string>(6).fill('DELIVERY_CODE_LOCKED'),
      ...Array<string>(4).fill('DELIVERY_CODE_WRONG'),
    ]);
    expect(await orderRow(guessed.order.id)).toMatchObject({ status: 'shipped', deliveryCodeFailures: 5 });
  });
});
