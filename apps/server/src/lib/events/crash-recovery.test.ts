import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { eventDeliveries } from '../../db/schema/events.ts';
import { openTestDatabase } from '../../test/build-test-app.ts';
import { createProduct, createSession, createUser, deliveryAddress } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import type { TestDatabase } from '../../test/test-database.ts';

// Issue 9, done means: the server is killed (kill -9) while orders are being placed and their mail events
// are pending; after a restart every committed order's mail is delivered, none twice.
const REPO_ROOT = new URL('../../../../../', import.meta.url).pathname;
const PORT = 4112;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const CUSTOMERS = 8;

interface Customer {
  id: number;
  email: string;
  cookie: string;
}

describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('kill -9 with mail events pending (PostgreSQL)', () => {
  let database: TestDatabase;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let dataDir: string;
  let server: ChildProcess | null = null;
  beforeAll(async () => {
    database = await openTestDatabase();
    inbox = await startSmtpInbox();
    dataDir = await mkdtemp(join(tmpdir(), 'evt-crash-'));
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await inbox?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The real server (main.ts) on the test database, mailing to the test's SMTP inbox. */
  async function startServer(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATABASE_URL: database.handle.url!,
        SMTP_URL: inbox.url,
        SEED_ON_START: 'false',
        SEED_DEMO_ACCOUNTS: 'false',
        LOG_LEVEL: 'error',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        // A killed instance's claims lapse after 2 s, so the restarted one takes them over quickly.
        EVENT_LEASE_MS: '2000',
        EVENT_POLL_MS: '200',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (
        await fetch(`${URL_BASE}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return child;
      if (Date.now() > deadline) throw new Error('server did not start in 90 s');
      await sleep(200);
    }
  }

  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );

  async function placeOrder(customer: Customer, productId: number) {
    const headers = { 'content-type': 'application/json', cookie: `aushadh_session=${customer.cookie}` };
    const added = await fetch(`${URL_BASE}/api/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId: customer.id, productId, quantity: 1 }),
    });
    if (!added.ok) throw new Error(`cart answered ${added.status}`);
    const res = await fetch(`${URL_BASE}/api/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        address: { ...deliveryAddress, email: customer.email },
        payment: { method: 'upi', upiId: 'priya@okaxis' },
      }),
    });
    return res.status === 201 ? ((await res.json()) as { id: number; orderNumber: string }) : null;
  }

  it('delivers every committed order’s confirmation exactly once after a restart', { timeout: 240_000 }, async () => {
    const db = database.handle.db;
    const product = await createProduct(db, { stock: 100_000 });
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const user = await createUser(db);
      customers.push({ id: user.id, email: user.email.toLowerCase(), cookie: await createSession(db, user.id) });
    }

    server = await startServer();
    // Before the crash: orders whose mail went out (checkout answers after its mail is handed over).
    const acknowledged = (await Promise.all(customers.map((c) => placeOrder(c, product.id)))).filter((o) => o !== null);
    expect(acknowledged).toHaveLength(CUSTOMERS);

    // The mail server stops answering: orders keep committing, their mail events stay pending.
    const release = inbox.hold();
    let stop = false;
    const load = customers.map(async (customer) => {
      while (!stop) {
        const order = await placeOrder(customer, product.id).catch(() => null);
        if (order) acknowledged.push(order);
      }
    });
    const ids = () => customers.map((c) => c.id);
    const committed = async () =>
      db.select({ id: orders.id, userId: orders.userId }).from(orders).where(inArray(orders.userId, ids()));
    const deadline = Date.now() + 30_000;
    while ((await committed()).length < CUSTOMERS * 2 && Date.now() < deadline) await sleep(100);
    server.kill('SIGKILL');
    await exited(server);
    stop = true;
    await Promise.all(load);
    // The killed server's mails were never accepted: the SMTP server drops them.
    await sleep(300);
    release();

    const placed = await committed();
    expect(placed.length).toBeGreaterThan(CUSTOMERS);
    const pendingAtCrash = await db
      .select({ eventId: eventDeliveries.eventId })
      .from(eventDeliveries)
      .where(and(eq(eventDeliveries.subscriber, 'mail'), isNull(eventDeliveries.deliveredAt)));
    expect(pendingAtCrash.length).toBeGreaterThan(0);

    server = await startServer();
    // Every committed order, acknowledged or cut off by the kill, is asked for by its owner.
    const numbers = new Map<number, string>();
    for (const order of placed) {
      const owner = customers.find((c) => c.id === order.userId)!;
      const res = await fetch(`${URL_BASE}/api/orders/${order.id}`, {
        headers: { cookie: `aushadh_session=${owner.cookie}` },
      });
      numbers.set(order.id, ((await res.json()) as { orderNumber: string }).orderNumber);
    }
    for (const order of acknowledged) expect(numbers.get(order.id)).toBe(order.orderNumber);

    const confirmations = (orderNumber: string) =>
      inbox.received.filter((mail) => mail.subject === `Order ${orderNumber} confirmed`).length;
    const waitUntil = Date.now() + 30_000;
    while ([...numbers.values()].some((n) => confirmations(n) === 0) && Date.now() < waitUntil) await sleep(200);
    // A little longer: a second copy would arrive now.
    await sleep(1000);

    for (const orderNumber of numbers.values())
      expect({ orderNumber, mails: confirmations(orderNumber) }).toEqual({ orderNumber, mails: 1 });
    const subjects = inbox.received.map((mail) => mail.subject);
    expect(subjects.length).toBe(new Set(subjects).size);
    const mailDeliveries = await db.select().from(eventDeliveries).where(eq(eventDeliveries.subscriber, 'mail'));
    expect(mailDeliveries.filter((d) => d.deliveredAt === null || d.dead)).toEqual([]);
    // The mail the killed server was sending was taken over once its claim lapsed.
    expect(mailDeliveries.some((d) => d.attempts >= 2)).toBe(true);

    server.kill('SIGTERM');
    await exited(server);
    server = null;
  });
});
