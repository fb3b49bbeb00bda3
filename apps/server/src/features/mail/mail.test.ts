import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventDeliveries, events } from '../../db/schema/events.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createEventBus } from '../../lib/events/event-bus.ts';
import { createUnitOfWork } from '../../lib/unit-of-work.ts';
import { openTestDatabase } from '../../test/build-test-app.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { createMailRepository } from './mail.repository.ts';
import { createMailService } from './mail.service.ts';

// The mail outbox is one subscriber of the events outbox (issue 9): written with the change, sent after it.
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
let database: TestDatabase;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  database = await openTestDatabase();
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
  await database.drop();
});
beforeEach(async () => {
  await database.handle.db.delete(events);
  await database.handle.db.delete(mailOutbox);
});

function mailer(smtpUrl: string | undefined) {
  const uow = createUnitOfWork(database.handle.db);
  const bus = createEventBus({ uow, log: silent, retryBaseMs: 5 });
  const mail = createMailService({
    repository: createMailRepository(uow),
    events: bus,
    smtpUrl,
    from: 'Aushadh <no-reply@aushadh.in>',
    logger: silent as never,
  });
  return { uow, bus, mail };
}

const letter = (to: string) => ({ to, subject: `Namaste ${to}`, text: 'Your order is on its way.' });
const mailsTo = (to: string) => inbox.received.filter((m) => m.to.includes(to));
const mailDelivery = async () => {
  const [row] = await database.handle.db.select().from(eventDeliveries).where(eq(eventDeliveries.subscriber, 'mail'));
  return row;
};

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail through the events outbox', () => {
  it('a mail queued in a rolled-back transaction never exists; a committed one is sent once, even when its event comes again', async () => {
    const { uow, bus, mail } = mailer(inbox.url);
    await expect(
      uow.transaction(async () => {
        await mail.enqueue(letter('rolled.back@example.in'));
        throw new Error('out of stock');
      }),
    ).rejects.toThrow('out of stock');
    await uow.transaction(() => mail.enqueue(letter('asha@example.in')));
    await inbox.waitFor('asha@example.in');
    await bus.dispatch();
    const [row] = await database.handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ to: 'asha@example.in' });
    expect(row!.sentAt).toBeInstanceOf(Date);

    // The event comes again (a crash before its delivery was marked): the mail is not sent twice.
    await database.handle.db.update(eventDeliveries).set({ deliveredAt: null, lockedUntil: null });
    await bus.dispatch();
    expect(await mailDelivery()).toMatchObject({ attempts: 2, dead: false });
    expect((await mailDelivery())!.deliveredAt).toBeInstanceOf(Date);
    expect(mailsTo('asha@example.in')).toHaveLength(1);
    expect(mailsTo('rolled.back@example.in')).toHaveLength(0);
  });

  it('an unreachable mail server: retried with backoff, then a dead letter; the mail stays unsent', async () => {
    const { bus, mail } = mailer(`smtp://127.0.0.1:${await closedPort()}`);
    await mail.enqueue(letter('ravi@example.in'));
    const deadline = Date.now() + 10_000;
    while (!(await mailDelivery())?.dead && Date.now() < deadline) {
      await bus.dispatch();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await mailDelivery()).toMatchObject({ attempts: 5, dead: true, deliveredAt: null });
    const backlog = await bus.backlog();
    expect(backlog.subscribers).toEqual([
      { subscriber: 'mail', pending: 0, dead: 1, scheduled: 0, oldestPendingSeconds: null },
    ]);
    expect(backlog.recentDead[0]).toMatchObject({ type: 'mail.requested', subscriber: 'mail', attempts: 5 });
    expect(backlog.recentDead[0]!.lastError).toMatch(/ECONNREFUSED/);
    expect((await database.handle.db.select().from(mailOutbox))[0]!.sentAt).toBeNull();
  });

  it('a mail erased before its delivery (account deletion) is not sent, and its delivery is done', async () => {
    const { uow, bus, mail } = mailer(inbox.url);
    await uow.transaction(async () => {
      await mail.enqueue(letter('gone@example.in'));
      await mail.personalData.erase({ userId: 1, email: 'Gone@Example.in' });
    });
    await bus.dispatch();
    expect((await mailDelivery())!.deliveredAt).toBeInstanceOf(Date);
    expect(mailsTo('gone@example.in')).toHaveLength(0);
    expect(await database.handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('without SMTP_URL the mail stays in the development outbox, marked sent', async () => {
    const { bus, mail } = mailer(undefined);
    await mail.enqueue(letter('dev@example.in'));
    await bus.dispatch();
    const [recent] = await mail.recent();
    expect(recent).toMatchObject({ to: 'dev@example.in', subject: 'Namaste dev@example.in' });
    expect(recent!.sentAt).toBeInstanceOf(Date);
  });
});
