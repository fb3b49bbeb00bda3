import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitOfWork } from '../../lib/unit-of-work.ts';
import { openTestDatabase } from '../../test/build-test-app.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { addDays, monthOf, wholeMonths } from './analytics-days.ts';
import { createAnalyticsRepository, type OrderFact } from './analytics.repository.ts';

// The bounded top-k of decisions 0022 and 0025 against a plain sum, on skewed sales (decided by the first read),
// on flatter ones (decided by the deeper read) and on flat ones (every product added up). Each shape lives in a
// year of its own, far from any other test's orders.

let database: TestDatabase;
let repository: ReturnType<typeof createAnalyticsRepository>;
let uow: ReturnType<typeof createUnitOfWork>;
beforeAll(async () => {
  database = await openTestDatabase();
  uow = createUnitOfWork(database.handle.db);
  repository = createAnalyticsRepository(uow);
});
afterAll(async () => database.drop());

/** A deterministic generator (mulberry32): the same orders on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Sales = Map<string, Map<number, { units: number; revenuePaise: number }>>;

let nextOrderId = 900_000_000;
/** `days` days of orders from `first`, each line a product drawn by `pick`; returns what was sold per day. */
async function sell(first: string, days: number, ordersPerDay: number, pick: (r: () => number) => number) {
  const r = random(days * 31 + ordersPerDay);
  const sales: Sales = new Map();
  for (let d = 0; d < days; d += 1) {
    const day = addDays(first, d);
    const ofDay = new Map<number, { units: number; revenuePaise: number }>();
    sales.set(day, ofDay);
    for (let o = 0; o < ordersPerDay; o += 1) {
      const products = new Map<number, { units: number; revenuePaise: number }>();
      for (let line = 0; line < 3; line += 1) {
        const productId = pick(r);
        const units = 1 + Math.floor(r() * 3);
        const revenuePaise = units * (1_000 + ((productId * 7919) % 9_000));
        const seen = products.get(productId) ?? { units: 0, revenuePaise: 0 };
        products.set(productId, { units: seen.units + units, revenuePaise: seen.revenuePaise + revenuePaise });
      }
      const fact: OrderFact = {
        orderId: (nextOrderId += 1),
        userId: 1,
        day,
        month: monthOf(day),
        placedAt: new Date(`${day}T06:00:00Z`),
        totalPaise: [...products.values()].reduce((sum, p) => sum + p.revenuePaise, 0),
        prescription: false,
        city: 'Pune',
        products: [...products].map(([productId, p]) => ({ productId, name: `Product ${productId}`, ...p })),
        categories: [],
      };
      await uow.transaction(() => repository.addOrder(fact));
      for (const [productId, p] of products) {
        const seen = ofDay.get(productId) ?? { units: 0, revenuePaise: 0 };
        ofDay.set(productId, { units: seen.units + p.units, revenuePaise: seen.revenuePaise + p.revenuePaise });
      }
    }
  }
  return sales;
}

/** The answer by adding up every product of every day of the range. */
function plainTop(sales: Sales, from: string, to: string, limit: number) {
  const totals = new Map<number, { units: number; revenuePaise: number }>();
  for (const [day, products] of sales) {
    if (day < from || day > to) continue;
    for (const [productId, p] of products) {
      const seen = totals.get(productId) ?? { units: 0, revenuePaise: 0 };
      totals.set(productId, { units: seen.units + p.units, revenuePaise: seen.revenuePaise + p.revenuePaise });
    }
  }
  return [...totals]
    .map(([productId, p]) => ({ productId, name: `Product ${productId}`, ...p }))
    .sort((a, b) => b.revenuePaise - a.revenuePaise || a.productId - b.productId)
    .slice(0, limit);
}

/** Ranges inside `days` days from `first`: a few days, across a month's end, and over whole months. */
function rangesOf(first: string, days: number): [string, string][] {
  return [
    [first, addDays(first, 4)],
    [addDays(first, 20), addDays(first, 45)],
    [addDays(first, 3), addDays(first, days - 2)],
    [first, addDays(first, days - 1)],
  ];
}

describe('top products of a range', () => {
  it.each([
    // [shape, first day, days, orders a day, product drawn]
    [
      'skewed sales (a few products sell most)',
      '2019-01-20',
      40,
      8,
      (r: () => number) => 1 + Math.floor(400 * r() ** 3),
    ],
    ['flatter sales', '2018-01-20', 40, 6, (r: () => number) => 1 + Math.floor(40 * r() ** 1.3)],
    // Nearly every sale a different product: no bound can decide, every product is added up.
    ['flat sales (every product alike)', '2017-01-20', 40, 14, (r: () => number) => 1 + Math.floor(5000 * r())],
  ])('%s: the same answer as adding up every product', async (_shape, first, days, perDay, pick) => {
    const sales = await sell(first, days, perDay, pick);
    for (const limit of [3, 10]) {
      for (const [from, to] of rangesOf(first, days)) {
        const top = await repository.topProducts(from, to, wholeMonths(from, to), limit);
        expect(top, `${from} … ${to}, top ${limit}`).toEqual(plainTop(sales, from, to, limit));
      }
    }
  });

  it('an empty range has no best sellers', async () => {
    expect(
      await repository.topProducts('2016-03-01', '2016-05-31', wholeMonths('2016-03-01', '2016-05-31'), 10),
    ).toEqual([]);
  });
});
