import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakePrescriptions } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { api, orderOf, staffMember, type Person } from '../../test/order-life-helpers.ts';

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await buildTestApp({}, { prescriptions: fakePrescriptions() });
  admin = await staffMember(t, 'admin', 'Meera Iyer');
});
afterAll(async () => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const board = async () =>
  (await api(t, admin).get(`/api/admin/analytics?from=${today()}&to=${today()}`)).json() as {
    totals: { orders: number; revenuePaise: number; cancelledOrders: number; cancelledRevenuePaise: number };
    topProducts: { productId: number; units: number; revenuePaise: number }[];
    categories: unknown[];
    cities: unknown[];
  };
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as { rows: T[] };

describe('the backfill of orders placed before the read model', () => {
  it('counts each old order once, resumes where it stopped, and changes nothing when run again', async () => {
    const dolo = await createProduct(t.db, { name: 'Dolo 650 Tablet', pricePaise: 3_200, mrpPaise: 3_400 });
    const becosules = await createProduct(t.db, { name: 'Becosules Capsule', pricePaise: 4_500, mrpPaise: 5_000 });
    const placed = [
      await orderOf(t, [{ productId: dolo.id, quantity: 2 }]),
      await orderOf(t, [
        { productId: dolo.id, quantity: 1 },
        { productId: becosules.id, quantity: 3 },
      ]),
      await orderOf(t, [{ productId: becosules.id, quantity: 1 }]),
    ];
    const cancelled = placed[1]!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.order.id}/cancel`,
      cookies: cancelled.customer.cookies,
      payload: {},
    });
    expect(cancel.statusCode).toBeLessThan(300);
    await t.app.events.dispatch();
    const live = await board();
    expect(live.totals.orders).toBe(3);

    // The read model as it was before it existed: empty, while the orders are there.
    await t.db.execute(
      sql`truncate analytics_orders, analytics_daily, analytics_product_sales, analytics_category_sales, analytics_city_sales, analytics_customer_categories, analytics_backfill`,
    );
    expect((await board()).totals.orders).toBe(0);

    // Two batches of one order, then a stop (a restart, say): two orders counted, the cursor after the second.
    expect(await t.app.analytics.backfillOrders({ batchSize: 1, maxBatches: 2 })).toBe(2);
    expect((await board()).totals.orders).toBe(2);
    const [cursor] = (
      await rows<{ after_order_id: number; finished_at: Date | null }>(sql`select * from analytics_backfill`)
    ).rows;
    expect(cursor).toMatchObject({ after_order_id: placed[1]!.order.id, finished_at: null });

    // The rest, then the end: equal to what the events had counted, the cancellation included.
    expect(await t.app.analytics.backfillOrders({ batchSize: 1 })).toBe(1);
    const filled = await board();
    expect(filled).toEqual(live);
    expect(filled.totals.cancelledOrders).toBe(1);
    expect(filled.totals.cancelledRevenuePaise).toBe(cancelled.order.totals.totalPaise);
    const [done] = (await rows<{ finished_at: Date | null }>(sql`select finished_at from analytics_backfill`)).rows;
    expect(done!.finished_at).not.toBeNull();

    // Finished: a run does nothing.
    expect(await t.app.analytics.backfillOrders()).toBe(0);
    expect(await board()).toEqual(live);

    // From the start again (a cursor lost): every order is already counted, nothing is counted twice.
    await t.db.execute(sql`update analytics_backfill set after_order_id = 0, finished_at = null`);
    expect(await t.app.analytics.backfillOrders()).toBe(1);
    expect(await board()).toEqual(live);

    // A late `order.placed` of a backfilled order (its event still in the outbox) counts nothing either.
    await t.app.analytics.count.orderPlaced({ orderId: placed[0]!.order.id, userId: placed[0]!.customer.id });
    await t.app.analytics.count.orderStatusChanged({ orderId: cancelled.order.id, to: 'cancelled' });
    expect(await board()).toEqual(live);
  });
});
