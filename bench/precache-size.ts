/**
 * What the service worker precaches (decision 0027): files, raw and brotli size, read from the built sw.js.
 * Run: npm run build -w @aushadh/web && node bench/precache-size.ts. BUNDLE_DIST: a build of one's own elsewhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const dist = process.env.BUNDLE_DIST ?? 'apps/web/dist';
const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
const list = /const PRECACHE = (\{.*?\});/s.exec(worker)?.[1];
if (!list) throw new Error(`${dist}/sw.js has no precache list: was it built by src/sw/sw-build-plugin.ts?`);
const { version, files } = JSON.parse(list) as { version: string; files: { url: string }[] };
let raw = 0;
let brotli = 0;
for (const { url } of files) {
  const body = readFileSync(join(dist, url));
  raw += body.length;
  brotli += brotliCompressSync(body).length;
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precache ${version}: ${files.length} files, ${kb(raw)} raw, ${kb(brotli)} brotli`);
