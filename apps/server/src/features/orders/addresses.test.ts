import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder, RACE_NEEDS_POSTGRES, upi } from '../../test/checkout-helpers.ts';
import { createProduct, createSavedAddress, deliveryAddress } from '../../test/factories.ts';

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

describe('saved addresses: only places we deliver to (issue 11)', () => {
  const noida = {
    ...deliveryAddress,
    address: 'B-12, Sector 62',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201309',
  };

  it('refuses a pincode India Post does not know (999999 "Nowhere") with a field issue on pincode, and saves nothing', async () => {
    const customer = await newCustomer(t);
    const res = await addAddress(customer.cookies, {
      ...deliveryAddress,
      city: 'Nowhere',
      state: 'Nowhere',
      pincode: '999999',
      isDefault: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This pincode is not in India Post’s list. Please check it.',
      issues: [{ path: ['pincode'], message: 'This pincode is not in India Post’s list. Please check it.' }],
    });
    expect(await count(customer.id)).toBe(0);
  });

  it('refuses a known pincode we do not serve, and a city or state that is not the pincode’s', async () => {
    const customer = await newCustomer(t);
    const cases: [object, string, RegExp][] = [
      [{ pincode: '682555', city: 'Kavaratti', state: 'Lakshadweep' }, 'pincode', /don't deliver to this pincode/],
      [
        { ...noida, state: 'Tamil Nadu' },
        'state',
        /state does not match pincode 201309 \(Gautam Buddha Nagar, Uttar Pradesh\)/,
      ],
      [{ ...noida, city: 'Chennai' }, 'city', /city does not match pincode 201309/],
      [{ ...noida, city: 'Nowhere' }, 'city', /city does not match pincode 201309/],
    ];
    for (const [place, field, message] of cases) {
      const res = await addAddress(customer.cookies, { ...deliveryAddress, ...place });
      expect(res.statusCode, JSON.stringify(place)).toBe(400);
      expect(res.json().issues, JSON.stringify(place)).toEqual([
        { path: [field], message: expect.stringMatching(message) },
      ]);
    }
    // The same rule on a change and on an order with a new address (the field under `address`).
    const saved = (await addAddress(customer.cookies, noida)).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${saved.id}`,
      cookies: customer.cookies,
      payload: { ...noida, pincode: '999999' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().issues[0].path).toEqual(['pincode']);
    const product = await createProduct(t.db, { stock: 5 });
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const order = await placeOrder(t, customer.cookies, { address: { ...noida, pincode: '999999' }, payment: upi });
    expect(order.statusCode).toBe(400);
    expect(order.json().issues[0].path).toEqual(['address.pincode']);
    expect(await count(customer.id)).toBe(1);
  });

  it('accepts the city people write for a pincode: its town, district, renamed city or a state-city', async () => {
    const customer = await newCustomer(t);
    const places = [
      { pincode: '201309', city: 'Noida', state: 'Uttar Pradesh' },
      { pincode: '201309', city: 'Gautam Buddha Nagar', state: 'UP' },
      { pincode: '201310', city: 'Greater Noida', state: 'Uttar Pradesh' },
      { pincode: '110001', city: 'New Delhi', state: 'Delhi' },
      { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' },
      { pincode: '500001', city: 'Hyderabad', state: 'Telangana' },
      { pincode: '500001', city: 'Hyderabad', state: 'Andhra Pradesh' },
      { pincode: '400703', city: 'Navi Mumbai', state: 'Maharashtra' },
      { pincode: '122001', city: 'Gurugram', state: 'Haryana' },
      { pincode: '751001', city: 'Bhubaneswar', state: 'Orissa' },
    ];
    for (const place of places) {
      const res = await addAddress(customer.cookies, { ...deliveryAddress, ...place });
      expect(res.statusCode, `${JSON.stringify(place)} ${res.body}`).toBe(201);
      expect(res.json().deliveryProblem).toBeNull();
    }
  });

  it('an address saved before the check is listed greyed with its reason, and an order to it is refused, not a 5xx', async () => {
    const customer = await newCustomer(t);
    const nowhere = await createSavedAddress(t.db, customer.id, {
      city: 'Nowhere',
      state: 'Nowhere',
      pincode: '999999',
      isDefault: true,
    });
    const island = await createSavedAddress(t.db, customer.id, {
      city: 'Kavaratti',
      state: 'Lakshadweep',
      pincode: '682555',
    });
    const good = await createSavedAddress(t.db, customer.id);
    const listed = await t.app.inject({ method: 'GET', url: '/api/addresses', cookies: customer.cookies });
    expect(listed.statusCode).toBe(200);
    const problems = Object.fromEntries(
      listed.json().map((a: { id: number; deliveryProblem: string | null }) => [a.id, a.deliveryProblem]),
    );
    expect(problems).toEqual({ [nowhere.id]: 'unknown-pincode', [island.id]: 'not-served', [good.id]: null });
    const product = await createProduct(t.db, { stock: 5 });
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const order = await placeOrder(t, customer.cookies, { addressId: nowhere.id, payment: upi });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toMatch(/don't deliver to your area yet.*999999/);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/summary?pincode=999999',
      cookies: customer.cookies,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().delivery).toMatchObject({ available: false });
    // Fixing it is a normal change.
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${nowhere.id}`,
      cookies: customer.cookies,
      payload: { ...deliveryAddress },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ pincode: '560001', isDefault: true, deliveryProblem: null });
  });
});
