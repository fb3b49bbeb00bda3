import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events.ts';
import { newAccount } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The events of `type` whose payload names `userId`, oldest first. */
const eventsOf = (type: string, userId: number) =>
  t.db
    .select({ payload: events.payload })
    .from(events)
    .where(and(eq(events.type, type), sql`${events.payload}->>'userId' = ${String(userId)}`))
    .orderBy(events.id);

describe('domain events of orders and accounts', () => {
  it('announces a placed order once (a retried request with the same key adds none) and its cancellation', async () => {
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { stock: 5 });
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const placed = await placeOrder(t, customer.cookies, undefined, 'one-key-for-two-tries');
    expect(placed.statusCode).toBe(201);
    const again = await placeOrder(t, customer.cookies, undefined, 'one-key-for-two-tries');
    expect(again.json().id).toBe(placed.json().id);
    const orderId = placed.json().id as number;
    expect(await eventsOf('order.placed', customer.id)).toEqual([{ payload: { orderId, userId: customer.id } }]);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      cookies: customer.cookies,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await eventsOf('order.status-changed', customer.id)).toEqual([
      { payload: { orderId, userId: customer.id, from: 'processing', to: 'cancelled' } },
    ]);
  });

  it('announces a new account, and nothing for a refused registration', async () => {
    const account = newAccount();
    const created = await t.app.inject({ method: 'POST', url: '/api/register', payload: account });
    expect(created.statusCode).toBe(200);
    const userId = created.json().id as number;
    expect(await eventsOf('account.registered', userId)).toEqual([{ payload: { userId } }]);

    const before = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.type, 'account.registered'));
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/register', payload: account });
    expect(duplicate.statusCode).toBe(409);
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.type, 'account.registered'));
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
