/**
 * Size of the built web app: what the first visit to "/" downloads (entry JS + CSS), and every chunk.
 * Run: npm run build && npm run bench:bundle
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

let totals = { raw: 0, gzip: 0, brotli: 0 };
const rows: string[] = [];
for (const file of readdirSync(join(dist, 'assets')).sort()) {
  if (!/\.(js|css)$/.test(file)) continue;
  const body = readFileSync(join(dist, 'assets', file));
  const gz = gzipSync(body, { level: 9 }).length;
  const br = brotliCompressSync(body).length;
  const isInitial = initial.has(`assets/${file}`);
  if (isInitial) totals = { raw: totals.raw + body.length, gzip: totals.gzip + gz, brotli: totals.brotli + br };
  rows.push(
    `| ${isInitial ? '**' : ''}${file}${isInitial ? '**' : ''} | ${kb(statSync(join(dist, 'assets', file)).size)} | ${kb(gz)} | ${kb(br)} |`,
  );
}
console.log('| file (bold = loaded by the first page) | raw | gzip | brotli |\n|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`\nInitial JS+CSS for "/": ${kb(totals.raw)} raw, ${kb(totals.gzip)} gzip, ${kb(totals.brotli)} brotli`);
