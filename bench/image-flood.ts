/**
 * Does an image-conversion flood slow sign-in? sharp, argon2 and file reads share libuv's small thread pool.
 * Measures POST /api/login (argon2id on every request) with 1 connection, first alone, then while 8 connections
 * ask for AVIF pictures no one asked for before (every request a new product × preset: always a conversion).
 * Run: node bench/image-flood.ts   (env: DATABASE_URL, DATA_DIR, BENCH_SECONDS, BENCH_FLOOD_CONNECTIONS, and
 * IMAGE_CONVERSION_CONCURRENCY / IMAGE_CONVERSION_QUEUE to compare bounds)
 * The server trusts one proxy hop here so every sign-in can come from its own address and account: the
 * sign-in limits (per address, per account) would otherwise answer 429 before argon2 runs. An unknown
 * account costs the same argon2 verification as a wrong password (auth.service keeps timing equal).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { latencyFigures, machineDescription } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 8);
const PRODUCTS = 25_000;
const PRESETS = ['thumbnail', 'small', 'medium', 'large'] as const;

const cacheDir = mkdtempSync(join(tmpdir(), 'aushadh-image-flood-'));
const server = await startServer({
  PORT: '4331',
  TRUST_PROXY: '1',
  // A cold cache, and no pre-generation at start mixing into the figures.
  IMAGE_CACHE_DIR: cacheDir,
  IMAGE_PREWARM_PRODUCTS: '0',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

let sequence = 0;
const address = () => {
  sequence++;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};
const loginRequest = () => {
  const ip = address();
  return {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username: `bench-${ip}`, password: 'not-the-password-1' }),
  };
};
const login = () =>
  autocannon({
    url: server.url,
    connections: 1,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/login',
        setupRequest: (request) => ({ ...request, ...loginRequest() }),
      },
    ],
  });

// Every flood request a picture never converted before: product × preset walked in order, AVIF.
let picture = 0;
const flood = (duration: number) =>
  autocannon({
    url: server.url,
    connections: floodConnections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const n = picture++;
          const id = ((n >> 2) % PRODUCTS) + 1;
          return { ...request, path: `/api/images/products/${id}.avif?preset=${PRESETS[n % PRESETS.length]}` };
        },
      },
    ],
  });

const statuses = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');

type Row = { phase: string; login: ReturnType<typeof latencyFigures>; loginStatuses: string; images?: string };
const rows: Row[] = [];
try {
  // argon2's first verification builds the dummy hash: keep it out of the figures.
  for (let i = 0; i < 5; i++) await fetch(server.url + '/api/login', loginRequest());
  const alone = await login();
  rows.push({ phase: 'login alone', login: latencyFigures(alone), loginStatuses: statuses(alone) });

  const flooding = flood(seconds + 2);
  await new Promise((r) => setTimeout(r, 1000)); // let the flood reach its steady state
  const during = await login();
  const images = await flooding;
  const imageFigures = latencyFigures(images);
  rows.push({
    phase: `login during ${floodConnections}-connection AVIF flood`,
    login: latencyFigures(during),
    loginStatuses: statuses(during),
    images: `${imageFigures.rps} req/s, p50 ${imageFigures.p50} ms, p99 ${imageFigures.p99} ms, ${statuses(images)}`,
  });
} finally {
  await server.stop();
  rmSync(cacheDir, { recursive: true, force: true });
}

const bound = `IMAGE_CONVERSION_CONCURRENCY=${process.env.IMAGE_CONVERSION_CONCURRENCY ?? 1}, IMAGE_CONVERSION_QUEUE=${process.env.IMAGE_CONVERSION_QUEUE ?? 32}`;
const machine = machineDescription();
console.log(`\nSign-in under an image flood — ${server.driver}, ${seconds} s per phase, ${bound} — ${machine}\n`);
console.log('| phase | login req/s | p50 ms | p97.5 ms | p99 ms | max ms | login answers | image flood |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const l = r.login;
  console.log(
    `| ${r.phase} | ${l.rps} | ${l.p50} | ${l.p975} | ${l.p99} | ${l.max} | ${r.loginStatuses} | ${r.images ?? '–'} |`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/image-flood-${server.driver}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, driver: server.driver, seconds, bound, rows }, null, 2),
);
