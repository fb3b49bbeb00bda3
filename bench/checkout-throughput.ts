/**
 * Orders placed per second against a started server (main.ts), each iteration = add to cart + place order
 * (UPI, demo provider), with a bounded number of concurrent customers.
 * Run: npm run bench:checkout   (env: DATABASE_URL for PostgreSQL, BENCH_SECONDS, BENCH_CONCURRENCY)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { checkoutOnce, prepareCheckoutFixtures } from './lib/checkout-fixtures.ts';
import { machineDescription } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(join(os.tmpdir(), 'aushadh-bench-checkout-'));
const productIds = Array.from({ length: 20 }, (_, i) => 101 + i * 37);

// Many customers per worker: the per-customer limit on POST /api/orders (60 a minute) must not be what is measured.
const customers = await prepareCheckoutFixtures(
  { dataDir, databaseUrl },
  { customers: concurrency * 40, productIds, stock: 1_000_000 },
);
const server = await startServer({
  PORT: '4330',
  SEED_ON_START: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
});
const driver = databaseUrl ? 'postgres' : 'pglite';
const latencies: number[] = [];
const failures = new Map<string, number>();
let placed = 0;
try {
  // Warm-up: one order per customer.
  await Promise.all(
    customers
      .slice(0, concurrency)
      .map((c, i) => checkoutOnce(server.url, c, productIds[i % productIds.length]!, 1, randomUUID())),
  );
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let i = 0;
      while (Date.now() < end) {
        const t0 = performance.now();
        const customer = customers[(worker + i * concurrency) % customers.length]!;
        const res = await checkoutOnce(
          server.url,
          customer,
          productIds[(worker + i++) % productIds.length]!,
          1 + (i % 3),
          randomUUID(),
        );
        if (res.status === 201) {
          placed++;
          latencies.push(performance.now() - t0);
        } else failures.set(`${res.stage} ${res.status}`, (failures.get(`${res.stage} ${res.status}`) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  const machine = machineDescription();
  const result = {
    date: new Date().toISOString(),
    machine,
    driver,
    concurrency,
    seconds: Math.round(elapsed),
    ordersPlaced: placed,
    ordersPerSecond: Math.round((placed / elapsed) * 10) / 10,
    p50Ms: pct(50),
    p95Ms: pct(95),
    p99Ms: pct(99),
    failures: Object.fromEntries(failures),
  };
  console.log(
    `\nCheckout throughput — ${driver}, ${concurrency} concurrent customers, ${Math.round(elapsed)} s — ${machine}`,
  );
  console.log(
    `orders placed: ${placed}  →  ${result.ordersPerSecond} orders/s; add-to-cart + place-order latency p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms; failures ${JSON.stringify(result.failures)}`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/checkout-throughput-${driver}.json`, JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
