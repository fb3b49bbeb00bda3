/**
 * Health blog latency (issue 16 item 3): the Markdown renderer over the 40 seeded articles (in-process, the
 * cost of an editor's save or preview), then GET /api/articles (a page of a section, English and Hindi), GET
 * /api/articles/{slug} (the 40 seeded articles in turn, with the related-products search) and GET
 * /api/health-tips/today with autocannon. A hello-world Fastify runs first as the baseline.
 * Run: node bench/content-latency.ts   (env: DATABASE_URL, DATA_DIR, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT)
 * autocannon reports p97.5 and p99, not p95; p95 ≤ p97.5, so a p97.5 under target proves the p95 target.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { renderMarkdown } from '../apps/server/src/features/content/markdown.ts';
import { SEED_ARTICLES } from '../apps/server/src/features/content/seed/articles-data.ts';
import { latencyFigures, machineDescription, rotatingGets } from './lib/latency.ts';
import { startHelloWorld, startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = process.env.BENCH_PORT ?? '4441';

// The renderer: every seeded article in both languages, 20 times over.
const bodies = SEED_ARTICLES.flatMap((a) => [a.en.body, a.hi.body]);
for (const body of bodies) renderMarkdown(body); // warm-up
const started = performance.now();
const ROUNDS = 20;
for (let i = 0; i < ROUNDS; i++) for (const body of bodies) renderMarkdown(body);
const perRenderMs = (performance.now() - started) / (ROUNDS * bodies.length);

type Phase = 'list' | 'article' | 'tip';
function options(url: string, phase: Phase) {
  const lang = (n: number) => (n % 2 === 0 ? 'en' : 'hi');
  return rotatingGets(
    url,
    { connections, seconds },
    (n) =>
      phase === 'list'
        ? `/api/articles?section=health&page=${(n % 3) + 1}&lang=${lang(n)}`
        : phase === 'article'
          ? `/api/articles/${SEED_ARTICLES[n % SEED_ARTICLES.length]!.slug}?lang=${lang(n)}`
          : `/api/health-tips/today?lang=${lang(n)}`,
    (n) => `10.8.${(n >> 8) & 255}.${n & 255}`,
  );
}

const hello = await startHelloWorld(Number(port) + 1);
const helloResult = await autocannon({ url: hello.url, connections, duration: seconds });
hello.stop();

const server = await startServer({
  PORT: port,
  TRUST_PROXY: '1',
  ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
type Row = { phase: Phase | 'hello-world' } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [{ phase: 'hello-world', ...latencyFigures(helloResult) }];
try {
  await autocannon({ ...options(server.url, 'article'), duration: 3 }); // warm-up
  for (const phase of ['list', 'article', 'tip'] as const) {
    rows.push({ phase, ...latencyFigures(await autocannon(options(server.url, phase))) });
  }
} finally {
  await server.stop();
}

const machine = machineDescription();
console.log(`\nMarkdown render: ${perRenderMs.toFixed(3)} ms per article (${bodies.length} bodies × ${ROUNDS})`);
console.log(
  `\nHealth blog latency — ${server.driver}, ${connections} connections, ${seconds} s per phase — ${machine}\n`,
);
console.log('| phase | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.phase} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/content-latency-${server.driver}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, perRenderMs, rows }, null, 2),
);
