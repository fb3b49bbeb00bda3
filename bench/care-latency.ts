/**
 * Issues 14/15 leftovers (decision 0026): the hospital page's data with its doctors (`GET /api/hospitals/{id}`:
 * the in-memory directory, one indexed query for the links, the doctors' cards from the doctors' snapshot), the
 * doctor's hospitals (`GET /api/doctors/{id}/hospitals`) and the equipment page's list
 * (`GET /api/medical-equipment`: the rental terms and the catalog's purchase facts). The real server on an
 * already seeded data dir, autocannon at 20 connections, one phase each after a 3 s warm-up.
 * Run: DATA_DIR=<a seeded PGlite dir> node bench/care-latency.ts   (env: DATABASE_URL, BENCH_SECONDS,
 * BENCH_CONNECTIONS, BENCH_PORT). autocannon reports p97.5, not p95; p95 ≤ p97.5.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription, rotatingGets } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = process.env.BENCH_PORT ?? '4425';
const dataDir = process.env.DATA_DIR;
if (!dataDir && !process.env.DATABASE_URL)
  throw new Error('Set DATA_DIR to a seeded PGlite data dir (or DATABASE_URL)');

type Phase = 'hospital-with-doctors' | 'doctor-hospitals' | 'medical-equipment';
const options = (url: string, phase: Phase) =>
  rotatingGets(url, { connections, seconds }, (n) =>
    phase === 'hospital-with-doctors'
      ? `/api/hospitals/${(n % 300) + 1}`
      : phase === 'doctor-hospitals'
        ? `/api/doctors/${(n % 240) + 1}/hospitals`
        : '/api/medical-equipment',
  );

const server = await startServer({
  PORT: port,
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
type Row = { phase: Phase } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [];
try {
  await autocannon({ ...options(server.url, 'hospital-with-doctors'), duration: 3 }); // warm-up
  for (const phase of ['hospital-with-doctors', 'doctor-hospitals', 'medical-equipment'] as const) {
    rows.push({ phase, ...latencyFigures(await autocannon(options(server.url, phase))) });
  }
} finally {
  await server.stop();
}

const machine = machineDescription();
console.log(
  `\nHospitals' doctors and equipment — ${server.driver}, ${connections} connections, ${seconds} s — ${machine}\n`,
);
console.log('| phase | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.phase} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/care-latency-${server.driver}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, rows }, null, 2),
);
