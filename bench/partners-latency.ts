/**
 * Partner verification (issue 17 item 5): the admin's partner list (filter, search) and what the guard costs a
 * guarded action, at 10 connections (autocannon, loopback). The guard is one indexed read of the caller's
 * partner status; it is measured as the difference between a guarded store action and an unguarded one that
 * do the same work otherwise (both end in a 404 for an unknown order, after the role check).
 * Run: node bench/partners-latency.ts   (env: BENCH_DATA_DIR (a seeded data directory with the demo accounts;
 * default a fresh one), DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = process.env.BENCH_PORT ?? '4403';
const fresh = !process.env.DATABASE_URL && !process.env.BENCH_DATA_DIR;
const dataDir = fresh ? mkdtempSync(join(tmpdir(), 'aushadh-bench-partners-')) : process.env.BENCH_DATA_DIR;

const server = await startServer({
  PORT: port,
  SEED_DEMO_ACCOUNTS: 'true',
  ...(dataDir && !process.env.DATABASE_URL ? { DATA_DIR: dataDir } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Aushadh@Demo2026' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aushadh_session='));
  if (!res.ok || !cookie) throw new Error(`login ${username} failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

async function phase(title: string, options: autocannon.Options, expectedStatus: number) {
  const result = await autocannon({ connections, duration: seconds, ...options, url: `${server.url}${options.url}` });
  const figures = latencyFigures(result);
  // A 404 is the expected answer of the two store phases (an unknown order): count only other statuses as errors.
  const unexpected = expectedStatus === 200 ? figures.errors : result.errors + (result.non2xx - result['4xx']);
  return { title, ...figures, errors: unexpected, expectedStatus };
}

try {
  const admin = await signIn('demo.admin');
  const chemist = await signIn('demo.chemist');
  const list = (await (
    await fetch(`${server.url}/api/admin/partners?kind=pharmacy`, { headers: { cookie: admin } })
  ).json()) as { total: number; counts: Record<string, number> };
  const rows = [
    await phase(
      'admin list, pharmacies, page 1',
      { url: '/api/admin/partners?kind=pharmacy', headers: { cookie: admin } },
      200,
    ),
    await phase(
      'admin list, pending, searched',
      { url: '/api/admin/partners?kind=pharmacy&status=pending&q=medicals', headers: { cookie: admin } },
      200,
    ),
    await phase(
      'store action without the guard (GET pick list, unknown order)',
      { url: '/api/chemist/orders/2147483000', headers: { cookie: chemist } },
      404,
    ),
    await phase(
      'store action with the guard (POST assign, unknown order)',
      {
        url: '/api/chemist/orders/2147483000/assign',
        method: 'POST',
        headers: { cookie: chemist, 'content-type': 'application/json' },
        body: JSON.stringify({ riderUserId: 1 }),
      },
      404,
    ),
  ];
  console.log(`\n${machineDescription()}, ${server.driver}, ${connections} connections, ${seconds} s a phase`);
  console.log(`pharmacy records: ${list.total} (${JSON.stringify(list.counts)})\n`);
  console.log('| phase | req/s | p50 | p97.5 | p99 | unexpected |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.title} | ${r.rps} | ${r.p50} ms | ${r.p975} ms | ${r.p99} ms | ${r.errors} |`);
  }
} finally {
  await server.stop();
  if (fresh && dataDir) rmSync(dataDir, { recursive: true, force: true });
}
