import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakePrescriptions, newCustomer, upi } from '../../test/checkout-helpers.ts';
import { createProduct, createSession, createUser } from '../../test/factories.ts';
import { api, orderOf, staffMember, type Person } from '../../test/order-life-helpers.ts';

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await buildTestApp({}, { prescriptions: fakePrescriptions() });
  admin = await staffMember(t, 'admin', 'Meera Iyer');
});
afterAll(async () => t.close());

let subjectCounter = 0;
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Winter immunity week',
  subject: `Stay well this winter ${(subjectCounter += 1)}`,
  body: 'Namaste {{firstName}},\n\nVitamin C and zinc supplements are 15% off this week.\n\nTeam Aushadh',
  segment: 'all-customers',
  categoryId: null,
  ...overrides,
});

async function customer(marketing: boolean, name = 'Ananya Reddy') {
  const c = await newCustomer(t);
  await t.db.execute(sql`update users set name = ${name} where id = ${c.id}`);
  if (marketing) await t.app.privacy.updateConsent(c.id, 'marketing', true);
  return c;
}

async function mailsWith(subject: string) {
  const result = await t.db.execute(sql`select "to", text from mail_outbox where subject = ${subject} order by id`);
  return (result as unknown as { rows: { to: string; text: string }[] }).rows;
}

const emailOf = async (userId: number) => (await t.app.auth.contactOf(userId))!.email;
const tokenIn = (text: string) => /unsubscribe\?token=([\w.-]+)/.exec(text)![1]!;

async function sendAndFinish(input = draft()) {
  const created = await api(t, admin).post('/api/admin/campaigns', input);
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const sent = await api(t, admin).post(`/api/admin/campaigns/${id}/send`);
  expect(sent.statusCode).toBe(202);
  for (let i = 0; i < 5; i += 1) await t.app.events.dispatch();
  return (await api(t, admin).get(`/api/admin/campaigns/${id}`)).json();
}

describe('who may run campaigns', () => {
  it('admin and subadmin may; customers and other staff get 403, strangers 401 — and the unsubscribe link needs no sign-in', async () => {
    const subadmin = await staffMember(t, 'subadmin');
    const created = await api(t, subadmin).post('/api/admin/campaigns', draft());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const others: Person[] = [await newCustomer(t)];
    for (const role of ['pharmacy', 'chemist', 'doctor', 'laboratory', 'hospital', 'delivery'] as const) {
      others.push(await staffMember(t, role));
    }
    for (const who of others) {
      expect((await api(t, who).get('/api/admin/campaigns')).statusCode).toBe(403);
      expect((await api(t, who).post('/api/admin/campaigns', draft())).statusCode).toBe(403);
      expect((await api(t, who).get(`/api/admin/campaigns/${id}/preview`)).statusCode).toBe(403);
      expect((await api(t, who).post(`/api/admin/campaigns/${id}/test`)).statusCode).toBe(403);
      expect((await api(t, who).post(`/api/admin/campaigns/${id}/send`)).statusCode).toBe(403);
    }
    expect((await api(t, null).get('/api/admin/campaigns')).statusCode).toBe(401);
    expect((await api(t, subadmin).get('/api/admin/campaigns')).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['a control character in the subject', draft({ subject: 'Offer\u0007 now' }), 'TEXT_FORBIDDEN_CHARACTER'],
    ['a huge body', draft({ body: 'x'.repeat(100_000) }), 'TEXT_TOO_LONG'],
    ['a number for a name', draft({ name: 42 }), null],
    ['an unknown segment', draft({ segment: 'everyone-on-earth' }), null],
    ['a category segment without a category', draft({ segment: 'bought-category' }), 'CAMPAIGN_CATEGORY_REQUIRED'],
    ['a category on another segment', draft({ categoryId: 3 }), 'CAMPAIGN_CATEGORY_REQUIRED'],
    ['a negative category', draft({ segment: 'bought-category', categoryId: -1 }), null],
  ])('%s → 400 with a code', async (_name, payload, code) => {
    const res = await api(t, admin).post('/api/admin/campaigns', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeTruthy();
    if (code) expect(JSON.stringify(res.json())).toContain(code);
  });

  it('an unknown campaign is a 404, a bad id a 400, sending twice a 409', async () => {
    expect((await api(t, admin).get('/api/admin/campaigns/999999')).json().code).toBe('CAMPAIGN_NOT_FOUND');
    expect((await api(t, admin).post('/api/admin/campaigns/999999/send')).statusCode).toBe(404);
    expect((await api(t, admin).get('/api/admin/campaigns/abc')).statusCode).toBe(400);
    const done = await sendAndFinish();
    const again = await api(t, admin).post(`/api/admin/campaigns/${done.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CAMPAIGN_ALREADY_SENT');
  });

  it.each([['not-a-token'], ['1.1.' + 'a'.repeat(43)], ['x'.repeat(5000)], ['1.1.\u0000']])(
    'an unsubscribe token %# that is not ours → 400 UNSUBSCRIBE_LINK_INVALID',
    async (token) => {
      const res = await api(t, null).post('/api/email/unsubscribe', { token });
      expect(res.statusCode).toBe(400);
      // A malformed token fails the schema (VALIDATION_FAILED with the issue), a forged one the signature.
      expect(JSON.stringify(res.json())).toContain('UNSUBSCRIBE_LINK_INVALID');
    },
  );
});

describe('sending', () => {
  it('previews and test-sends to the acting admin, mails only customers who consented, counts delivery, and the unsubscribe link stops every later send', async () => {
    const asha = await customer(true, 'Asha Menon');
    const vikram = await customer(true, 'Vikram Singh');
    const silent = await customer(false, 'Rohit Das');

    const created = (await api(t, admin).post('/api/admin/campaigns', draft())).json();
    const preview = (await api(t, admin).get(`/api/admin/campaigns/${created.id}/preview`)).json();
    expect(preview.text).toContain('Namaste Meera,');
    expect(preview.html).toContain('Unsubscribe');
    const test = await api(t, admin).post(`/api/admin/campaigns/${created.id}/test`);
    expect(test.json().sentTo).toBe(await emailOf(admin.id));
    expect((await mailsWith(`[Test] ${created.subject}`)).map((m) => m.to)).toEqual([await emailOf(admin.id)]);
    // A test send is not the send.
    expect((await api(t, admin).get(`/api/admin/campaigns/${created.id}`)).json().status).toBe('draft');

    await api(t, admin).post(`/api/admin/campaigns/${created.id}/send`);
    for (let i = 0; i < 5; i += 1) await t.app.events.dispatch();
    const done = (await api(t, admin).get(`/api/admin/campaigns/${created.id}`)).json();
    expect(done.status).toBe('sent');
    const mails = await mailsWith(created.subject);
    const to = mails.map((m) => m.to);
    expect(to).toContain(await emailOf(asha.id));
    expect(to).toContain(await emailOf(vikram.id));
    expect(to).not.toContain(await emailOf(silent.id));
    expect(new Set(to).size).toBe(to.length);
    expect(done.counts.queued).toBe(mails.length);
    expect(done.counts.queued + done.counts.skipped).toBe(done.counts.recipients);
    expect(done.counts.pending).toBe(0);
    // The development outbox "sends" at once: every queued mail is delivered.
    expect(done.counts.delivered).toBe(done.counts.queued);
    const ashaEmail = await emailOf(asha.id);
    // Her own first name, and her own link.
    const ashaText = mails.find((m) => m.to === ashaEmail)!.text;
    expect(ashaText.startsWith('Namaste Asha,')).toBe(true);
    expect(ashaText).toContain('/unsubscribe?token=');

    // Asha unsubscribes from her mail's link (twice: the second changes nothing).
    for (let i = 0; i < 2; i += 1) {
      const res = await api(t, null).post('/api/email/unsubscribe', { token: tokenIn(ashaText) });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.app.privacy.consents(asha.id)).current.marketing).toBe(false);
    expect((await api(t, admin).get(`/api/admin/campaigns/${created.id}`)).json().counts.unsubscribed).toBe(1);

    const next = await sendAndFinish();
    const nextTo = (await mailsWith(next.subject)).map((m) => m.to);
    expect(nextTo).not.toContain(await emailOf(asha.id));
    expect(nextTo).toContain(await emailOf(vikram.id));
  });

  it('segments: bought a category (from the order read model) and inactive for 90 days', async () => {
    const saffron = await createProduct(t.db, {
      name: 'Baby Saffron Kesar 1g',
      pricePaise: 45_000,
      mrpPaise: 49_900,
      categoryId: 7,
    });
    const buyer = await customer(true, 'Kavya Nair');
    await orderOf(t, [{ productId: saffron.id, quantity: 1 }], { customer: buyer });
    await t.app.events.dispatch();
    const nonBuyer = await customer(true, 'Arjun Patil');
    const bought = await sendAndFinish(draft({ segment: 'bought-category', categoryId: 7 }));
    const boughtTo = (await mailsWith(bought.subject)).map((m) => m.to);
    expect(boughtTo).toContain(await emailOf(buyer.id));
    expect(boughtTo).not.toContain(await emailOf(nonBuyer.id));

    const longAgo = new Date(Date.now() - 120 * 86_400_000);
    const dormant = await createUser(t.db, { name: 'Sunita Joshi', createdAt: longAgo });
    await t.app.privacy.updateConsent(dormant.id, 'marketing', true);
    const oldButBuying = await createUser(t.db, { name: 'Farhan Qureshi', createdAt: longAgo });
    await t.app.privacy.updateConsent(oldButBuying.id, 'marketing', true);
    const crocin = await createProduct(t.db, { pricePaise: 3_000, mrpPaise: 3_300 });
    const oldCustomer = {
      id: oldButBuying.id,
      cookies: { aushadh_session: await createSession(t.db, oldButBuying.id) },
    };
    await orderOf(t, [{ productId: crocin.id, quantity: 1 }], {
      customer: { ...oldCustomer, body: {}, user: oldButBuying } as unknown as Awaited<ReturnType<typeof newCustomer>>,
    });
    await t.app.events.dispatch();
    const inactive = await sendAndFinish(draft({ segment: 'inactive-90-days' }));
    const inactiveTo = (await mailsWith(inactive.subject)).map((m) => m.to);
    expect(inactiveTo).toContain(dormant.email);
    expect(inactiveTo).not.toContain(oldButBuying.email);
    expect(inactiveTo).not.toContain(await emailOf(nonBuyer.id));
  });
});

describe('PLUS members', () => {
  it('goes to customers with a PLUS plan running now: not to those who cancelled or never bought', async () => {
    const member = await customer(true, 'Rohan Mehta');
    const cancelled = await customer(true, 'Divya Pillai');
    const never = await customer(true, 'Imran Sheikh');
    const plan = { plan: 'plus-3', payment: upi } as const;
    await t.app.offers.buyPlus(member.id, 'plus-rohan', plan);
    await t.app.offers.buyPlus(cancelled.id, 'plus-divya', plan);
    await t.app.offers.cancelPlus(cancelled.id);
    const sent = await sendAndFinish(draft({ segment: 'plus-members' }));
    const to = (await mailsWith(sent.subject)).map((m) => m.to);
    expect(to).toContain(await emailOf(member.id));
    expect(to).not.toContain(await emailOf(cancelled.id));
    expect(to).not.toContain(await emailOf(never.id));
    expect(sent.segment).toBe('plus-members');
  });
});

describe('editing, pausing and the audit log', () => {
  const auditOf = async (id: number) => {
    const res = await api(t, admin).get(`/api/admin/audit?targetId=${id}`);
    expect(res.statusCode).toBe(200);
    return (res.json().items as { action: string; targetType: string; actorUserId: number; after: unknown }[])
      .filter((e) => e.targetType === 'campaign')
      .reverse();
  };

  it('records who created, edited, test-sent, sent, paused and resumed a campaign; a paused one sends no batch', async () => {
    // Batches run only when this test dispatches (not right after each commit), so the pause lands before the first.
    await t.app.events.stop();
    const subadmin = await staffMember(t, 'subadmin', 'Neha Kapoor');
    for (let i = 0; i < 3; i += 1) await customer(true, `Reader ${i}`);
    const created = await api(t, subadmin).post('/api/admin/campaigns', draft());
    const id = created.json().id as number;
    const edited = await api(t, subadmin).put(`/api/admin/campaigns/${id}`, draft({ name: 'Monsoon care week' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toBe('Monsoon care week');
    expect((await api(t, subadmin).post(`/api/admin/campaigns/${id}/test`)).statusCode).toBe(200);

    // Pausing a draft is refused; so is rewriting a campaign once it is being sent.
    const early = await api(t, subadmin).post(`/api/admin/campaigns/${id}/pause`);
    expect([early.statusCode, early.json().code]).toEqual([409, 'CAMPAIGN_NOT_SENDING']);
    expect((await api(t, subadmin).post(`/api/admin/campaigns/${id}/send`)).statusCode).toBe(202);
    const late = await api(t, subadmin).put(`/api/admin/campaigns/${id}`, draft());
    expect([late.statusCode, late.json().code]).toEqual([409, 'CAMPAIGN_ALREADY_SENT']);

    // Paused before its first batch: the batch event comes and queues nothing.
    const paused = await api(t, subadmin).post(`/api/admin/campaigns/${id}/pause`);
    expect([paused.statusCode, paused.json().status]).toEqual([200, 'paused']);
    for (let i = 0; i < 3; i += 1) await t.app.events.dispatch();
    const held = (await api(t, subadmin).get(`/api/admin/campaigns/${id}`)).json();
    expect(held.counts.queued).toBe(0);
    expect(held.counts.pending).toBeGreaterThanOrEqual(3);

    // Sending again resumes where it stopped, and finishes.
    expect((await api(t, subadmin).post(`/api/admin/campaigns/${id}/send`)).statusCode).toBe(202);
    for (let i = 0; i < 5; i += 1) await t.app.events.dispatch();
    const done = (await api(t, subadmin).get(`/api/admin/campaigns/${id}`)).json();
    expect(done.status).toBe('sent');
    expect(done.counts.pending).toBe(0);
    expect(done.counts.queued).toBeGreaterThanOrEqual(3);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual([
      'campaign.created',
      'campaign.updated',
      'campaign.test-sent',
      'campaign.sent',
      'campaign.paused',
      'campaign.resumed',
    ]);
    expect(entries.every((e) => e.actorUserId === subadmin.id)).toBe(true);
    expect(entries[1]!.after).toMatchObject({ name: 'Monsoon care week', segment: 'all-customers' });
    expect(entries[3]!.after).toMatchObject({ status: 'sending', recipients: done.counts.recipients });
  });

  it('a refused action leaves no audit record; other roles cannot edit or pause', async () => {
    const created = await api(t, admin).post('/api/admin/campaigns', draft());
    const id = created.json().id as number;
    const before = (await auditOf(id)).length;
    expect((await api(t, admin).post(`/api/admin/campaigns/${id}/pause`)).statusCode).toBe(409);
    expect((await api(t, admin).put(`/api/admin/campaigns/${id}`, draft({ subject: 'x\u0000' }))).statusCode).toBe(400);
    expect((await api(t, admin).put('/api/admin/campaigns/999999', draft())).statusCode).toBe(404);
    expect(await auditOf(id)).toHaveLength(before);
    const chemist = await staffMember(t, 'chemist');
    expect((await api(t, chemist).put(`/api/admin/campaigns/${id}`, draft())).statusCode).toBe(403);
    expect((await api(t, chemist).post(`/api/admin/campaigns/${id}/pause`)).statusCode).toBe(403);
    expect((await api(t, null).post(`/api/admin/campaigns/${id}/pause`)).statusCode).toBe(401);
  });
});
