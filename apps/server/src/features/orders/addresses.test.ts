import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addToCart,
  deliveryAddress,
  newCustomer,
  placeOrder,
  RACE_NEEDS_POSTGRES,
  upi,
} from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const FULL = `You can save up to ${CHECKOUT.maxSavedAddresses} addresses. Please remove one first.`;
const addressNo = (i: number) => ({ ...deliveryAddress, address: `${i + 1}, Lotus Apartments, MG Road` });
const addAddress = (cookies: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/addresses', cookies, payload: body });
const count = async (userId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId))
  )[0]!.n;
const defaultsOf = async (userId: number) =>
  t.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

describe('saved addresses: cap and single default', () => {
  it('the address book holds 20; the 21st is a 409 and saving one with an order does not stop the order', async () => {
    const customer = await newCustomer(t);
    for (let i = 0; i < CHECKOUT.maxSavedAddresses; i++)
      expect((await addAddress(customer.cookies, addressNo(i))).statusCode).toBe(201);
    const over = await addAddress(customer.cookies, addressNo(99));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'CONFLICT', message: FULL });
    const product = await createProduct(t.db, { stock: 5 });
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const placed = await placeOrder(t, customer.cookies, {
      address: addressNo(98),
      saveAddress: true,
      payment: upi,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().address.address).toBe(addressNo(98).address);
    expect(await count(customer.id)).toBe(CHECKOUT.maxSavedAddresses);
    expect(await defaultsOf(customer.id)).toHaveLength(1);
  });

  it('60 parallel adds store at most 20; the rest get a plain 409', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const customer = await newCustomer(t);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => addAddress(customer.cookies, { ...addressNo(i), isDefault: i % 3 === 0 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(CHECKOUT.maxSavedAddresses);
    expect(codes.filter((c) => c === 409)).toHaveLength(60 - CHECKOUT.maxSavedAddresses);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json()).toEqual({ code: 'CONFLICT', message: FULL });
    expect(await count(customer.id)).toBe(CHECKOUT.maxSavedAddresses);
    expect(await defaultsOf(customer.id)).toHaveLength(1);
  });

  it('30 parallel default changes on different addresses: no 5xx, exactly one default', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const customer = await newCustomer(t);
    const ids: number[] = [];
    for (let i = 0; i < CHECKOUT.maxSavedAddresses; i++)
      ids.push((await addAddress(customer.cookies, addressNo(i))).json().id);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/addresses/${ids[i % ids.length]}`,
          cookies: customer.cookies,
          payload: { ...addressNo(i % ids.length), isDefault: true },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([200]));
    const defaults = await defaultsOf(customer.id);
    expect(defaults).toHaveLength(1);
    const listed = await t.app.inject({ method: 'GET', url: '/api/addresses', cookies: customer.cookies });
    expect(listed.json().filter((a: { isDefault: boolean }) => a.isDefault)).toEqual([
      expect.objectContaining({ id: defaults[0]!.id }),
    ]);
  });
});
