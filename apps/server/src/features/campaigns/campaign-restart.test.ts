import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer } from '../../test/checkout-helpers.ts';
import { api, staffMember } from '../../test/order-life-helpers.ts';
import { createCampaignsRepository } from './campaigns.repository.ts';
import { createCampaignsService } from './campaigns.service.ts';

let t: TestApp;
let second: TestApp | null = null;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const rows = async <R>(query: ReturnType<typeof sql>) => {
  const result = await t.db.execute(query);
  return (result as unknown as { rows: R[] }).rows;
};

it('a crash in the middle of a batch loses that batch whole; after a restart the send resumes and nobody is mailed twice', async () => {
  const admin = await staffMember(t, 'admin', 'Meera Iyer');
  for (let i = 0; i < 5; i += 1) {
    const c = await newCustomer(t);
    await t.app.privacy.updateConsent(c.id, 'marketing', true);
  }
  const subject = 'Monsoon care: ORS and mosquito repellents';
  const created = await api(t, admin).post('/api/admin/campaigns', {
    name: 'Monsoon care',
    subject,
    body: 'Namaste {{firstName}},\n\nStock up on ORS sachets and Odomos before the rains.',
    segment: 'all-customers',
    categoryId: null,
  });
  const id = created.json().id as number;

  // This instance's dispatcher stops: what it published waits in the outbox, as after a crash.
  await t.app.events.stop();
  let enqueued = 0;
  const crashing = createCampaignsService({
    repository: createCampaignsRepository(t.app.uow),
    uow: t.app.uow,
    events: t.app.events,
    mail: {
      // The third mail of the run fails as a process killed mid-batch would: its batch's transaction rolls back.
      enqueue: async (mail) => {
        enqueued += 1;
        if (enqueued === 3) throw new Error('killed');
        return t.app.mail.enqueue(mail);
      },
      sentAmong: (ids) => t.app.mail.sentAmong(ids),
    },
    people: { listAccounts: (q) => t.app.auth.accounts.list(q), contactOf: (uid) => t.app.auth.contactOf(uid) },
    privacy: t.app.privacy,
    analytics: t.app.analytics,
    plus: { membersAmong: (ids) => t.app.offers.plusMembersAmong(ids) },
    audit: t.app.audit,
    unsubscribeMailbox: 'unsubscribe@aushadh.in',
    secret: 'test',
    siteUrl: 'http://localhost',
    batchSize: 2,
  });
  await crashing.start(id, { userId: admin.id, role: 'admin', ip: '127.0.0.1' });
  await crashing.runBatch(id);
  await expect(crashing.runBatch(id)).rejects.toThrow('killed');

  const mailedBefore = await rows<{ n: number }>(
    sql`select count(*)::int as n from mail_outbox where subject = ${subject}`,
  );
  expect(mailedBefore[0]!.n).toBe(2);
  const queuedBefore = await rows<{ n: number }>(
    sql`select count(*)::int as n from campaign_recipients where campaign_id = ${id} and status = 'queued'`,
  );
  expect(queuedBefore[0]!.n).toBe(2);

  // Restart: a new instance on the same database delivers what was left in the outbox.
  await t.app.close();
  second = await buildSecondInstance(t);
  for (let i = 0; i < 5; i += 1) await second.app.events.dispatch();

  const perAddress = await rows<{ to: string; n: number }>(
    sql`select "to", count(*)::int as n from mail_outbox where subject = ${subject} group by "to"`,
  );
  expect(perAddress.every((r) => r.n === 1)).toBe(true);
  const recipients = await rows<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from campaign_recipients where campaign_id = ${id} group by status`,
  );
  const byStatus = Object.fromEntries(recipients.map((r) => [r.status, r.n]));
  expect(byStatus.pending ?? 0).toBe(0);
  expect(byStatus.queued).toBe(perAddress.length);
  expect(perAddress.length).toBeGreaterThanOrEqual(5);
  const [campaign] = await rows<{ status: string }>(sql`select status from campaigns where id = ${id}`);
  expect(campaign!.status).toBe('sent');
});
