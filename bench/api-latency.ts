/**
 * Latency of the shell's API routes on a warm server (autocannon, loopback).
 * Run: npm run bench:api   (env: DATABASE_URL for PostgreSQL, BENCH_SECONDS, BENCH_CONNECTIONS)
 * autocannon reports p97.5 and p99, not p95; p95 ≤ p97.5, so a p97.5 under target proves the p95 target.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const routes = [
  '/api/health',
  '/api/categories',
  '/api/products/featured',
  '/api/products/1',
  '/api/products?categoryId=5&page=3',
];
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const server = await startServer({
  PORT: '4320',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const driver = server.driver;

type Row = { route: string; round: number } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [];
try {
  for (const route of routes) await autocannon({ url: server.url + route, connections, duration: 2 }); // warm-up
  // Interleaved rounds: compare routes within one run, never against another day's number (DESIGN §5).
  for (let round = 1; round <= rounds; round++) {
    for (const route of routes) {
      const result = await autocannon({ url: server.url + route, connections, duration: seconds });
      rows.push({
        route,
        round,
        ...latencyFigures(result),
      });
    }
  }
} finally {
  await server.stop();
}

const machine = machineDescription();
console.log(`\nAPI latency — ${driver}, ${connections} connections, ${seconds} s per route per round — ${machine}\n`);
console.log('| route | round | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| \`${r.route}\` | ${r.round} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/api-latency-${driver}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, driver, connections, seconds, rows }, null, 2),
);
