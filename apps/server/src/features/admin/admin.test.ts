import { ROLES, type Role } from '@aushadh/shared/auth/roles.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder } from '../../test/checkout-helpers.ts';
import { createProduct, createSavedAddress, createSession, createUser } from '../../test/factories.ts';
import { startOfIndianDay } from './admin.service.ts';

/** Issue 17 items 1 and 2: the admin dashboard and the customers list and detail, called on the API directly. */

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await staff('admin')).cookies;
});
afterAll(() => t.close());

async function staff(role: Role | string) {
  const user = await createUser(t.db, { role });
  return { user, cookies: { aushadh_session: await createSession(t.db, user.id) } };
}

const get = (cookies: Record<string, string> | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'error-format': 'codes' }, ...(cookies ? { cookies } : {}) });

/** A customer with `orders` orders of one OTC product at ₹80 each. */
async function customerWithOrders(name: string, orders: number) {
  const customer = await newCustomer(t);
  await t.db.execute(
    // The registration helper picks a name; the list is searched and sorted by it.
    sql`update users set name = ${name} where id = ${customer.id}`,
  );
  const product = await createProduct(t.db, { stock: 100 });
  for (let i = 0; i < orders; i++) {
    await addToCart(t, customer.cookies, customer.id, product.id, 1);
    const res = await placeOrder(t, customer.cookies);
    expect(res.statusCode, res.body).toBe(201);
  }
  return customer;
}

describe('who may use the admin console', () => {
  it('signed out → 401; customers and every non-admin role → 403 on every route; subadmin allowed', async () => {
    const urls = ['/api/admin/dashboard', '/api/admin/customers', '/api/admin/customers/1'];
    for (const url of urls) expect((await get(undefined, url)).statusCode, url).toBe(401);
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'subadmin')) {
      const { cookies } = await staff(role);
      for (const url of urls) expect((await get(cookies, url)).statusCode, `${role} ${url}`).toBe(403);
    }
    const subadmin = (await staff('subadmin')).cookies;
    expect((await get(subadmin, '/api/admin/dashboard')).statusCode).toBe(200);
    expect((await get(subadmin, '/api/admin/customers')).statusCode).toBe(200);
  });
});

describe('the dashboard', () => {
  it("counts today's sales, sign-ups and low stock from the features that own them", async () => {
    const before = (await get(admin, '/api/admin/dashboard')).json();
    await customerWithOrders('Kavya Raghunathan', 2);
    await createProduct(t.db, { stock: 3 });
    const after = (await get(admin, '/api/admin/dashboard')).json();
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.today.revenuePaise).toBeGreaterThan(before.today.revenuePaise);
    expect(after.newSignUps.today).toBe(before.newSignUps.today + 1);
    expect(after.newSignUps.last7Days).toBeGreaterThanOrEqual(after.newSignUps.today);
    expect(after.lowStock.products).toBeGreaterThan(before.lowStock.products);
    expect(after.lowStock.below).toBe(20);
    expect(after.prescriptionsWaiting).toEqual(expect.any(Number));
    expect(after.pendingApprovals).toEqual({
      hospitals: expect.any(Number),
      pharmacies: expect.any(Number),
      doctors: expect.any(Number),
    });
  });

  it('today starts at midnight in India, not in UTC', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India: today began at 18:30 UTC.
    expect(startOfIndianDay(new Date('2026-03-01T20:00:00Z')).toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-02-28T18:30:00.000Z');
  });
});

describe('customers', () => {
  it('lists customers only, with order count, lifetime value and last order; sorts and pages on the server', async () => {
    const big = await customerWithOrders('Zubin Taraporevala', 3);
    const small = await customerWithOrders('Zubin Ahluwalia', 1);
    const none = await customerWithOrders('Zubin Chakraborty', 0);
    const staffer = await createUser(t.db, { role: 'chemist', name: 'Zubin Staff' });

    const byValue = (await get(admin, '/api/admin/customers?q=zubin&sort=value&dir=desc')).json();
    const ids = byValue.items.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(staffer.id);
    expect(ids.slice(0, 3)).toEqual([big.id, small.id, none.id]);
    expect(byValue.total).toBe(3);
    const first = byValue.items[0];
    expect(first).toMatchObject({ name: 'Zubin Taraporevala', orderCount: 3 });
    expect(first.lifetimeValuePaise).toBeGreaterThan(byValue.items[1].lifetimeValuePaise);
    expect(first.lastOrderAt).toEqual(expect.any(String));
    expect(byValue.items[2]).toMatchObject({ orderCount: 0, lifetimeValuePaise: 0, lastOrderAt: null });

    const ascending = (await get(admin, '/api/admin/customers?q=zubin&sort=orders&dir=asc')).json();
    expect(ascending.items.map((c: { id: number }) => c.id)).toEqual([none.id, small.id, big.id]);
    const byName = (await get(admin, '/api/admin/customers?q=zubin&sort=name&dir=asc')).json();
    expect(byName.items.map((c: { name: string }) => c.name)).toEqual([
      'Zubin Ahluwalia',
      'Zubin Chakraborty',
      'Zubin Taraporevala',
    ]);
    const lastOrder = (await get(admin, '/api/admin/customers?q=zubin&sort=last-order&dir=desc')).json();
    expect(lastOrder.items.at(-1).id).toBe(none.id);

    const page2 = (await get(admin, '/api/admin/customers?sort=joined&page=2')).json();
    expect(page2.page).toBe(2);
    expect(page2.pageSize).toBe(25);
  });

  it("a customer's detail: orders, saved addresses and the number of prescriptions", async () => {
    const customer = await customerWithOrders('Meenakshi Iyer', 2);
    await createSavedAddress(t.db, customer.id, { city: 'Chennai', pincode: '600020' });
    const res = await get(admin, `/api/admin/customers/${customer.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: customer.id, name: 'Meenakshi Iyer', orderCount: 2, prescriptionCount: 0 });
    expect(detail.orders).toHaveLength(2);
    expect(detail.addresses.some((a: { city: string }) => a.city === 'Chennai')).toBe(true);
  });

  it('a staff account or an unknown id is no customer: 404 with a code', async () => {
    const chemist = await staff('chemist');
    for (const id of [chemist.user.id, 2_000_000_000]) {
      const res = await get(admin, `/api/admin/customers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CUSTOMER_NOT_FOUND');
    }
  });

  it('bad input → 400 with a code, never a 5xx', async () => {
    for (const url of [
      '/api/admin/customers?sort=password',
      '/api/admin/customers?dir=sideways',
      '/api/admin/customers?page=0',
      '/api/admin/customers?page=abc',
      `/api/admin/customers?q=${encodeURIComponent('a\u0000b')}`,
      `/api/admin/customers?q=${'x'.repeat(500)}`,
      '/api/admin/customers/abc',
      '/api/admin/customers/-1',
      '/api/admin/customers/99999999999',
    ]) {
      const res = await get(admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toEqual(expect.any(String));
    }
    // LIKE's own characters are literal.
    expect((await get(admin, '/api/admin/customers?q=%25_%25')).json().items).toEqual([]);
  });
});
