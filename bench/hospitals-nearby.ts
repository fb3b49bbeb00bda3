/**
 * Nearby-hospital search and the /hospitals listing over 10,000 hospitals (issue 15): the directory is seeded
 * with 10,000 generated hospitals (the 40 cities repeated, seed/hospital-seed-data.ts) before the server
 * starts, then autocannon at 20 connections runs three phases: nearby (a point near one of the cities,
 * rotating, 50 km, 20 nearest: the bounding box on the (latitude, longitude) index, then exact haversine),
 * nearby by pincode (the India Post place first), and the listing filtered by city and specialty.
 * Run: node bench/hospitals-nearby.ts   (env: DATA_DIR (a fresh one is made), DATABASE_URL, BENCH_SECONDS,
 * BENCH_CONNECTIONS, BENCH_PORT, BENCH_HOSPITALS)
 * autocannon reports p97.5 and p99, not p95; p95 ≤ p97.5, so a p97.5 under target proves the p95 target.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import { SEED_CITIES } from '../apps/server/src/features/hospitals/seed/hospital-seed-data.ts';
import { seedHospitals } from '../apps/server/src/features/hospitals/seed/hospitals-seed.repository.ts';
import { latencyFigures, machineDescription, rotatingGets } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = process.env.BENCH_PORT ?? '4433';
const total = Number(process.env.BENCH_HOSPITALS ?? 10_000);
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'aushadh-hospitals-bench-'));

// City centres (roughly) to search around: Noida, Delhi, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Jaipur, Lucknow.
const POINTS = [
  [28.6208, 77.3633],
  [28.6139, 77.209],
  [19.076, 72.8777],
  [12.9716, 77.5946],
  [13.0827, 80.2707],
  [22.5726, 88.3639],
  [17.385, 78.4867],
  [18.5204, 73.8567],
  [26.9124, 75.7873],
  [26.8467, 80.9462],
] as const;
const PINCODES = ['201309', '110001', '400001', '560001', '600001', '700001', '500001', '411001', '302001', '226001'];
const SPECIALTIES = ['cardiology', 'orthopedics', 'pediatrics', 'oncology', 'neurology'];

const database = await openDatabase(
  process.env.DATABASE_URL ? { driver: 'postgres', url: process.env.DATABASE_URL } : { driver: 'pglite', dataDir },
);
await runMigrations(database);
const seeded = await seedHospitals(database.db, total);
await database.close();
console.log(`hospitals in the directory: ${seeded.hospitals} (${seeded.inserted} new)`);

type Phase = 'nearby-point' | 'nearby-pincode' | 'listing';
function options(url: string, phase: Phase) {
  return rotatingGets(url, { connections, seconds }, (n) => {
    const [lat, lng] = POINTS[n % POINTS.length]!;
    // A different point each time (± ~5 km), so no two requests are the same query.
    const jitter = (k: number) => (((n * k) % 1000) / 1000 - 0.5) * 0.1;
    return phase === 'nearby-point'
      ? `/api/hospitals/nearby?lat=${(lat + jitter(7)).toFixed(5)}&lng=${(lng + jitter(13)).toFixed(5)}`
      : phase === 'nearby-pincode'
        ? `/api/hospitals/nearby?pincode=${PINCODES[n % PINCODES.length]}`
        : `/api/hospitals?city=${encodeURIComponent(SEED_CITIES[n % SEED_CITIES.length]!.city)}&specialty=${SPECIALTIES[n % SPECIALTIES.length]}`;
  });
}

const server = await startServer({
  PORT: port,
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
type Row = { phase: Phase; round: number } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [];
try {
  await autocannon({ ...options(server.url, 'nearby-point'), duration: 3 }); // warm-up
  for (let round = 1; round <= 2; round++) {
    for (const phase of ['nearby-point', 'nearby-pincode', 'listing'] as const) {
      rows.push({ phase, round, ...latencyFigures(await autocannon(options(server.url, phase))) });
    }
  }
} finally {
  await server.stop();
}

const machine = machineDescription();
console.log(
  `\nHospitals nearby/listing — ${server.driver}, ${seeded.hospitals} hospitals, ${connections} connections, ${seconds} s per phase — ${machine}\n`,
);
console.log('| phase | round | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.phase} | ${r.round} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/hospitals-nearby-${server.driver}.json`,
  JSON.stringify(
    { date: new Date().toISOString(), machine, hospitals: seeded.hospitals, connections, seconds, rows },
    null,
    2,
  ),
);
