/**
 * /medication-tracking's read (issue 19): GET /api/medications for a person tracking 8 medicines, each with two
 * weeks of logged doses, with autocannon at 20 connections. Every answer computes today's checklist, the week's
 * adherence, the stock left, the run-out day (walking future doses) and the refill plan per medicine, in the
 * person's time zone, from one query for the medicines and one for their log. A hello-world Fastify runs first.
 * Run: node bench/medication-latency.ts   (env: DATA_DIR of a seeded database, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription } from './lib/latency.ts';
import { startHelloWorld, startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = process.env.BENCH_PORT ?? '4441';
const MEDICINES = [
  'Glycomet 500',
  'Telma 40',
  'Ecosprin 75',
  'Atorva 10',
  'Thyronorm 50',
  'Pan 40',
  'Dolo 650',
  'Shelcal 500',
];

const hello = await startHelloWorld(Number(port) + 1);
const helloResult = await autocannon({ url: hello.url, connections, duration: seconds });
hello.stop();

const server = await startServer({
  PORT: port,
  TRUST_PROXY: '1',
  ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
type Row = { phase: string; round: number } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [{ phase: 'hello-world', round: 1, ...latencyFigures(helloResult) }];
try {
  const tag = Date.now().toString(36);
  const register = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.44.0.1' },
    body: JSON.stringify({
      name: 'Bench Patient',
      email: `bench.${tag}@example.in`,
      username: `bench_${tag}`,
      password: 'Bench#Patient42',
      tempUserId: null,
    }),
  });
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ id: number; today: { at: string }[] }>);
  const startsOn = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
  for (const name of MEDICINES) {
    const med = await call('/api/medications', {
      origin: { kind: 'manual', productId: null },
      name,
      unitsPerDose: 1,
      times: ['08:00', '20:00'],
      food: 'after',
      days: [1, 2, 3, 4, 5, 6, 7],
      startsOn,
      unitsPerPack: 15,
      unitsOnHand: 60,
      timeZone: 'Asia/Kolkata',
    });
    // A week of doses logged (the log accepts a week back): 14 per medicine.
    for (let day = 0; day < 7; day++) {
      for (const hour of ['02:30', '14:30']) {
        const at = new Date(
          `${new Date(Date.now() - (day + 1) * 86_400_000).toISOString().slice(0, 10)}T${hour}:00.000Z`,
        );
        await call(`/api/medications/${med.id}/doses`, {
          scheduledFor: at.toISOString(),
          status: day % 5 === 4 ? 'skipped' : 'taken',
        });
      }
    }
  }
  const options = { url: `${server.url}/api/medications`, connections, duration: seconds, headers: { cookie } };
  await autocannon({ ...options, duration: 3 }); // warm-up
  // One connection: the service time itself, without queueing behind the other 19.
  rows.push({
    phase: 'GET /api/medications (8), 1 connection',
    round: 1,
    ...latencyFigures(await autocannon({ ...options, connections: 1 })),
  });
  for (let round = 1; round <= 2; round++)
    rows.push({ phase: 'GET /api/medications (8)', round, ...latencyFigures(await autocannon(options)) });
} finally {
  await server.stop();
}

const machine = machineDescription();
console.log(`\n/api/medications latency — ${server.driver}, ${connections} connections, ${seconds} s — ${machine}\n`);
console.log('| phase | round | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.phase} | ${r.round} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/medication-latency-${server.driver}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, rows }, null, 2),
);
