/**
 * Search-as-you-type latency (GET /api/medicine/search) on the seeded 25k catalog: autocannon, 20 connections,
 * every request a different query from a rotating set of realistic ones (brands, salts, makers, typos, the
 * prefixes a typist sends on the way to a word). Two phases:
 *   - "rotating": the set repeats, as real traffic does (the result cache answers repeats);
 *   - "unique": every query is new (a random suffix defeats the cache: measures the matcher itself);
 *   - "adversarial": inputs that expand under NFKD or defeat the typo matcher (issue 8, finding 2).
 * Search is rate-limited per visitor and per address, so the server trusts one proxy hop and each request
 * comes from its own forwarded address: the benchmark plays thousands of visitors, not one very fast one.
 * Run: npm run bench:search   (env: DATABASE_URL for PostgreSQL, BENCH_SECONDS, BENCH_CONNECTIONS)
 * autocannon reports p97.5 and p99, not p95; p95 ≤ p97.5, so a p97.5 under target proves the p95 target.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription, rotatingGets } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const WORDS = [
  'paracetamol',
  'paracetmol',
  'parac',
  'pa',
  'par',
  'dolo',
  'dolo650',
  'dolo 650',
  'crocin',
  'crocn',
  'calpol',
  'azithromycin',
  'azithromycine',
  'azee 500',
  'azi',
  'amoxycillin',
  'amoxicillin',
  'augmentin',
  'amox clav',
  'pan d',
  'pan 40',
  'pantoprazole',
  'pantaprazole',
  'montair lc',
  'montelukast',
  'levocetirizine',
  'cetirizine',
  'metformin',
  'metfor',
  'glycomet gp',
  'glimepiride',
  'telma',
  'telmisartan',
  'amlodipin',
  'atorvastatin',
  'ecosprin',
  'aspirin',
  'thyronorm',
  'levothyroxine',
  'shelcal',
  'calcium',
  'vitamin d3',
  'becosules',
  'liv 52',
  'combiflam',
  'ibuprofen',
  'diclofenac',
  'voveran',
  'omeprazole',
  'ondansetron',
  'cipla',
  'mankind',
  'sun pharma',
  'dabur chyawanprash',
  'glucometer',
  'accu chek',
  'thermometer',
  'n95 mask',
  'sanitizer',
  'cefixime',
  'ofloxacin',
  'metronidazole',
  'fluconazole',
  'clotrimazole',
  'ashwagandha',
  'kesar',
  'omron',
  'zerodol',
  'meftal spas',
  'allegra',
  'xyzal',
  'digene',
  'ascoril',
  'sinarest',
  'otrivin',
  'tablet',
];

/** Each expands or multiplies work after normalisation; before issue 8 the first cost ~1 s per request. */
const ADVERSARIAL = [
  '㏖'.repeat(200),
  '\uFDFA'.repeat(200),
  '\uFB03'.repeat(200),
  'paracetamolx'.repeat(16).slice(0, 200),
  'dolo '.repeat(40),
  `${'x'.repeat(99)} ${'y'.repeat(99)}`,
];

type Phase = 'rotating' | 'unique' | 'adversarial';
function options(url: string, phase: Phase) {
  return rotatingGets(
    url,
    { connections, seconds },
    (n) => {
      const word = WORDS[(n - 1) % WORDS.length]!;
      // A random two-letter tail keeps the query plausible (a typist mid-word) but never cached.
      const tail = `${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + ((n >> 5) % 26))}`;
      const q =
        phase === 'unique'
          ? `${word} ${tail}`
          : phase === 'adversarial'
            ? `${ADVERSARIAL[n % ADVERSARIAL.length]!.slice(0, 197)} ${tail}`
            : word;
      return `/api/medicine/search?q=${encodeURIComponent(q)}`;
    },
    (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  );
}

const server = await startServer({
  PORT: '4321',
  TRUST_PROXY: '1',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const driver = server.driver;

type Row = { phase: Phase; round: number } & ReturnType<typeof latencyFigures>;
const rows: Row[] = [];
try {
  await autocannon({ ...options(server.url, 'rotating'), duration: 3 }); // warm-up (JIT)
  for (let round = 1; round <= 2; round++) {
    for (const phase of ['rotating', 'unique', 'adversarial'] as const) {
      const result = await autocannon(options(server.url, phase));
      rows.push({
        phase,
        round,
        ...latencyFigures(result),
      });
    }
  }
} finally {
  await server.stop();
}

const machine = machineDescription();
console.log(
  `\nSearch latency — ${driver}, ${connections} connections, ${seconds} s per phase per round, ${WORDS.length} queries — ${machine}\n`,
);
console.log('| phase | round | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.phase} | ${r.round} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/search-latency-${driver}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, driver, connections, seconds, rows }, null, 2),
);
