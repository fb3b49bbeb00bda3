/**
 * `npm test`: every suite in one command — Vitest (shared, tools, server on PGlite, server on PostgreSQL when
 * TEST_DATABASE_URL is set, web components), the web build with its bundle budget, and the Playwright journeys.
 * Ends with one plain line "tests: N passed, N failed, N skipped" that CI reads.
 *
 * Vitest and Playwright run at the same time (decision 0030): on the 2-core CI machine Vitest uses one worker
 * (cores − 1) and the journeys mostly wait on the browser and the server, so side by side they take about the
 * time of the longer one instead of the sum. Vitest's output goes to test-reports/vitest.log and is printed once
 * it ends, so the two logs do not interleave; `TEST_SERIAL=1` runs them one after the other as before.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// Not test-results/: Playwright empties that folder when it starts.
const results = 'test-reports';
mkdirSync(results, { recursive: true });
const vitestJson = `${results}/vitest.json`;
const vitestLog = `${results}/vitest.log`;
const playwrightJson = `${results}/playwright.json`;
for (const file of [vitestJson, vitestLog, playwrightJson]) rmSync(file, { force: true });

const serial = process.env.TEST_SERIAL === '1';

function run(command: string, args: string[], options: { env?: Record<string, string>; logFile?: string } = {}) {
  const started = Date.now();
  console.log(`\n$ ${command} ${args.join(' ')}${options.logFile ? `  (output: ${options.logFile})` : ''}`);
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      stdio: options.logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    if (options.logFile) {
      const log = createWriteStream(options.logFile);
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    child.on('close', (code) => {
      console.log(
        `\n[${command} ${args[0]} ${args[1] ?? ''}] exit ${code ?? 1} after ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`];

// The build comes first: the journeys need it, and it would compete with both if it ran beside them.
const buildStatus = await run('npm', ['run', 'build']);
// The first visit to "/" stays within its JavaScript + CSS budget (bench/bundle-size.ts).
const bundleStatus = buildStatus === 0 ? await run('node', ['bench/bundle-size.ts', '--check']) : 1;
// The journeys run on the same build plus the pseudo-locale (`?lang=pseudo`, e2e/i18n-pseudo.spec.ts), which a
// production build leaves out; it goes to a folder of its own so the budget above stays the production build's.
const e2eDist = resolve('test-reports/e2e-dist');
const e2eBuildStatus =
  bundleStatus === 0
    ? await run('npm', ['run', 'build', '-w', '@aushadh/web'], {
        env: { VITE_PSEUDO_LOCALE: '1', WEB_DIST_DIR: e2eDist },
      })
    : 1;
const journeys = () =>
  e2eBuildStatus === 0
    ? run('npx', ['playwright', 'test'], { env: { CI: process.env.CI ?? '1', WEB_DIST_DIR: e2eDist } })
    : Promise.resolve(1);

let vitestStatus: number;
let e2eStatus: number;
if (serial) {
  vitestStatus = await run('npx', vitestArgs);
  e2eStatus = await journeys();
} else {
  const vitest = run('npx', vitestArgs, { logFile: vitestLog }).then((status) => {
    console.log(
      `\n----- Vitest output (${vitestLog}) -----\n${readFileSync(vitestLog, 'utf8')}\n----- end of Vitest output -----`,
    );
    return status;
  });
  [vitestStatus, e2eStatus] = await Promise.all([vitest, journeys()]);
}

let passed = 0;
let failed = 0;
let skipped = 0;
// CI shows only the tail of this output, so the names of what failed (or needed a retry) are repeated here.
const failures: string[] = [];
const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0];
type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
};
function playwrightFailures(suite: PlaywrightSuite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results.find((result) => result.error)?.error?.message;
      failures.push(
        `${test.status === 'flaky' ? 'flaky (passed on retry)' : 'FAILED'}: e2e/${spec.file}:${spec.line} [${test.projectName}] ${spec.title} — ${firstLine(error)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child);
}
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`FAILED: ${file.name} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
} else failed += 1;
if (existsSync(playwrightJson)) {
  const { stats, suites } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  for (const suite of suites ?? []) playwrightFailures(suite);
  passed += stats.expected;
  failed += stats.unexpected;
  skipped += stats.skipped;
  if (stats.flaky) passed += stats.flaky;
} else failed += 1;

const ok =
  vitestStatus === 0 &&
  buildStatus === 0 &&
  bundleStatus === 0 &&
  e2eBuildStatus === 0 &&
  e2eStatus === 0 &&
  failed === 0;
if (failures.length > 0) console.log(`\n${failures.map((failure) => failure.slice(0, 400)).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
