/**
 * Prescriptions (issue 12): (1) a 5 MB upload's server time, (2) the pharmacist's queue first page with 10,000
 * prescriptions waiting. One in-process app (buildApp, as main.ts builds it) listening on a loopback port, and a
 * loop of sequential HTTP requests with fetch: each figure is the time from sending the request to the last
 * byte of the reply, so it holds the whole server-side work (multipart streaming, type check, sharp re-encode,
 * the unit of work) plus loopback transfer, and no queueing behind other requests.
 *
 * Run: npm run bench:prescriptions   (env: DATABASE_URL for PostgreSQL — a scratch database you made for it,
 * BENCH_UPLOADS, BENCH_QUEUE_READS). Without DATABASE_URL a fresh PGlite data dir is made and removed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import { sessions, users } from '../apps/server/src/db/schema/auth.ts';
import { noisyPhoto, pdfOfSize } from '../apps/server/src/features/prescriptions/prescription-sample-files.ts';
import { machineDescription } from './lib/latency.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const QUEUE_READS = Number(process.env.BENCH_QUEUE_READS ?? 300);
const WAITING = 10_000;
const MB5 = 5 * 1024 * 1024;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(join(os.tmpdir(), 'rx-bench-'));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! * 10) / 10;
};
const figures = (values: number[]) => ({
  n: values.length,
  p50Ms: percentile(values, 50),
  p95Ms: percentile(values, 95),
  maxMs: percentile(values, 100),
});

const database = databaseUrl
  ? await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 5 })
  : await openDatabase({ driver: 'pglite', dataDir: dataDir! });
await runMigrations(database);

// Accounts with live sessions, written straight to the database: uploads spread over many customers, so the
// per-account upload limit (30 an hour) is never what is measured.
const tag = randomBytes(4).toString('hex');
const people = await database.db
  .insert(users)
  .values([
    {
      name: 'Anjali Deshpande',
      username: `rx_bench_pharm_${tag}`,
      email: `rx.pharm.${tag}@example.in`,
      role: 'pharmacy',
      registrationNumber: 'MSPC/2014/48213',
    },
    ...Array.from({ length: UPLOADS * 2 + 2 }, (_, i) => ({
      name: `Bench Patient ${i}`,
      username: `rx_bench_${tag}_${i}`,
      email: `rx.bench.${tag}.${i}@example.in`,
      role: 'customer',
    })),
  ])
  .returning({ id: users.id });
const cookies = people.map(() => randomBytes(32).toString('base64url'));
await database.db.insert(sessions).values(
  people.map((p, i) => ({
    tokenHash: createHash('sha256').update(cookies[i]!).digest('hex'),
    userId: p.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  })),
);
const [pharmacistCookie, ...customerCookies] = cookies;

// 10,000 waiting, plus 20,000 already decided, in one statement each.
const seedStarted = performance.now();
await database.db.execute(sql`
  insert into prescriptions (user_id, uploader_name, status, page_count, submitted_at)
  select ${people[1]!.id}, 'Bench Patient ' || g, 'pending', 1, now() - make_interval(secs => g * 30)
  from generate_series(1, ${WAITING}) g`);
await database.db.execute(sql`
  insert into prescriptions (user_id, uploader_name, status, page_count, submitted_at, reviewed_at)
  select ${people[1]!.id}, 'Bench Patient ' || g, case when g % 4 = 0 then 'rejected' else 'approved' end, 1,
         now() - make_interval(secs => g * 30), now()
  from generate_series(1, ${WAITING * 2}) g`);
await database.db.execute(sql`analyze prescriptions`);
const seedMs = Math.round(performance.now() - seedStarted);

const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  SEED_ON_START: 'false',
  SEED_DEMO_ACCOUNTS: 'false',
  DATA_DIR: dataDir ?? mkdtempSync(join(os.tmpdir(), 'rx-bench-data-')),
  WEB_DIST_DIR: join(os.tmpdir(), 'rx-bench-no-web'),
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const base = `http://127.0.0.1:${address.port}`;

async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, init);
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

function uploadBody(name: string, type: string, data: Buffer): FormData {
  const form = new FormData();
  form.append('userName', 'Bench Patient');
  form.append('userPhone', '9876543210');
  form.append('prescription', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

async function uploads(name: string, type: string, data: Buffer, offset: number): Promise<number[]> {
  const times: number[] = [];
  // Two warm-up uploads (sharp's first decode loads its codecs), then the measured ones.
  for (let i = -2; i < UPLOADS; i++) {
    const cookie = customerCookies[(offset + i + 2) % customerCookies.length]!;
    const res = await timed('/api/prescriptions/upload', {
      method: 'POST',
      headers: { cookie: `aushadh_session=${cookie}` },
      body: uploadBody(name, type, data),
    });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${res.body.slice(0, 200)}`);
    if (i >= 0) times.push(res.ms);
  }
  return times;
}

try {
  const photo = await noisyPhoto(MB5);
  const photoTimes = await uploads('photo.jpg', 'image/jpeg', photo, 0);
  const pdfTimes = await uploads('scan.pdf', 'application/pdf', pdfOfSize(MB5), UPLOADS + 2);

  const queueTimes: number[] = [];
  for (let i = -20; i < QUEUE_READS; i++) {
    const res = await timed('/api/pharmacy/prescriptions?status=pending', {
      headers: { cookie: `aushadh_session=${pharmacistCookie}` },
    });
    if (res.status !== 200) throw new Error(`queue answered ${res.status}: ${res.body.slice(0, 200)}`);
    if (i === 0) {
      const page = JSON.parse(res.body) as { items: unknown[]; total: number };
      if (page.items.length !== 20 || page.total < WAITING)
        throw new Error(`unexpected queue page: ${res.body.slice(0, 200)}`);
    }
    if (i >= 0) queueTimes.push(res.ms);
  }

  const result = {
    date: new Date().toISOString(),
    machine: machineDescription(),
    nproc: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    driver: database.driver,
    method: 'in-process app on a loopback port, sequential fetch (request sent → last byte received)',
    seed: { waiting: WAITING, decided: WAITING * 2, ms: seedMs },
    upload5MbPhoto: { bytes: photo.length, ...figures(photoTimes) },
    upload5MbPdf: { bytes: MB5, ...figures(pdfTimes) },
    queueFirstPage: { waiting: WAITING, ...figures(queueTimes), targetP95Ms: 20 },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await app.close();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
