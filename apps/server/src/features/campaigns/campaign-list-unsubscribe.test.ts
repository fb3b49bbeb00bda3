import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakePrescriptions, newCustomer } from '../../test/checkout-helpers.ts';
import { api, staffMember, type Person } from '../../test/order-life-helpers.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';

// Campaign mail as a mail program receives it, from a real SMTP peer: the list headers of RFC 2369 and RFC 8058,
// and the one-click POST they point to.

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let admin: Person;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp(
    { SMTP_URL: inbox.url, MAIL_FROM: 'Aushadh <no-reply@aushadh.in>' },
    {
      prescriptions: fakePrescriptions(),
    },
  );
  admin = await staffMember(t, 'admin', 'Meera Iyer');
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const emailOf = async (userId: number) => (await t.app.auth.contactOf(userId))!.email;
const marketing = async (userId: number) => (await t.app.privacy.consents(userId)).current.marketing;

/** A consenting customer, a campaign to everyone, sent; the customer's mail as it arrived. */
async function campaignMail(subject: string) {
  const reader = await newCustomer(t);
  await t.app.privacy.updateConsent(reader.id, 'marketing', true);
  const since = inbox.received.length;
  const created = await api(t, admin).post('/api/admin/campaigns', {
    name: 'Monsoon care',
    subject,
    body: 'Namaste {{firstName}},\n\nORS and mosquito repellents are on offer this week.',
    segment: 'all-customers',
    categoryId: null,
  });
  const id = created.json().id as number;
  expect((await api(t, admin).post(`/api/admin/campaigns/${id}/send`)).statusCode).toBe(202);
  for (let i = 0; i < 5; i += 1) await t.app.events.dispatch();
  const mail = await inbox.waitFor(await emailOf(reader.id), since);
  return { reader, id, mail };
}

/** The https (here http: the test server) link of `List-Unsubscribe`, as a path for `inject`. */
function oneClickPath(listUnsubscribe: string) {
  const link = /<(https?:\/\/[^>]+)>/.exec(listUnsubscribe)?.[1];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

describe('List-Unsubscribe on campaign mail', () => {
  it('carries a mailto and the signed one-click link, and one POST of List-Unsubscribe=One-Click withdraws the consent', async () => {
    const { reader, id, mail } = await campaignMail('Monsoon essentials');
    const header = mail.headers['list-unsubscribe'];
    expect(header).toMatch(/^<mailto:unsubscribe@aushadh\.in\?subject=unsubscribe%20\d+\.\d+\.[\w-]{43}>, <http/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const path = oneClickPath(header!);
    expect(path).toMatch(/^\/api\/email\/unsubscribe\/one-click\?token=/);
    // The body's link and the header's name the same person and campaign.
    const token = new URLSearchParams(path.split('?')[1]).get('token')!;
    expect(mail.text).toContain(`unsubscribe?token=${token}`);
    expect(token.startsWith(`${reader.id}.${id}.`)).toBe(true);

    expect(await marketing(reader.id)).toBe(true);
    // As a mail provider posts it: no cookie, no Origin, a form body.
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await marketing(reader.id)).toBe(false);
    const campaign = (await api(t, admin).get(`/api/admin/campaigns/${id}`)).json();
    expect(campaign.counts.unsubscribed).toBe(1);

    // A second post (providers retry) changes nothing and still answers 200.
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    expect((await api(t, admin).get(`/api/admin/campaigns/${id}`)).json().counts.unsubscribed).toBe(1);
  });

  it('takes the multipart form too (RFC 8058 allows either)', async () => {
    const { reader, mail } = await campaignMail('Winter skin care');
    const boundary = 'x-aushadh-test';
    const res = await t.app.inject({
      method: 'POST',
      url: oneClickPath(mail.headers['list-unsubscribe']!),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(await marketing(reader.id)).toBe(false);
  });

  it('refuses what is not a one-click unsubscribe of ours with a 4xx, and withdraws nothing', async () => {
    const { reader, mail } = await campaignMail('Healthy heart month');
    const path = oneClickPath(mail.headers['list-unsubscribe']!);
    const token = new URLSearchParams(path.split('?')[1]).get('token')!;
    const forged = `${reader.id}.1.${'A'.repeat(43)}`;
    // Error replies name the specific code (as the web asks for them).
    const form = { 'content-type': 'application/x-www-form-urlencoded', [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES };
    const cases: { url: string; headers?: Record<string, string>; payload?: string; code?: string }[] = [
      { url: path, headers: form, payload: 'List-Unsubscribe=Yes' },
      { url: path, headers: form, payload: '' },
      { url: path, headers: form, payload: `List-Unsubscribe=One-Click${'\u0000'.repeat(3)}` },
      { url: path, headers: form, payload: 'x'.repeat(10_000) },
      { url: '/api/email/unsubscribe/one-click', headers: form, payload: 'List-Unsubscribe=One-Click' },
      {
        url: `/api/email/unsubscribe/one-click?token=${forged}`,
        headers: form,
        payload: 'List-Unsubscribe=One-Click',
        code: 'UNSUBSCRIBE_LINK_INVALID',
      },
      {
        url: `/api/email/unsubscribe/one-click?token=${token}x`,
        headers: form,
        payload: 'List-Unsubscribe=One-Click',
      },
      { url: path, headers: { 'content-type': 'text/plain' }, payload: 'List-Unsubscribe=One-Click' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', ...c });
      expect(res.statusCode, JSON.stringify(c).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(c).slice(0, 120)).toBeLessThan(500);
      if (c.code) expect(res.json().code).toBe(c.code);
    }
    expect(await marketing(reader.id)).toBe(true);
  });

  it('a test send carries the headers too, for the admin themself', async () => {
    const created = await api(t, admin).post('/api/admin/campaigns', {
      name: 'Preview check',
      subject: 'Diabetes care kit',
      body: 'Namaste {{firstName}},\n\nGlucometer strips at the best price.',
      segment: 'all-customers',
      categoryId: null,
    });
    const since = inbox.received.length;
    expect((await api(t, admin).post(`/api/admin/campaigns/${created.json().id}/test`)).statusCode).toBe(200);
    await t.app.events.dispatch();
    const mail = await inbox.waitFor(await emailOf(admin.id), since);
    expect(mail.subject).toBe('[Test] Diabetes care kit');
    expect(mail.headers['list-unsubscribe']).toContain(`subject=unsubscribe%20${admin.id}.0.`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});
