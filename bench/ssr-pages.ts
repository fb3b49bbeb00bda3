/**
 * Server-rendered pages (issue 10: product page p95 ≤ 50 ms at 20 connections; record pages/s) against a bare
 * Fastify hello-world in the same run, interleaved rounds. Anonymous requests carry a guest cookie (a returning
 * visitor without a session: their view is counted, the page comes from the rendered-page cache once someone
 * opened it); the signed-in product page (a demo customer's session) is rendered every time. The product
 * pages rotate over the first BENCH_PRODUCTS (2,000) products; before each round's anonymous product target
 * every one of them is opened once (the cache holds them then, as it would popular pages), so that target is
 * the hit path and the signed-in one the render path. Home and a listing page: anonymous.
 * Needs the web build with its renderer: `npm run build` (or BENCH_WEB_DIST_DIR=<a build of one's own>).
 * Run: npm run bench:ssr   (env: DATABASE_URL for PostgreSQL, DATA_DIR for PGlite, BENCH_PORT (+1 for
 * hello-world), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_WEB_DIST_DIR)
 * autocannon has no p95: p95 ≤ p97.5, so a p97.5 under target proves the p95 target.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../apps/server/src/features/auth/demo-accounts.ts';
import { latencyFigures, machineDescription } from './lib/latency.ts';
import { startHelloWorld, startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4340);
const webDist = resolve(process.env.BENCH_WEB_DIST_DIR ?? 'apps/web/dist');
const ROTATING_IDS = Number(process.env.BENCH_PRODUCTS ?? 2000);

if (!existsSync(join(webDist, 'server', 'entry-server.js'))) {
  console.error(`No server renderer in ${webDist}: run \`npm run build\` first (or set BENCH_WEB_DIST_DIR).`);
  process.exit(1);
}

const server = await startServer({
  PORT: String(port),
  WEB_DIST_DIR: webDist,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
  SEED_DEMO_ACCOUNTS: 'true',
});
const hello = await startHelloWorld(port + 1);
const helloUrl = hello.url;

// The first page a visitor opens gives them their guest cookie; the load then reuses it.
const first = await fetch(`${server.url}/`);
if (!(await first.text()).includes('id="ssr-data"')) throw new Error('the server did not render the page');
const cookie = first.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const headers = { cookie, accept: 'text/html' };
// A signed-in customer: their pages are never cached.
const login = await fetch(`${server.url}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: server.url },
  body: JSON.stringify({ username: 'demo.customer', password: DEMO_PASSWORD }),
});
if (!login.ok) throw new Error(`demo sign-in failed: ${login.status} ${await login.text()}`);
const session = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const signedInHeaders = { cookie: session, accept: 'text/html' };

/** Opens every rotating product page once, 20 at a time: the cache holds them afterwards. */
async function openEveryProduct() {
  let id = 0;
  const worker = async () => {
    while (id < ROTATING_IDS) {
      const res = await fetch(`${server.url}/products/${++id}`, { headers });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

type Target = { name: string; options: autocannon.Options; before?: () => Promise<void> };
let next = 0;
const rotating = (targetHeaders: Record<string, string>): autocannon.Options => ({
  url: server.url,
  headers: targetHeaders,
  requests: [{ setupRequest: (req) => ({ ...req, path: `/products/${(next++ % ROTATING_IDS) + 1}` }) }],
});
const targets: Target[] = [
  { name: 'hello-world', options: { url: helloUrl } },
  {
    name: `/products/{1…${ROTATING_IDS}} anonymous (cached)`,
    options: rotating(headers),
    before: openEveryProduct,
  },
  { name: `/products/{1…${ROTATING_IDS}} signed in (rendered)`, options: rotating(signedInHeaders) },
  { name: '/ (home)', options: { url: `${server.url}/`, headers } },
  { name: '/products (listing)', options: { url: `${server.url}/products`, headers } },
];

type Row = { target: string; round: number; kbPerPage: number } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [];
try {
  for (const target of targets) await autocannon({ ...target.options, connections, duration: 2 }); // warm-up
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      await target.before?.();
      const result = await autocannon({ ...target.options, connections, duration: seconds });
      const kbPerPage = Math.round(result.throughput.total / Math.max(1, result.requests.total) / 102.4) / 10;
      rows.push({ target: target.name, round, kbPerPage, ...latencyFigures(result) });
    }
  }
} finally {
  hello.stop();
  await server.stop();
}

const machine = machineDescription();
const helloRps = (round: number) => rows.find((r) => r.target === 'hello-world' && r.round === round)!.rps;
console.log(
  `\nServer-rendered pages — ${server.driver}, ${connections} connections, ${seconds} s per target per round — ${machine}\n`,
);
console.log('| target | round | pages/s | % of hello-world | p50 ms | p97.5 ms | p99 ms | max ms | KB/page | errors |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const share = ((100 * r.rps) / helloRps(r.round)).toFixed(1);
  console.log(
    `| ${r.target} | ${r.round} | ${r.rps} | ${share} % | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.kbPerPage} | ${r.errors} |`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/ssr-pages-${server.driver}.json`,
  JSON.stringify(
    { date: new Date().toISOString(), machine, driver: server.driver, connections, seconds, rows },
    null,
    2,
  ),
);
