/**
 * Product detail API (GET /api/products/{id}) against a bare Fastify hello-world in the same run, interleaved
 * rounds (issue 10: ≥ 10 % of hello-world's req/s, p99 ≤ 10 ms at 20 connections). A guest cookie on every
 * request, so each read also records the visitor's "previously browsed". Two product routes: one product
 * over and over ("hot"), and ids rotating over the first 2,000 products ("rotating").
 * Run: node bench/product-reads.ts   (env: DATABASE_URL for PostgreSQL, DATA_DIR for PGlite, BENCH_PORT
 * (+1 for hello-world), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription } from './lib/latency.ts';
import { startHelloWorld, startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4330);
const ROTATING_IDS = 2000;

const server = await startServer({
  PORT: String(port),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
});
const hello = await startHelloWorld(port + 1);
const helloUrl = hello.url;

const guest = await fetch(`${server.url}/api/guest`);
const cookie = guest.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

type Target = { name: string; options: autocannon.Options };
let next = 0;
const targets: Target[] = [
  { name: 'hello-world', options: { url: helloUrl } },
  { name: '/api/products/1 (hot)', options: { url: `${server.url}/api/products/1`, headers: { cookie } } },
  {
    name: '/api/products/{1…2000} (rotating)',
    options: {
      url: server.url,
      headers: { cookie },
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/products/${(next++ % ROTATING_IDS) + 1}` }) }],
    },
  },
];

type Row = { target: string; round: number } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [];
try {
  for (const target of targets) await autocannon({ ...target.options, connections, duration: 2 }); // warm-up
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const result = await autocannon({ ...target.options, connections, duration: seconds });
      rows.push({ target: target.name, round, ...latencyFigures(result) });
    }
  }
} finally {
  hello.stop();
  await server.stop();
}

const machine = machineDescription();
const helloRps = (round: number) => rows.find((r) => r.target === 'hello-world' && r.round === round)!.rps;
console.log(
  `\nProduct reads — ${server.driver}, ${connections} connections, ${seconds} s per target per round — ${machine}\n`,
);
console.log('| target | round | req/s | % of hello-world | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const share = ((100 * r.rps) / helloRps(r.round)).toFixed(1);
  console.log(
    `| ${r.target} | ${r.round} | ${r.rps} | ${share} % | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/product-reads-${server.driver}.json`,
  JSON.stringify(
    { date: new Date().toISOString(), machine, driver: server.driver, connections, seconds, rows },
    null,
    2,
  ),
);
