/**
 * The value store under checkout traffic (issue 18 item 3). Before, the page was kept per catalog version,
 * which every stock write moves, so under checkouts nearly every visit rebuilt it (4.7–9.9 s cold, docs/perf.md).
 * Now it is rebuilt only by a product or combo-pack write; a stock write costs one read of the shown products'
 * stock. This measures: the first (cold) build, a kept answer, and answers while orders are being placed
 * (each order moves the catalog version), one visit after each order and with orders running alongside.
 * Run: node bench/value-store.ts   (env: DATA_DIR or DATABASE_URL, BENCH_PORT, BENCH_ORDERS)
 */
import { machineDescription } from './lib/latency.ts';
import { checkoutOnce, prepareCheckoutFixtures } from './lib/checkout-fixtures.ts';
import { startServer } from './lib/server.ts';

const port = process.env.BENCH_PORT ?? '4440';
const orders = Number(process.env.BENCH_ORDERS ?? 20);
const target = process.env.DATABASE_URL
  ? { databaseUrl: process.env.DATABASE_URL }
  : { dataDir: process.env.DATA_DIR ?? '/tmp/aushadh-bench-value-store' };
// Everyday products the checkouts buy (the seeded catalog's ids are stable).
const PRODUCT_IDS = [23, 2673, 3643, 14420];

const customers = await prepareCheckoutFixtures(target, { customers: orders, productIds: PRODUCT_IDS, stock: 100_000 });
const server = await startServer({
  PORT: port,
  ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir! }),
  SEED_ON_START: 'true',
});

const ms = (started: number) => Math.round((performance.now() - started) * 10) / 10;
async function visit(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/value-store`);
  if (!res.ok) throw new Error(`value store answered ${res.status}`);
  await res.arrayBuffer();
  return ms(started);
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

try {
  const cold = await visit();
  const kept: number[] = [];
  for (let i = 0; i < 20; i += 1) kept.push(await visit());

  // One visit after each order: every order is a stock write (the catalog version moves).
  const afterOrder: number[] = [];
  for (let i = 0; i < orders / 2; i += 1) {
    const placed = await checkoutOnce(
      server.url,
      customers[i]!,
      PRODUCT_IDS[i % PRODUCT_IDS.length]!,
      1,
      `value-store-${i}`,
    );
    if (placed.status !== 201) throw new Error(`order ${i}: ${placed.status} ${placed.body}`);
    afterOrder.push(await visit());
  }

  // Visits while the other half of the orders are placed alongside.
  const during: number[] = [];
  const placing = Promise.all(
    customers
      .slice(orders / 2)
      .map((customer, i) =>
        checkoutOnce(server.url, customer, PRODUCT_IDS[i % PRODUCT_IDS.length]!, 1, `value-store-b-${i}`),
      ),
  );
  let done = false;
  void placing.finally(() => (done = true));
  while (!done) during.push(await visit());
  const placed = await placing;
  const failed = placed.filter((p) => p.status !== 201);

  console.log(machineDescription());
  console.log(`driver: ${server.driver}`);
  console.log(`cold (first build): ${cold} ms`);
  console.log(`kept: median ${quantile(kept, 0.5)} ms, max ${Math.max(...kept)} ms (${kept.length} visits)`);
  console.log(
    `after each order (${afterOrder.length}): median ${quantile(afterOrder, 0.5)} ms, max ${Math.max(...afterOrder)} ms`,
  );
  console.log(
    `during ${placed.length} parallel orders (${failed.length} failed): ${during.length} visits, median ${quantile(during, 0.5)} ms, p95 ${quantile(during, 0.95)} ms, max ${Math.max(...during)} ms`,
  );
} finally {
  await server.stop();
}
