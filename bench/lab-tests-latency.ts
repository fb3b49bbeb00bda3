/**
 * /lab-tests listing and search latency (issue 14): GET /api/lab-tests with autocannon at 20 connections, in
 * three phases: the plain listing, a group filter (rotating through the six groups), and search (rotating
 * through what people type: test names, other names, abbreviations, parameters, typos that match nothing).
 * The catalog is read once per process and filtered in memory (use-cases/lab-catalog.ts), so this measures
 * Fastify, zod's response serialisation and the filter. A hello-world Fastify runs first as the baseline.
 * Run: node bench/lab-tests-latency.ts   (env: DATABASE_URL, DATA_DIR, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT)
 * autocannon reports p97.5 and p99, not p95; p95 ≤ p97.5, so a p97.5 under target proves the p95 target.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription, rotatingGets } from './lib/latency.ts';
import { startHelloWorld, startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = process.env.BENCH_PORT ?? '4431';

const GROUPS = ['diabetes', 'heart', 'thyroid', 'fever', 'womens-health', 'full-body'];
const QUERIES = [
  'hba1c',
  'cbc',
  'thyroid',
  'tsh',
  'vitamin d',
  'b12',
  'lipid',
  'cholesterol',
  'sugar',
  'fasting',
  'liver',
  'kidney',
  'kft',
  'dengue',
  'typhoid',
  'malaria',
  'full body',
  'pregnancy',
  'hiv',
  'psa',
  'iron',
  'ferritin',
  'crp',
  'urine',
  'pcos',
  'haemoglobin',
  'glycated',
  'platelet',
  'xqzt',
];

type Phase = 'listing' | 'group' | 'search';
const options = (url: string, phase: Phase) =>
  rotatingGets(
    url,
    { connections, seconds },
    (n) =>
      phase === 'listing'
        ? '/api/lab-tests'
        : phase === 'group'
          ? `/api/lab-tests?group=${GROUPS[n % GROUPS.length]}`
          : `/api/lab-tests?q=${encodeURIComponent(QUERIES[n % QUERIES.length]!)}`,
    (n) => `10.9.${(n >> 8) & 255}.${n & 255}`,
  );

const hello = await startHelloWorld(Number(port) + 1);
const helloResult = await autocannon({ url: hello.url, connections, duration: seconds });
hello.stop();

const server = await startServer({
  PORT: port,
  TRUST_PROXY: '1',
  ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
type Row = { phase: Phase | 'hello-world'; round: number } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [{ phase: 'hello-world', round: 1, ...latencyFigures(helloResult) }];
try {
  await autocannon({ ...options(server.url, 'search'), duration: 3 }); // warm-up (JIT, catalog load)
  for (let round = 1; round <= 2; round++) {
    for (const phase of ['listing', 'group', 'search'] as const) {
      rows.push({ phase, round, ...latencyFigures(await autocannon(options(server.url, phase))) });
    }
  }
} finally {
  await server.stop();
}

const machine = machineDescription();
console.log(
  `\n/lab-tests latency — ${server.driver}, ${connections} connections, ${seconds} s per phase — ${machine}\n`,
);
console.log('| phase | round | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.phase} | ${r.round} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/lab-tests-latency-${server.driver}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, rows }, null, 2),
);
