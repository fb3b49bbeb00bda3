/**
 * Health chat under load (issue 16 item 2): 1,000 sockets on one server instance — 500 customers, each in a
 * conversation taken by one of 500 pharmacists — exchanging messages; the figure is the end-to-end latency from
 * `send` on one socket to the `message` frame on the other side's socket (stored, fanned out, delivered).
 *
 * Run: npx node bench/chat-load.ts   (env: BENCH_PG_URL, server database, default postgres://postgres@127.0.0.1:5432;
 * CHAT_PAIRS 500, CHAT_RATE messages per second 200, CHAT_SECONDS 20). The accounts and sessions are written
 * straight into a fresh database `chat_bench` (no argon2 per account); the server is the real main.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import WebSocket from 'ws';
import { machineDescription } from './lib/latency.ts';
import { startServer } from './lib/server.ts';

const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PAIRS = Number(process.env.CHAT_PAIRS ?? 500);
const RATE = Number(process.env.CHAT_RATE ?? 200);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 20);
const PORT = '4326';
const DB = 'chat_bench';

const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
await admin.end();

const server = await startServer({
  PORT,
  DATABASE_URL: `${PG}/${DB}`,
  SEED_ON_START: 'false',
  // Every socket of this bench comes from one address; a real deployment caps per client behind its proxy.
  MAX_CONNECTIONS_PER_CLIENT: '0',
});

interface Person {
  id: number;
  cookie: string;
}
const db = new pg.Client({ connectionString: `${PG}/${DB}` });
await db.connect();
async function people(role: string, count: number, name: (i: number) => string): Promise<Person[]> {
  const out: Person[] = [];
  for (let i = 0; i < count; i++) {
    const tag = `${role}${i}`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (name, username, email, role, email_verified_at) VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [name(i), `bench_${tag}`, `bench.${tag}@example.in`, role],
    );
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      createHash('sha256').update(token).digest('hex'),
      rows[0]!.id,
    ]);
    out.push({ id: rows[0]!.id, cookie: `aushadh_session=${token}` });
  }
  return out;
}
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sneha', 'Vihaan', 'Anika', 'Arjun', 'Ishita'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Patel', 'Das', 'Joshi', 'Khan', 'Gupta', 'Menon'];
const nameOf = (i: number) => `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`;
const customers = await people('customer', PAIRS, nameOf);
const pharmacists = await people('pharmacy', PAIRS, (i) => `${nameOf(i + 3)} (pharmacist)`);
await db.end();

async function api(who: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(server.url + path, {
    method,
    headers: { cookie: who.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: number }>;
}
const conversations: number[] = [];
for (let i = 0; i < PAIRS; i++) {
  const { id } = await api(customers[i]!, 'POST', '/api/chat/conversations', { with: 'pharmacist' });
  await api(pharmacists[i]!, 'POST', `/api/chat/conversations/${id}/take`);
  conversations.push(id);
}

/** clientId → when it was sent; the other side's socket records the latency when the message reaches it. */
const sentAt = new Map<string, number>();
const latencies: number[] = [];
let errors = 0;
function open(who: Person, side: 'customer' | 'staff'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/chat/socket`, {
      headers: { cookie: who.cookie, origin: server.url },
    });
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: { clientId: string; side: string } };
      if (frame.type === 'error') {
        errors += 1;
        if (errors <= 3) console.warn('error frame:', String(data).slice(0, 200));
      }
      if (frame.type !== 'message' || frame.message!.side === side) return;
      const at = sentAt.get(frame.message!.clientId);
      if (at !== undefined) {
        latencies.push(performance.now() - at);
        sentAt.delete(frame.message!.clientId);
      }
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}
const openStarted = performance.now();
const customerSockets: WebSocket[] = [];
const staffSockets: WebSocket[] = [];
// In batches: a thousand handshakes at once is a connection storm, not the chat's steady state.
for (let i = 0; i < PAIRS; i += 50) {
  const batch = await Promise.all(
    customers.slice(i, i + 50).flatMap((c, j) => [open(c, 'customer'), open(pharmacists[i + j]!, 'staff')]),
  );
  batch.forEach((socket, k) => (k % 2 === 0 ? customerSockets : staffSockets).push(socket));
}
const openMs = performance.now() - openStarted;
const sockets = customerSockets.length + staffSockets.length;
console.log(`${sockets} sockets open in ${Math.round(openMs)} ms`);

const BODIES = [
  'Is Dolo 650 safe with Azithral 500?',
  'Yes, take Dolo after food, at most 4 tablets a day.',
  'When will order AUS-10423 arrive?',
  'It is out for delivery; keep the code ready.',
  'Can I get Thyronorm 50 mcg without a new prescription?',
];
let sent = 0;
const total = RATE * SECONDS;
const started = performance.now();
await new Promise<void>((resolve) => {
  const tickMs = 10;
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
    for (; sent < due; sent++) {
      const pair = sent % PAIRS;
      // Turns alternate: the customer asks, the pharmacist answers.
      const fromCustomer = Math.floor(sent / PAIRS) % 2 === 0;
      const socket = fromCustomer ? customerSockets[pair]! : staffSockets[pair]!;
      const clientId = `bench-${String(sent).padStart(6, '0')}`;
      sentAt.set(clientId, performance.now());
      socket.send(
        JSON.stringify({
          type: 'send',
          conversationId: conversations[pair],
          clientId,
          body: BODIES[sent % BODIES.length],
        }),
      );
    }
    if (sent >= total) {
      clearInterval(timer);
      resolve();
    }
  }, tickMs);
});
// Let the last messages arrive.
const drainUntil = performance.now() + 5000;
while (sentAt.size > 0 && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
const elapsed = (performance.now() - started) / 1000;

for (const socket of [...customerSockets, ...staffSockets]) socket.terminate();
await server.stop();

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10) / 10;
const figures = {
  sockets,
  messages: total,
  delivered: latencies.length,
  lost: sentAt.size,
  errors,
  ratePerSecond: RATE,
  seconds: Math.round(elapsed * 10) / 10,
  p50: pct(0.5),
  p95: pct(0.95),
  p99: pct(0.99),
  max: Math.round(latencies.at(-1)! * 10) / 10,
  openMs: Math.round(openMs),
};
const machine = machineDescription();
console.log(`\nHealth chat load — ${server.driver}, one instance — ${machine}\n`);
console.log('| sockets | messages | delivered | lost | errors | rate msg/s | p50 ms | p95 ms | p99 ms | max ms |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${figures.sockets} | ${figures.messages} | ${figures.delivered} | ${figures.lost} | ${errors} | ${RATE} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.max} |`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/chat-load.json',
  JSON.stringify({ date: new Date().toISOString(), machine, driver: server.driver, ...figures }, null, 2),
);
const passed = figures.p95 <= 50 && figures.lost === 0;
console.log(passed ? '\nOK: p95 ≤ 50 ms, nothing lost' : '\nFAILED: p95 over 50 ms or messages lost');
process.exit(passed ? 0 : 1);
