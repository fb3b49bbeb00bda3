import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakePrescriptions, newCustomer } from '../../test/checkout-helpers.ts';
import { createProduct, deliveryAddress } from '../../test/factories.ts';
import { api, orderOf, staffMember, type Person } from '../../test/order-life-helpers.ts';
import { addDays, wholeMonths } from './analytics-days.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { cityKey, orderFact } from './use-cases/count-events.ts';

let t: TestApp;
let admin: Person;
const prescriptions = fakePrescriptions();
beforeAll(async () => {
  t = await buildTestApp({}, { prescriptions });
  admin = await staffMember(t, 'admin', 'Meera Iyer');
});
afterAll(async () => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('who may read the dashboards', () => {
  it('admin and subadmin read them; customers, every other staff role and strangers are refused', async () => {
    const range = `from=${addDays(today(), -6)}&to=${today()}`;
    const subadmin = await staffMember(t, 'subadmin');
    for (const who of [admin, subadmin]) {
      expect((await api(t, who).get(`/api/admin/analytics?${range}`)).statusCode).toBe(200);
      expect((await api(t, who).get(`/api/admin/analytics/export?${range}`)).statusCode).toBe(200);
    }
    const customer = await newCustomer(t);
    const others: Person[] = [customer];
    for (const role of ['pharmacy', 'chemist', 'doctor', 'laboratory', 'hospital', 'delivery'] as const) {
      others.push(await staffMember(t, role));
    }
    for (const who of others) {
      expect((await api(t, who).get(`/api/admin/analytics?${range}`)).statusCode).toBe(403);
      expect((await api(t, who).get(`/api/admin/analytics/export?${range}`)).statusCode).toBe(403);
    }
    expect((await api(t, null).get(`/api/admin/analytics?${range}`)).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['from after to', 'from=2026-03-10&to=2026-03-01', 'ANALYTICS_RANGE_INVALID'],
    ['a range over a year', 'from=2025-01-01&to=2026-03-01', 'ANALYTICS_RANGE_INVALID'],
    ['not a date', 'from=yesterday&to=2026-03-01', 'DATE_INVALID'],
    ['an impossible date', 'from=2026-02-31&to=2026-03-01', 'DATE_INVALID'],
    ['control characters', 'from=2026-03-01%00&to=2026-03-02', 'DATE_INVALID'],
    ['a huge value', `from=${'9'.repeat(5000)}&to=2026-03-02`, 'DATE_INVALID'],
    ['missing ends', '', null],
    ['an unknown report', 'from=2026-03-01&to=2026-03-02&report=everything', null],
  ])('%s → 400 with a code', async (_name, query, code) => {
    const url = query.includes('report') ? `/api/admin/analytics/export?${query}` : `/api/admin/analytics?${query}`;
    const res = await api(t, admin).get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeTruthy();
    if (code) expect(JSON.stringify(res.json())).toContain(code);
  });

  it('a beacon of the wrong shape is a 400, never counted', async () => {
    for (const payload of [{ step: 'purchase' }, { step: 1 }, {}, { step: 'visit\u0000' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/funnel', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the read model', () => {
  it('equals a direct count of the orders, by India day, product, category and city; a redelivery counts nothing twice', async () => {
    const crocin = await createProduct(t.db, {
      name: 'Crocin Advance 500mg Tablet',
      pricePaise: 3_000,
      mrpPaise: 3_300,
      categoryId: 3,
    });
    const shelcal = await createProduct(t.db, {
      name: 'Shelcal 500 Tablet',
      pricePaise: 11_500,
      mrpPaise: 12_800,
      categoryId: 2,
    });
    const azithral = await createProduct(t.db, {
      name: 'Azithral 500 Tablet',
      pricePaise: 11_950,
      mrpPaise: 13_280,
      categoryId: 3,
      prescriptionRequired: true,
    });
    const placed = [
      await orderOf(t, [
        { productId: crocin.id, quantity: 2 },
        { productId: shelcal.id, quantity: 1 },
      ]),
      await orderOf(t, [{ productId: crocin.id, quantity: 5 }]),
      await orderOf(t, [
        { productId: azithral.id, quantity: 1 },
        { productId: shelcal.id, quantity: 3 },
      ]),
      await orderOf(t, [{ productId: shelcal.id, quantity: 2 }]),
    ];
    const ids = placed.map((p) => p.order.id);
    await t.app.events.dispatch();

    const from = addDays(today(), -6);
    const to = today();
    const board = (await api(t, admin).get(`/api/admin/analytics?from=${from}&to=${to}`)).json();

    const direct = await t.db.execute(sql`
      select to_char(placed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, count(*)::int as orders,
             sum(total_paise)::int as revenue,
             count(*) filter (where exists (select 1 from order_items i where i.order_id = o.id and i.prescription_required))::int as rx
      from orders o where o.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) group by 1 order by 1`);
    const directRows = (direct as unknown as { rows: { day: string; orders: number; revenue: number; rx: number }[] })
      .rows;
    expect(directRows.length).toBeGreaterThan(0);
    for (const row of directRows) {
      const day = board.days.find((d: { day: string }) => d.day === row.day);
      expect(day).toMatchObject({ orders: row.orders, revenuePaise: row.revenue, prescriptionOrders: row.rx });
    }
    const revenue = placed.reduce((sum, p) => sum + p.order.totals.totalPaise, 0);
    expect(board.totals).toMatchObject({ orders: 4, revenuePaise: revenue, prescriptionOrders: 1, otcOrders: 3 });
    expect(board.totals.averageOrderValuePaise).toBe(Math.round(revenue / 4));

    const units = (id: number) => board.topProducts.find((p: { productId: number }) => p.productId === id)?.units;
    expect([units(crocin.id), units(shelcal.id), units(azithral.id)]).toEqual([7, 6, 1]);
    const category = (id: number) => board.categories.find((c: { categoryId: number }) => c.categoryId === id);
    expect(category(2)).toMatchObject({ orders: 3, units: 6, revenuePaise: 6 * 11_500 });
    expect(category(3)).toMatchObject({ orders: 3, units: 8 });
    expect(board.cities.find((c: { city: string }) => c.city === cityKey(deliveryAddress.city))?.orders).toBe(4);

    // At-least-once delivery: the same events again change nothing.
    for (const p of placed) await t.app.analytics.count.orderPlaced({ orderId: p.order.id, userId: p.customer.id });
    const again = (await api(t, admin).get(`/api/admin/analytics?from=${from}&to=${to}`)).json();
    expect(again.totals).toEqual(board.totals);
    expect(again.topProducts).toEqual(board.topProducts);

    // A cancellation counts on the order's own day, once.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${ids[2]}/cancel`,
      cookies: placed[2]!.customer.cookies,
      payload: {},
    });
    expect(cancel.statusCode).toBeLessThan(300);
    await t.app.events.dispatch();
    await t.app.analytics.count.orderStatusChanged({ orderId: ids[2]!, to: 'cancelled' });
    const after = (await api(t, admin).get(`/api/admin/analytics?from=${from}&to=${to}`)).json();
    expect(after.totals.cancelledOrders).toBe(1);
    expect(after.totals.cancelledRevenuePaise).toBe(placed[2]!.order.totals.totalPaise);

    // The CSV says the same, in rupees.
    const csv = await api(t, admin).get(`/api/admin/analytics/export?from=${from}&to=${to}&report=products`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(`${crocin.id},Crocin Advance 500mg Tablet,7,210.00`);
  });

  it('counts visits and carts from beacons, and consultations and lab bookings once per event', async () => {
    const before = (await api(t, admin).get(`/api/admin/analytics?from=${today()}&to=${today()}`)).json().totals;
    for (const step of ['visit', 'visit', 'visit', 'cart']) {
      expect((await t.app.inject({ method: 'POST', url: '/api/analytics/funnel', payload: { step } })).statusCode).toBe(
        204,
      );
    }
    await t.app.analytics.flushFunnel();
    await t.app.analytics.count.countOnce(987_654, new Date(), 'consultations');
    await t.app.analytics.count.countOnce(987_654, new Date(), 'consultations');
    await t.app.analytics.count.countOnce(987_655, new Date(), 'labBookings');
    const totals = (await api(t, admin).get(`/api/admin/analytics?from=${today()}&to=${today()}`)).json().totals;
    expect(totals.visits - before.visits).toBe(3);
    expect(totals.carts - before.carts).toBe(1);
    expect(totals.consultations - before.consultations).toBe(1);
    expect(totals.labBookings - before.labBookings).toBe(1);
  });
});

describe('helpers', () => {
  it('finds the whole months of a range', () => {
    expect(wholeMonths('2026-01-15', '2026-04-30')).toEqual({ from: '2026-02-01', until: '2026-05-01' });
    expect(wholeMonths('2026-01-01', '2026-01-31')).toEqual({ from: '2026-01-01', until: '2026-02-01' });
    expect(wholeMonths('2026-01-02', '2026-01-31')).toBeNull();
    expect(wholeMonths('2025-12-20', '2026-01-10')).toBeNull();
  });
  it('counts an order on its India day: 18:40 UTC is 00:10 IST the next day', () => {
    const order = {
      id: 1,
      placedAt: '2026-03-09T18:40:00.000Z',
      items: [
        { productId: 7, name: 'Dolo 650 Tablet', quantity: 2, lineTotalPaise: 6_000, prescriptionRequired: false },
      ],
      totals: { totalPaise: 6_000 },
      address: { city: 'pune' },
    } as unknown as OrderDetail;
    expect(orderFact(order, 5, () => 3)).toMatchObject({
      day: '2026-03-10',
      month: '2026-03-01',
      city: 'Pune',
      prescription: false,
    });
  });

  it('names a city one way however it was typed', () => {
    expect(cityKey('  new   DELHI ')).toBe('New Delhi');
    expect(cityKey('')).toBe('Unknown');
  });
});
