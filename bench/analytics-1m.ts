/**
 * The admin dashboards on 1,000,000 orders (issue 17 item 6, decision 0022). On PostgreSQL, in a database of
 * its own (created, migrated, dropped at the end): generates a year of 1M orders with 2–4 lines each over
 * 25,000 products (skewed, as real sales are: a few hundred products sell most), 200,000 customers and 40
 * cities; builds the read model the event subscribers keep (analytics_* tables) with set-based SQL from the
 * same orders; checks it against a direct count; then times every dashboard query on random ranges of 7, 30,
 * 90 and 365 days (not aligned to months), and the subscriber's write of one more order on the full tables.
 * Run: node bench/analytics-1m.ts   (env: BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test;
 * BENCH_ORDERS, default 1000000; BENCH_SAMPLES per range kind, default 50; BENCH_DB=<name> keeps the generated
 * database under that name and reuses it on the next run — generating costs minutes, timing seconds)
 */
import pg from 'pg';
import { type DatabaseHandle, openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import {
  createAnalyticsRepository,
  type OrderFact,
} from '../apps/server/src/features/analytics/analytics.repository.ts';
import { addDays, indiaDay, monthOf, wholeMonths } from '../apps/server/src/features/analytics/analytics-days.ts';
import { createDashboard } from '../apps/server/src/features/analytics/use-cases/dashboard.ts';
import { createUnitOfWork } from '../apps/server/src/lib/unit-of-work.ts';
import { machineDescription } from './lib/latency.ts';

const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const KEPT_DB = process.env.BENCH_DB;
const DB_NAME = KEPT_DB ?? `aushadh_bench_analytics_${process.pid}`;
const benchUrl = baseUrl.replace(/\/[^/]*$/, `/${DB_NAME}`);

const CITIES = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Surat',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Thane',
  'Bhopal',
  'Visakhapatnam',
  'Patna',
  'Vadodara',
  'Ghaziabad',
  'Ludhiana',
  'Agra',
  'Nashik',
  'Faridabad',
  'Meerut',
  'Rajkot',
  'Varanasi',
  'Srinagar',
  'Aurangabad',
  'Dhanbad',
  'Amritsar',
  'Noida',
  'Ranchi',
  'Howrah',
  'Coimbatore',
  'Jabalpur',
  'Gwalior',
  'Vijayawada',
  'Jodhpur',
  'Madurai',
];
const BRANDS = [
  'Dolo 650 Tablet',
  'Crocin Advance Tablet',
  'Pan 40 Tablet',
  'Azithral 500 Tablet',
  'Augmentin 625 Duo Tablet',
  'Telma 40 Tablet',
  'Glycomet 500 SR Tablet',
  'Shelcal 500 Tablet',
  'Thyronorm 50mcg Tablet',
  'Allegra 120mg Tablet',
  'Montair LC Tablet',
  'Ecosprin 75 Tablet',
  'Atorva 10 Tablet',
  'Rantac 150 Tablet',
  'Becosules Capsule',
];

async function adminQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
const admin = (sql: string) => adminQuery(sql);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  if (KEPT_DB) {
    const exists = await adminQuery(`select 1 from pg_database where datname = $1`, [KEPT_DB]);
    if (exists.rowCount === 0) await admin(`create database ${KEPT_DB}`);
  } else {
    await admin(`create database ${DB_NAME}`);
  }
  const handle = await openDatabase({ driver: 'postgres', url: benchUrl, poolSize: 8 });
  const pool = new pg.Pool({ connectionString: benchUrl, max: 2 });
  try {
    await runMigrations(handle);
    const run = (sql: string) => pool.query(sql);
    const generated = (await run(`select to_regclass('bench_order_totals') is not null as done`)).rows[0].done;
    if (!generated) await generate(run);
    await run(`vacuum analyze`);
    await measure(handle, run);
  } finally {
    await pool.end();
    await handle.close();
    if (!KEPT_DB) await admin(`drop database if exists ${DB_NAME}`);
  }
}

type Run = (sql: string) => Promise<pg.QueryResult>;
const day = `(o.placed_at at time zone 'Asia/Kolkata')::date`;
const lineDay = `(l.placed_at at time zone 'Asia/Kolkata')::date`;

/** The orders, and the read model built from them with set-based SQL (what the subscribers would have written). */
async function generate(run: Run) {
  let started = Date.now();
  console.log(`generating ${ORDERS.toLocaleString('en-IN')} orders …`);
  await run(`set jit = off`);
  await run(`create unlogged table bench_orders as
      select g as order_id, 1 + (random() * 199999)::int as user_id,
             now() - random() * interval '365 days' as placed_at,
             (array[${CITIES.map((c) => `'${c}'`).join(',')}])[1 + floor(power(random(), 1.6) * ${CITIES.length})::int] as city
      from generate_series(1, ${ORDERS}) g`);
  // 2–4 lines an order; product ids skewed (random³): the head of the catalogue sells most, as in a real pharmacy.
  await run(`create unlogged table bench_lines as
      select order_id, placed_at, product_id, sum(units)::int as units
      from (select o.order_id, o.placed_at, 1 + floor(25000 * power(random(), 3))::int as product_id,
                   1 + floor(random() * 3)::int as units
            from bench_orders o, lateral generate_series(1, 2 + (o.order_id % 3)) l) x
      group by order_id, placed_at, product_id`);
  await run(`create unlogged table bench_products as
      select p as product_id, (array[${BRANDS.map((b) => `'${b}'`).join(',')}])[1 + p % ${BRANDS.length}] || ' #' || p as name,
             2000 + (p * 7919) % 60000 as price_paise, p % 3 = 0 as rx, 1 + p % 12 as category_id
      from generate_series(1, 25000) p`);
  await run(`create unlogged table bench_order_totals_pending as
      select l.order_id, sum(l.units * p.price_paise)::bigint as items, bool_or(p.rx) as rx
      from bench_lines l join bench_products p using (product_id) group by l.order_id`);
  console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  started = Date.now();
  await run(`insert into analytics_orders (order_id, user_id, day, placed_at, total_paise, prescription, city)
      select o.order_id, o.user_id, ${day}, o.placed_at, t.items + case when t.items < 50000 then 4900 else 0 end, t.rx, o.city
      from bench_orders o join bench_order_totals_pending t using (order_id)`);
  await run(`insert into analytics_daily (day, orders, revenue_paise, prescription_orders)
      select day, count(*), sum(total_paise), count(*) filter (where prescription) from analytics_orders group by day`);
  for (const [period, start] of [
    ['day', lineDay],
    ['month', `date_trunc('month', ${lineDay})::date`],
  ] as const) {
    await run(`insert into analytics_product_sales (period, start, product_id, name, units, revenue_paise)
        select '${period}', ${start}, l.product_id, max(p.name), sum(l.units), sum(l.units * p.price_paise)
        from bench_lines l join bench_products p using (product_id) group by 2, 3`);
  }
  await run(`insert into analytics_category_sales (day, category_id, orders, units, revenue_paise)
      select ${lineDay}, p.category_id, count(distinct l.order_id), sum(l.units), sum(l.units * p.price_paise)
      from bench_lines l join bench_products p using (product_id) group by 1, 2`);
  await run(`insert into analytics_city_sales (day, city, orders, revenue_paise)
      select day, city, count(*), sum(total_paise) from analytics_orders group by 1, 2`);
  await run(`insert into analytics_customer_categories (category_id, user_id, last_ordered_at)
      select p.category_id, o.user_id, max(o.placed_at)
      from bench_lines l join bench_orders o using (order_id) join bench_products p using (product_id) group by 1, 2`);
  await run(`vacuum analyze`);
  // The bench tables stay (kept databases reuse them); the read model is complete once the totals exist.
  await run(`alter table bench_order_totals_pending rename to bench_order_totals`);
  const sizes = await run(
    `select relname, n_live_tup from pg_stat_user_tables where relname like 'analytics_%' order by relname`,
  );
  console.log(`  read model built in ${((Date.now() - started) / 1000).toFixed(0)} s:`);
  for (const row of sizes.rows)
    console.log(`    ${row.relname}: ${Number(row.n_live_tup).toLocaleString('en-IN')} rows`);
}

/** The read model against a direct count, then every dashboard query timed, then the subscriber's write. */
async function measure(handle: DatabaseHandle, run: Run) {
  const uow = createUnitOfWork(handle.db);
  const repository = createAnalyticsRepository(uow);
  const dashboard = createDashboard({
    repository,
    catalog: { listCategories: async () => [], purchaseFacts: async () => new Map() },
  });

  // The read model against a direct count of the generated orders, on one 90-day range.
  const today = indiaDay(new Date());
  const check = { from: addDays(today, -120), to: addDays(today, -31) };
  const board = await dashboard.dashboard(check);
  const direct =
    await run(`select count(*)::int as orders, sum(t.items + case when t.items < 50000 then 4900 else 0 end)::bigint as revenue
      from bench_orders o join bench_order_totals t using (order_id)
      where ${day} between '${check.from}' and '${check.to}'`);
  const directTop = await run(`select l.product_id, sum(l.units * p.price_paise)::bigint as revenue
      from bench_lines l join bench_products p using (product_id)
      where ${lineDay} between '${check.from}' and '${check.to}' group by 1 order by 2 desc, 1 limit 10`);
  const same =
    board.totals.orders === direct.rows[0].orders &&
    board.totals.revenuePaise === Number(direct.rows[0].revenue) &&
    board.topProducts.every(
      (p, i) => p.productId === directTop.rows[i].product_id && p.revenuePaise === Number(directTop.rows[i].revenue),
    );
  console.log(
    `read model = direct count (${check.from} … ${check.to}: ${board.totals.orders.toLocaleString('en-IN')} orders): ${same}`,
  );
  if (!same) throw new Error('the read model disagrees with the direct count');

  // Every dashboard query, on random ranges of each length (ends anywhere, rarely on a month boundary).
  const timings: Record<string, number[]> = {
    days: [],
    topProducts: [],
    categories: [],
    cities: [],
    'whole dashboard': [],
  };
  const time = async (name: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    timings[name]!.push(performance.now() - t0);
  };
  for (const length of [7, 30, 90, 365]) {
    for (let i = 0; i < SAMPLES; i += 1) {
      const to = addDays(today, -Math.floor(Math.random() * Math.max(1, 365 - length)));
      const from = addDays(to, -(length - 1));
      await time('days', () => repository.days(from, to));
      await time('topProducts', () => repository.topProducts(from, to, wholeMonths(from, to), 10));
      await time('categories', () => repository.categories(from, to));
      await time('cities', () => repository.cities(from, to, 10));
      await time('whole dashboard', () => dashboard.dashboard({ from, to }));
    }
  }
  console.log(`\n${machineDescription()}; PostgreSQL ${(await run('show server_version')).rows[0].server_version}`);
  console.log(`dashboard queries, ${SAMPLES} random ranges each of 7, 30, 90 and 365 days (${SAMPLES * 4} samples):`);
  for (const [name, values] of Object.entries(timings)) {
    console.log(
      `  ${name.padEnd(16)} p50 ${ms(percentile(values, 50)).padStart(9)}  p95 ${ms(percentile(values, 95)).padStart(9)}  max ${ms(Math.max(...values))}`,
    );
  }

  // The subscriber's write of one order, on the full tables (what each `order.placed` costs).
  const writes: number[] = [];
  // After every order already counted (a kept database has the previous runs' ones too).
  const firstNew = Number((await run(`select coalesce(max(order_id), 0) + 1 as n from analytics_orders`)).rows[0].n);
  for (let i = 0; i < 500; i += 1) {
    const placedAt = new Date();
    const dayOf = indiaDay(placedAt);
    const fact: OrderFact = {
      orderId: firstNew + i,
      userId: 1 + (i % 1000),
      day: dayOf,
      month: monthOf(dayOf),
      placedAt,
      totalPaise: 45_900,
      prescription: i % 3 === 0,
      city: CITIES[i % CITIES.length]!,
      products: [
        { productId: 1 + (i % 50), name: BRANDS[i % BRANDS.length]!, units: 2, revenuePaise: 20_000 },
        { productId: 100 + (i % 700), name: BRANDS[(i + 3) % BRANDS.length]!, units: 1, revenuePaise: 21_000 },
      ],
      categories: [{ categoryId: 1 + (i % 12), units: 3, revenuePaise: 41_000 }],
    };
    const t0 = performance.now();
    await uow.transaction(() => repository.addOrder(fact));
    writes.push(performance.now() - t0);
  }
  console.log(
    `subscriber write of one order (500 orders): p50 ${ms(percentile(writes, 50))}, p95 ${ms(percentile(writes, 95))}`,
  );
}

await main();
