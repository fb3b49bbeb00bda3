import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalTerms } from '../../db/schema/cart.ts';
import { EQUIPMENT } from '../../db/seed/seed-equipment.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, RACE_NEEDS_POSTGRES } from '../../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../../test/factories.ts';

// Issue 15 item 4 (decision 0026): equipment rented through the normal cart and checkout.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;
const call = (who: Customer | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rent = (who: Customer, productId: number, quantity: number, rentalPeriods: unknown) =>
  call(who, 'POST', '/api/cart', { userId: who.id, productId, quantity, rentalPeriods });
const cod = { address: deliveryAddress, payment: { method: 'cod' } };
const upi = { address: deliveryAddress, payment: { method: 'upi', upiId: 'asha@okaxis' } };

const CONCENTRATOR = EQUIPMENT.find((e) => e.id === 90_001)!;
const WHEELCHAIR = EQUIPMENT.find((e) => e.id === 90_003)!;
const unitsOf = async (productId: number) =>
  (await t.db.select().from(rentalTerms).where(eq(rentalTerms.productId, productId)))[0]!.unitsAvailable;

describe('renting equipment', () => {
  it('lists the equipment with its rental terms and its price to buy', async () => {
    const res = await call(null, 'GET', '/api/medical-equipment');
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { productId: number }) => i.productId === CONCENTRATOR.id);
    expect(item.name).toBe(CONCENTRATOR.name);
    expect(item.pricePaise).toBe(CONCENTRATOR.pricePaise);
    expect(item.rental).toEqual({
      periodUnit: 'month',
      minPeriods: 1,
      maxPeriods: 6,
      rentPaise: CONCENTRATOR.rental.rentPaise,
      depositPaise: CONCENTRATOR.rental.depositPaise,
      available: true,
    });
  });

  it('prices rent × periods plus a refundable deposit without GST, from the server’s terms', async () => {
    const c = await newCustomer(t);
    // Price fields a client sends are ignored
    const res = await call(c, 'POST', '/api/cart', {
      userId: c.id,
      productId: CONCENTRATOR.id,
      quantity: 1,
      rentalPeriods: 2,
      price: 1,
      depositPaise: 0,
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    const line = cart.items[0];
    const rentPaise = CONCENTRATOR.rental.rentPaise;
    const deposit = CONCENTRATOR.rental.depositPaise;
    expect(line.discountedPrice).toBe(rentPaise);
    expect(line.lineTotalPaise).toBe(rentPaise * 2);
    expect(line.rental).toMatchObject({
      periods: 2,
      periodUnit: 'month',
      depositPaise: deposit,
      lineDepositPaise: deposit,
    });
    expect(cart.totals.depositPaise).toBe(deposit);
    expect(cart.totals.itemsTotalPaise).toBe(rentPaise * 2);
    expect(cart.totals.deliveryFeePaise).toBe(0);
    expect(cart.totals.totalPaise).toBe(rentPaise * 2 + deposit);

    // A second unit for the same period raises the line; another period replaces it
    const two = (await rent(c, CONCENTRATOR.id, 1, 2)).json();
    expect(two.items[0].quantity).toBe(2);
    expect(two.totals.depositPaise).toBe(deposit * 2);
    const three = (await rent(c, CONCENTRATOR.id, 1, 3)).json();
    expect(three.items[0]).toMatchObject({ quantity: 1, rental: { periods: 3 } });
    // Buying the same product instead turns the line into a purchase
    const bought = (
      await call(c, 'POST', '/api/cart', { userId: c.id, productId: CONCENTRATOR.id, quantity: 1 })
    ).json();
    expect(bought.items[0]).toMatchObject({ quantity: 1, rental: null, discountedPrice: CONCENTRATOR.pricePaise });
    expect(bought.totals.depositPaise).toBe(0);
  });

  it('refuses periods outside the terms, items not for rent, more units than are free, and garbage', async () => {
    const c = await newCustomer(t);
    for (const periods of [0, 7, 53, 1.5, -1, '2', null, 'x'.repeat(10_000)]) {
      const res = await rent(c, CONCENTRATOR.id, 1, periods);
      expect(res.statusCode, String(periods).slice(0, 10)).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
    expect((await rent(c, CONCENTRATOR.id, 1, 7)).json().code).toBe('RENTAL_PERIOD_INVALID');
    const tablet = await createProduct(t.db, { name: 'Not For Rent 500 Tablet' });
    const notOffered = await rent(c, tablet.id, 1, 1);
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json().code).toBe('RENTAL_NOT_OFFERED');
    const tooMany = await rent(c, WHEELCHAIR.id, (await unitsOf(WHEELCHAIR.id)) + 1, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('RENTAL_UNITS_UNAVAILABLE');
    expect((await rent(c, 999_999, 1, 1)).statusCode).toBe(404);
    // Nothing of it reached the cart
    expect((await call(c, 'GET', `/api/cart/${c.id}`)).json().items).toEqual([]);
  });

  it('places the rental, keeps rent, periods and deposit on the order, takes and gives back units', async () => {
    const c = await newCustomer(t);
    const before = await unitsOf(CONCENTRATOR.id);
    await rent(c, CONCENTRATOR.id, 1, 2);
    // The deposit counts towards the cash-on-delivery limit like any amount the rider would collect
    const cash = await call(c, 'POST', '/api/orders', cod, randomUUID());
    expect(cash.statusCode).toBe(400);
    expect(cash.json().code).toBe('COD_LIMIT_EXCEEDED');
    const placed = await call(c, 'POST', '/api/orders', upi, randomUUID());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const rent2 = CONCENTRATOR.rental.rentPaise * 2;
    expect(order.items[0]).toMatchObject({
      productId: CONCENTRATOR.id,
      discountedPrice: CONCENTRATOR.rental.rentPaise,
      lineTotalPaise: rent2,
      rental: { periods: 2, periodUnit: 'month', depositPaise: CONCENTRATOR.rental.depositPaise },
    });
    expect(order.totals.depositPaise).toBe(CONCENTRATOR.rental.depositPaise);
    expect(order.totals.totalPaise).toBe(rent2 + CONCENTRATOR.rental.depositPaise);
    expect(await unitsOf(CONCENTRATOR.id)).toBe(before - 1);

    const cancelled = await call(c, 'POST', `/api/orders/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await unitsOf(CONCENTRATOR.id)).toBe(before);
  });

  it('never rents out more units than the fleet has under parallel checkouts (PostgreSQL)', async ({ skip }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const product = WHEELCHAIR.id;
    await t.db.update(rentalTerms).set({ unitsAvailable: 2 }).where(eq(rentalTerms.productId, product));
    const customers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(t)));
    for (const c of customers) expect((await rent(c, product, 1, 1)).statusCode).toBe(200);
    const results = await Promise.all(customers.map((c) => call(c, 'POST', '/api/orders', upi, randomUUID())));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.statusCode).toBeLessThan(500);
    expect(await unitsOf(product)).toBe(0);
  });
});
