/**
 * Crash test for checkout: start the server, drive a checkout load, `kill -9` it mid-load, restart it on the
 * same data, then check that every acknowledged order (a 2xx received) is complete — its items and its
 * stock taken — and that no order is half-written (stock conserved, no order without items or history).
 * Run: npm run bench:checkout-crash   (PGlite data dir by default; DATABASE_URL=postgres://… for PostgreSQL)
 * env: CRASH_AFTER_MS (default 4000), CRASH_ROUNDS (default 3), BENCH_CONCURRENCY (default 10)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { productInventory } from '../apps/server/src/db/schema/catalog.ts';
import { orderItems, orders, orderStatusHistory } from '../apps/server/src/db/schema/orders.ts';
import { checkoutOnce, open, prepareCheckoutFixtures } from './lib/checkout-fixtures.ts';
import { startServer } from './lib/server.ts';

const databaseUrl = process.env.DATABASE_URL;
const driver = databaseUrl ? 'postgres' : 'pglite';
const crashAfterMs = Number(process.env.CRASH_AFTER_MS ?? 4000);
const rounds = Number(process.env.CRASH_ROUNDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const dataDir = databaseUrl ? undefined : mkdtempSync(join(os.tmpdir(), 'aushadh-crash-'));
const target = { dataDir, databaseUrl };
const productIds = [211, 212, 213, 214];
const INITIAL_STOCK = 100_000;

interface Ack {
  orderId: number;
  userId: number;
  /** The items the 201 response listed (a cart line left by a cut-off request may join the next order). */
  items: { productId: number; quantity: number }[];
}

const customers = await prepareCheckoutFixtures(target, { customers: concurrency, productIds, stock: INITIAL_STOCK });
const env = {
  PORT: '4331',
  SEED_ON_START: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
};
const acknowledged: Ack[] = [];
const log: string[] = [];
const say = (line: string) => {
  log.push(line);
  console.log(line);
};
let before: number;

try {
  // Orders in the database before the load (a PostgreSQL database may hold earlier runs).
  {
    const h = await open(target);
    before = (await h.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    await h.close();
  }
  for (let round = 1; round <= rounds; round++) {
    const server = await startServer(env);
    let stop = false;
    let inFlight = 0;
    let errors = 0;
    const workers = customers.map(async (customer, w) => {
      let i = 0;
      while (!stop) {
        const productId = productIds[(w + i) % productIds.length]!;
        const quantity = 1 + (i++ % 3);
        inFlight++;
        try {
          const res = await checkoutOnce(server.url, customer, productId, quantity, randomUUID());
          // A 201 that reached the client is an acknowledged order, whenever it arrived.
          if (res.status === 201) {
            const body = JSON.parse(res.body) as { id: number; items: { productId: number; quantity: number }[] };
            acknowledged.push({
              orderId: body.id,
              userId: customer.id,
              items: body.items.map((it) => ({ productId: it.productId, quantity: it.quantity })),
            });
          }
        } catch {
          errors++; // connection reset by the kill: not acknowledged
          if (stop) return;
          await new Promise((r) => setTimeout(r, 50));
        } finally {
          inFlight--;
        }
      }
    });
    await new Promise((r) => setTimeout(r, crashAfterMs));
    const ackBefore = acknowledged.length;
    server.child.kill('SIGKILL');
    const inFlightAtKill = inFlight;
    stop = true;
    await Promise.all(workers);
    await new Promise<void>((resolve) =>
      server.child.exitCode !== null || server.child.signalCode !== null
        ? resolve()
        : server.child.once('exit', () => resolve()),
    );
    say(
      `round ${round}: kill -9 after ${crashAfterMs} ms with ${inFlightAtKill} checkouts in flight; ${ackBefore} orders acknowledged so far (total), ${errors} requests cut off`,
    );
  }

  // Restart on the same data: the server must come up (recovery), then stop cleanly for the audit.
  const restarted = await startServer(env);
  const health = await fetch(`${restarted.url}/api/health`).then((r) => r.status);
  await restarted.stop();
  say(`restart after the last crash: /api/health ${health}`);

  const h = await open(target);
  try {
    const ids = acknowledged.map((a) => a.orderId);
    const found = ids.length
      ? await h.db
          .select({ id: orders.id, userId: orders.userId, status: orders.status })
          .from(orders)
          .where(inArray(orders.id, ids))
      : [];
    const foundIds = new Map(found.map((o) => [o.id, o]));
    const items = ids.length ? await h.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
    const lost = acknowledged.filter((a) => !foundIds.has(a.orderId));
    const wrong = acknowledged.filter((a) => {
      const o = foundIds.get(a.orderId);
      const its = items.filter((i) => i.orderId === a.orderId);
      const key = (list: { productId: number; quantity: number }[]) =>
        JSON.stringify([...list].sort((x, y) => x.productId - y.productId).map((x) => [x.productId, x.quantity]));
      return o && (o.userId !== a.userId || key(its) !== key(a.items));
    });
    const [{ n: total } = { n: 0 }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const [{ n: noItems } = { n: 0 }] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`);
    const [{ n: noHistory } = { n: 0 }] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`not exists (select 1 from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id})`);
    const stockRows = await h.db.select().from(productInventory).where(inArray(productInventory.productId, productIds));
    const sold = await h.db
      .select({ productId: orderItems.productId, q: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        sql`${orders.status} <> 'cancelled' and ${orderItems.productId} in (${sql.join(
          productIds.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      )
      .groupBy(orderItems.productId);
    const soldBy = new Map(sold.map((s) => [s.productId, s.q]));
    const stockMismatch = stockRows.filter(
      (s) => INITIAL_STOCK - s.stock !== (soldBy.get(s.productId) ?? 0) || s.stock < 0,
    );
    say(
      `acknowledged orders: ${acknowledged.length}; found after restart: ${acknowledged.length - lost.length}; LOST: ${lost.length}; with wrong items: ${wrong.length}`,
    );
    say(
      `orders in the database from this run: ${total - before} (acknowledged + committed-but-unacknowledged in flight at the kill)`,
    );
    say(`orders without items: ${noItems}; orders without status history: ${noHistory}`);
    say(
      `stock conserved (initial − now = sold in non-cancelled orders, never negative) for ${stockRows.length - stockMismatch.length}/${stockRows.length} products`,
    );
    for (const s of stockMismatch)
      say(
        `  MISMATCH product ${s.productId}: stock ${s.stock}, sold ${soldBy.get(s.productId) ?? 0}, initial ${INITIAL_STOCK}`,
      );
    if (lost.length)
      say(
        `  lost order ids (first 20): ${lost
          .slice(0, 20)
          .map((l) => l.orderId)
          .join(', ')}`,
      );
    const ok =
      lost.length === 0 && wrong.length === 0 && noItems === 0 && noHistory === 0 && stockMismatch.length === 0;
    say(ok ? `RESULT (${driver}): PASS` : `RESULT (${driver}): FAIL`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/checkout-crash-${driver}.json`,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          driver,
          rounds,
          crashAfterMs,
          concurrency,
          acknowledged: acknowledged.length,
          lost: lost.length,
          wrong: wrong.length,
          noItems,
          noHistory,
          stockMismatch: stockMismatch.length,
          ok,
          log,
        },
        null,
        2,
      ),
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await h.close();
  }
} finally {
  if (dataDir && process.env.KEEP_DATA !== '1') rmSync(dataDir, { recursive: true, force: true });
}
