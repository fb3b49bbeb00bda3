/**
 * `npm test`: every suite in one command — Vitest (shared, server on PGlite, server on PostgreSQL when
 * TEST_DATABASE_URL is set, web components), then the web build and the Playwright journeys.
 * Ends with one plain line "tests: N passed, N failed, N skipped" that CI reads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Not test-results/: Playwright empties that folder when it starts.
const results = 'test-reports';
mkdirSync(results, { recursive: true });
const vitestJson = `${results}/vitest.json`;
const playwrightJson = `${results}/playwright.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

function run(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const buildStatus = run('npm', ['run', 'build']);
// The first visit to "/" stays within its JavaScript + CSS budget (bench/bundle-size.ts).
const bundleStatus = buildStatus === 0 ? run('node', ['bench/bundle-size.ts', '--check']) : 1;
const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test'], { CI: process.env.CI ?? '1' }) : 1;

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
} else failed += 1;
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected;
  skipped += stats.skipped;
  if (stats.flaky) passed += stats.flaky;
} else failed += 1;

const ok = vitestStatus === 0 && buildStatus === 0 && bundleStatus === 0 && e2eStatus === 0 && failed === 0;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
