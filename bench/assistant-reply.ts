/**
 * The health assistant's reply latency without a model (issue 16: target p95 ≤ 50 ms).
 * Two figures: the engine alone in-process (triage + retrieval over the knowledge base, no database), and the
 * whole HTTP reply (POST /api/assistant/messages: triage, retrieval, OTC products and leaflet from the catalog
 * service, both messages stored in one transaction) on a running server, one request at a time, rotating
 * through messages in English, Hindi, Hinglish, Tamil and Bengali. Each request comes from its own address
 * (through the trusted proxy hop) so the per-visitor rate limit does not stop the run.
 * Run: node bench/assistant-reply.ts   (env: DATABASE_URL, BENCH_REQUESTS, BENCH_PORT)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKnowledgeRetrieval } from '../apps/server/src/features/assistant/knowledge/retrieval.ts';
import { triage } from '../apps/server/src/features/assistant/triage/triage.ts';
import { EVALUATION_CASES } from '../apps/server/src/features/assistant/evaluation/cases.ts';
import { machineDescription } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 600);
const port = process.env.BENCH_PORT ?? '4444';
const texts = EVALUATION_CASES.map((item) => item.text);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const figures = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)!),
  };
};

/* ── the engine alone ── */
const retrieval = createKnowledgeRetrieval();
const engine: number[] = [];
for (let i = 0; i < 200; i++) triage(texts[i % texts.length]!); // warm-up
for (let i = 0; i < requests * 5; i++) {
  const text = texts[i % texts.length]!;
  const started = performance.now();
  const result = triage(text);
  retrieval.search(text, result.concepts, 3, { emergency: result.level === 'emergency' });
  engine.push(performance.now() - started);
}

/* ── the whole reply over HTTP ── */
const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'aushadh-bench-assistant-'));
const server = await startServer({
  PORT: port,
  TRUST_PROXY: '1',
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const http: number[] = [];
const levels: Record<string, number> = {};
let errors = 0;
try {
  const post = async (i: number) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/assistant/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(i >> 8) & 255}.${i & 255}` },
      body: JSON.stringify({ text: texts[i % texts.length], language: i % 3 === 0 ? 'hi' : 'en' }),
    });
    const body = (await res.json()) as { answer?: { triageLevel: string } };
    const elapsed = performance.now() - started;
    if (res.status !== 201) errors += 1;
    else levels[body.answer!.triageLevel] = (levels[body.answer!.triageLevel] ?? 0) + 1;
    return elapsed;
  };
  for (let i = 0; i < 50; i++) await post(60_000 + i); // warm-up
  for (let i = 0; i < requests; i++) http.push(await post(i));
} finally {
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const machine = machineDescription();
const engineFigures = figures(engine);
const httpFigures = figures(http);
console.log(`\nAssistant reply latency, no model — ${server.driver} — ${machine}\n`);
console.log('| measured | requests | p50 ms | p95 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| engine in-process (triage + retrieval) | ${engineFigures.n} | ${engineFigures.p50} | ${engineFigures.p95} | ${engineFigures.p99} | ${engineFigures.max} | 0 |`,
);
console.log(
  `| POST /api/assistant/messages (HTTP, stored) | ${httpFigures.n} | ${httpFigures.p50} | ${httpFigures.p95} | ${httpFigures.p99} | ${httpFigures.max} | ${errors} |`,
);
console.log(`\nlevels answered: ${JSON.stringify(levels)}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/assistant-reply-${server.driver}.json`,
  JSON.stringify({ machine, driver: server.driver, engine: engineFigures, http: httpFigures, errors, levels }, null, 2),
);
