/**
 * Lighthouse, mobile (its default: Moto G-class phone, simulated slow 4G, 4x CPU slowdown), in Debian's
 * Chromium, against the real server serving the built web app: median of RUNS runs per page.
 * Run: npm run build && npm run bench:lighthouse   (RUNS=5 by default; PAGES=/,/login to choose pages)
 * Targets (issue 10): performance ≥ 95, accessibility/SEO/best practices 100, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? '/,/products/1,/products?q=dolo,/login').split(',');
/** A folder to keep each run's full report in (JSON), to find what an audit failed on. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const dataDir = process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/aushadh-bench-data';
const port = process.env.PORT ?? '4330';
// Production settings (compression, no dev pages), as a visitor meets the site.
const server = await startServer({
  PORT: port,
  DATA_DIR: dataDir,
  // The build to serve (apps/web/dist unless BENCH_WEB_DIST_DIR names another).
  WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR ?? 'apps/web/dist',
  NODE_ENV: 'production',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SESSION_SECRET: 'lighthouse-bench-session-secret-0123456789abcdef',
  SEED_DEMO_ACCOUNTS: 'false',
  MAIL_DISABLED: 'true',
});
const profile = mkdtempSync(join(tmpdir(), 'aushadh-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  userDataDir: profile,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

const failures: string[] = [];
const rows: string[] = [];
// Other work on the machine stretches the observed tasks Lighthouse scales up (TBT): said next to the figures.
const loadBefore = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
try {
  for (const page of PAGES) {
    // One warm-up load: the server's first render of a page compiles and fills caches a visitor never pays for.
    await fetch(`${server.url}${page}`);
    const runs: RunFigures[] = [];
    for (let i = 0, attempts = 0; i < RUNS; attempts++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result!.lhr;
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        const name = `${page.replace(/[^\w]+/g, '_') || 'home'}-${attempts + 1}.json`;
        writeFileSync(join(REPORTS_DIR, name), JSON.stringify(lhr));
      }
      // A run Lighthouse could not measure (NO_NAVSTART on a loaded machine) has no figures: run it again.
      if (lhr.runtimeError) {
        console.error(`${page}: run ${attempts + 1} failed (${lhr.runtimeError.code}), run again`);
        if (attempts >= RUNS * 2) throw new Error(`${page}: Lighthouse failed ${attempts + 1} times`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as RunFigures['scores'],
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
      });
      if (i++ === 0) {
        const failing = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => a.id);
        if (failing.length) failures.push(`${page}: ${failing.join(', ')}`);
      }
    }
    const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
    rows.push(
      `| \`${page}\` | ${m((r) => r.scores.performance)} | ${m((r) => r.scores.accessibility)} | ${m((r) => r.scores.seo)} | ${m((r) => r.scores['best-practices'])} | ${(m((r) => r.fcp) / 1000).toFixed(1)} s | ${(m((r) => r.lcp) / 1000).toFixed(1)} s | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.tbt))} ms |`,
    );
    console.error(`done ${page}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

console.log(
  `Lighthouse mobile, median of ${RUNS} runs, database ${server.driver}, ${new Date().toISOString()}, ` +
    `load average ${loadBefore} before, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} after\n`,
);
console.log(
  '| page | perf | a11y | SEO | best practices | FCP | LCP | CLS | TBT |\n|---|---|---|---|---|---|---|---|---|',
);
console.log(rows.join('\n'));
if (failures.length) console.log(`\nAudits below 0.9 (first run):\n${failures.map((f) => `- ${f}`).join('\n')}`);
