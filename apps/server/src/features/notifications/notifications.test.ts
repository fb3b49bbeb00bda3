import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { localParts } from '@aushadh/shared/medication/schedule.ts';
import { pushPayloadSchema } from '@aushadh/shared/notifications/schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { startFakePushService } from '../../test/fake-push-service.ts';
import { quietHoursEnd } from './notifications.service.ts';
import { isPrivateHost } from './push-sender.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startFakePushService>>;
beforeAll(async () => {
  t = await buildTestApp();
  push = await startFakePushService();
  // The product pushes to whatever endpoint the browser gives; here that is the local fake push service.
  t.app.notifications.configurePush({ agent: push.agent, allowPrivateHosts: true });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

type Who = { id: number; cookies: Record<string, string> } | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const saveToken = (who: Who, json: object, userId = who!.id) =>
  call(who, 'POST', '/api/notification-tokens', { token: JSON.stringify(json), userId });
let seq = 0;
const notice = (over: Record<string, unknown> = {}) => ({
  kind: 'order-status' as const,
  params: { orderNumber: 'AUS000042', status: 'shipped' },
  link: '/orders/42',
  dedupeKey: `test:${++seq}`,
  ...over,
});
const delivered = async () => {
  await t.app.events.dispatch();
};

describe('POST /api/notification-tokens (SPEC §7)', () => {
  it("saves the browser's push subscription for the signed-in user", async () => {
    const priya = await newCustomer(t);
    const res = await saveToken(priya, push.subscribe().json);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ saved: true });
  });

  it('needs a session, and refuses another user id', async () => {
    const priya = await newCustomer(t);
    const rohan = await newCustomer(t);
    expect(
      (
        await call(null, 'POST', '/api/notification-tokens', {
          token: JSON.stringify(push.subscribe().json),
          userId: priya.id,
        })
      ).statusCode,
    ).toBe(401);
    const other = await saveToken(priya, push.subscribe().json, rohan.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('NOTIFICATION_TOKEN_NOT_YOURS');
  });

  it.each([
    ['text that is not JSON', 'fcm-token-abc'],
    ['an http endpoint', JSON.stringify({ endpoint: 'http://push.example/1', keys: push0Keys() })],
    ['a missing key', JSON.stringify({ endpoint: 'https://push.example/1', keys: { auth: 'x' } })],
    ['a control character', JSON.stringify({ endpoint: 'https://push.example/\u0000', keys: push0Keys() })],
    ['100 KB of text', 'x'.repeat(100_000)],
    ['a number', 12345],
  ])('refuses %s with a 400', async (_what, token) => {
    const priya = await newCustomer(t);
    const res = await call(priya, 'POST', '/api/notification-tokens', { token, userId: priya.id });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

function push0Keys() {
  return { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
}

describe('web push end to end, offline', () => {
  it('keeps one VAPID key pair for every instance', async () => {
    const first = (await call(null, 'GET', '/api/notifications/vapid-public-key')).json().publicKey as string;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    const second = await buildSecondInstance(t);
    try {
      const again = await second.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
      expect(again.json().publicKey).toBe(first);
    } finally {
      await second.close();
    }
  });

  it('signs with VAPID and encrypts with aes128gcm: the fake push service verifies and decrypts', async () => {
    const priya = await newCustomer(t);
    const browser = push.subscribe();
    await saveToken(priya, browser.json);
    await t.app.notifications.notify(priya.id, notice());
    await delivered();
    const got = push.received.filter((p) => p.subscription === browser.id);
    expect(push.rejected).toEqual([]);
    expect(got).toHaveLength(1);
    const payload = pushPayloadSchema.parse(JSON.parse(got[0]!.payload));
    expect(payload).toMatchObject({ kind: 'order-status', title: 'Order AUS000042: shipped', link: '/orders/42' });
    const { publicKey } = (await call(null, 'GET', '/api/notifications/vapid-public-key')).json();
    expect(got[0]!.vapidPublicKey).toBe(publicKey);
    expect(got[0]!.claims.sub).toMatch(/^(https:|mailto:)/);
    expect(got[0]!.ttl).toBe(86_400);
    // Nothing mailed: a browser took it.
    expect(
      (await t.app.mail.recent(200)).some((m) => m.subject === 'Order AUS000042: shipped' && m.to === priya.body.email),
    ).toBe(false);
  });

  it('a dose reminder reaches the browser with high urgency', async () => {
    const priya = await newCustomer(t);
    const browser = push.subscribe();
    await saveToken(priya, browser.json);
    await t.app.notifications.notify(
      priya.id,
      notice({
        kind: 'dose-due',
        params: { medicine: 'Telma 40', time: '08:00', food: 'before', units: 1, patient: '' },
        link: '/medication-tracking',
      }),
    );
    await delivered();
    const got = push.received.find((p) => p.subscription === browser.id)!;
    expect(got.urgency).toBe('high');
    expect(JSON.parse(got.payload)).toMatchObject({
      title: 'Time for Telma 40',
      body: 'Take 1 at 08:00 before food',
      lang: 'en',
    });
  });

  it("words the push in the account's language, as the inbox does (Hindi)", async () => {
    const meera = await newCustomer(t);
    await t.app.auth.setLanguage(meera.id, 'hi');
    const browser = push.subscribe();
    await saveToken(meera, browser.json);
    await t.app.notifications.notify(
      meera.id,
      notice({
        kind: 'dose-due',
        params: { medicine: 'Telma 40', time: '08:00', food: 'before', units: 1, patient: '' },
        link: '/medication-tracking',
      }),
    );
    await t.app.notifications.notify(meera.id, notice());
    await delivered();
    const payloads = push.received
      .filter((p) => p.subscription === browser.id)
      .map((p) => pushPayloadSchema.parse(JSON.parse(p.payload)));
    expect(payloads).toHaveLength(2);
    expect(payloads.find((p) => p.kind === 'dose-due')).toMatchObject({
      title: 'Telma 40 का समय',
      body: '08:00 पर 1 लें भोजन से पहले',
      lang: 'hi',
    });
    expect(payloads.find((p) => p.kind === 'order-status')).toMatchObject({
      title: 'ऑर्डर AUS000042: भेज दिया गया',
      body: 'विवरण के लिए अपना ऑर्डर खोलें।',
      lang: 'hi',
    });
  });

  it('mails the fallback in Arabic to an Arabic reader, right to left', async () => {
    const layla = await newCustomer(t);
    await t.app.auth.setLanguage(layla.id, 'ar');
    await t.app.notifications.notify(
      layla.id,
      notice({ kind: 'refill-due', params: { medicine: 'Telma 40', consultDoctor: 0, runsOutOn: '2026-12-03' } }),
    );
    await delivered();
    const mail = (await t.app.mail.recent(200)).find((m) => m.to === layla.body.email);
    expect(mail?.subject).toBe('أعد طلب Telma 40 قريبًا');
    expect(mail?.text).not.toMatch(/Refill|runs out|Hello/);
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('drops a subscription the push service says is gone, and mails instead', async () => {
    const priya = await newCustomer(t);
    const browser = push.subscribe();
    await saveToken(priya, browser.json);
    push.unsubscribe(browser.id);
    // A refill reminder: nobody else mails it (an order's own mails are the orders feature's, never doubled here).
    const refill = { kind: 'refill-due' as const, params: { medicine: 'Telma 40', consultDoctor: 0 } };
    await t.app.notifications.notify(priya.id, notice(refill));
    await delivered();
    const mails = await t.app.mail.recent(200);
    expect(mails.some((m) => m.to === priya.body.email && m.subject === 'Refill Telma 40 soon')).toBe(true);
    // Gone for good: the next notification mails straight away without trying it.
    await t.app.notifications.notify(priya.id, notice());
    await delivered();
    expect(push.received.filter((p) => p.subscription === browser.id)).toEqual([]);
  });

  it('does not mail an order notice: the orders feature mails those itself', async () => {
    const asha = await newCustomer(t);
    await t.app.notifications.notify(asha.id, notice({ params: { orderNumber: 'AUS000078', status: 'shipped' } }));
    await delivered();
    const mails = await t.app.mail.recent(200);
    expect(mails.filter((m) => m.to === asha.body.email)).toEqual([]);
    expect((await t.app.notifications.inbox(asha.id)).unread).toBe(1);
  });

  it('never pushes to the private network when the endpoint points there', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '10.0.0.5',
      '192.168.1.1',
      '172.20.0.1',
      '169.254.169.254',
      '[::1]',
      'metadata.google.internal',
    ])
      expect(isPrivateHost(host)).toBe(true);
    for (const host of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '8.8.8.8'])
      expect(isPrivateHost(host)).toBe(false);
  });

  it('an event delivered twice notifies once', async () => {
    const priya = await newCustomer(t);
    const again = notice();
    expect(await t.app.notifications.notify(priya.id, again)).not.toBeNull();
    expect(await t.app.notifications.notify(priya.id, again)).toBeNull();
    expect((await call(priya, 'GET', '/api/notifications')).json().items).toHaveLength(1);
  });
});

describe('fallback mails in the reader language (issue 20)', () => {
  // Every kind this feature mails itself (the others are mailed by their own feature), with what is written as
  // is: the medicine and the doctor as named, the link, the brand.
  const MAILED = [
    { kind: 'dose-due', params: { medicine: 'Telma 40', time: '08:00', food: 'after', units: 1, patient: '' } },
    { kind: 'dose-due', params: { medicine: 'Telma 40', time: '21:30', food: 'any', units: 2, patient: 'Kamala' } },
    { kind: 'refill-due', params: { medicine: 'Telma 40', runsOutOn: '2026-12-03', consultDoctor: 0 } },
    { kind: 'refill-due', params: { medicine: 'Telma 40', runsOutOn: '2026-12-03', consultDoctor: 1 } },
    { kind: 'appointment-booked', params: { doctor: 'Dr. Anjali Deshpande', startsAt: '2026-12-03T05:00:00.000Z' } },
    { kind: 'appointment-status', params: {} },
    { kind: 'lab-booking-status', params: { status: 'sample-collected' } },
  ] as const;
  const AS_WRITTEN = [/https?:\/\/\S+/g, /Telma 40/g, /Dr\. Anjali Deshpande/g, /Kamala/g, /Aushadh/g];

  it.each(['hi', 'ar'] as const)('%s: no English sentence in any of them, subject or text', async (language) => {
    for (const { kind, params } of MAILED) {
      const reader = await newCustomer(t);
      await t.app.auth.setLanguage(reader.id, language);
      await t.app.notifications.notify(reader.id, notice({ kind, params: { ...params } }));
      await delivered();
      const mail = (await t.app.mail.recent(500)).find((m) => m.to === reader.body.email);
      expect(mail, `${language} ${kind}`).toBeTruthy();
      const name = String(reader.body.name ?? '');
      let text = `${mail!.subject}\n${mail!.text}`.replaceAll(name, '');
      for (const pattern of AS_WRITTEN) text = text.replace(pattern, '');
      // CLDR's own Hindi day periods are "am"/"pm" (10:30 am), as Hindi clocks and tickets print them.
      if (language === 'hi') text = text.replace(/\b\d{1,2}:\d{2} [ap]m\b/g, '');
      // Not a single Latin word left: greeting, notice, link sentence and signature are all translated.
      expect(text.match(/[A-Za-z]{2,}/g), `${language} ${kind}: ${mail!.text}`).toBeNull();
      expect(mail!.text).toContain('/orders/42');
      expect(mail!.html).toContain(`lang="${language}"`);
    }
  });
});

describe('quiet hours and channels', () => {
  it('holds an order update until quiet hours end, but not a dose reminder the person timed', async () => {
    const priya = await newCustomer(t);
    const browser = push.subscribe();
    await saveToken(priya, browser.json);
    // Quiet from an hour ago to an hour from now, in India.
    const hhmm = (offsetMin: number) => {
      const { minute } = localParts(new Date(Date.now() + offsetMin * 60_000), 'Asia/Kolkata');
      return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    };
    const prefs = { push: true, email: true, quietFrom: hhmm(-60), quietUntil: hhmm(60), timeZone: 'Asia/Kolkata' };
    expect((await call(priya, 'PUT', '/api/notification-preferences', prefs)).json()).toEqual(prefs);
    await t.app.notifications.notify(priya.id, notice());
    await t.app.notifications.notify(
      priya.id,
      notice({
        kind: 'dose-due',
        params: { medicine: 'Ecosprin 75', time: '21:00', food: 'after', units: 1, patient: '' },
      }),
    );
    await delivered();
    const got = push.received.filter((p) => p.subscription === browser.id).map((p) => JSON.parse(p.payload).kind);
    expect(got).toEqual(['dose-due']);
    // Both are in the inbox at once.
    expect((await call(priya, 'GET', '/api/notifications')).json().unread).toBe(2);
  });

  it('finds the end of quiet hours that wrap past midnight', () => {
    const prefs = { push: true, email: true, quietFrom: '22:00', quietUntil: '07:00', timeZone: 'Asia/Kolkata' };
    // 23:30 IST on 24 November → 07:00 IST on the 25th.
    expect(quietHoursEnd(prefs, new Date('2026-11-24T18:00:00Z'))?.toISOString()).toBe('2026-11-25T01:30:00.000Z');
    // 05:00 IST → 07:00 the same day; noon is not quiet.
    expect(quietHoursEnd(prefs, new Date('2026-11-24T23:30:00Z'))?.toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect(quietHoursEnd(prefs, new Date('2026-11-24T06:30:00Z'))).toBeNull();
  });

  it('mails nothing and pushes nothing when both channels are off: the inbox still has it', async () => {
    const priya = await newCustomer(t);
    const browser = push.subscribe();
    await saveToken(priya, browser.json);
    await call(priya, 'PUT', '/api/notification-preferences', {
      push: false,
      email: false,
      quietFrom: null,
      quietUntil: null,
      timeZone: 'Asia/Kolkata',
    });
    await t.app.notifications.notify(priya.id, notice({ params: { orderNumber: 'AUS000099', status: 'packed' } }));
    await delivered();
    expect(push.received.filter((p) => p.subscription === browser.id)).toEqual([]);
    expect((await t.app.mail.recent(200)).some((m) => m.subject === 'Order AUS000099: packed')).toBe(false);
    expect((await call(priya, 'GET', '/api/notifications')).json().unread).toBe(1);
  });

  it('refuses half-given quiet hours and unknown zones', async () => {
    const priya = await newCustomer(t);
    const half = await call(priya, 'PUT', '/api/notification-preferences', {
      push: true,
      email: true,
      quietFrom: '22:00',
      quietUntil: null,
      timeZone: 'Asia/Kolkata',
    });
    expect(half.json().code).toBe('VALIDATION_FAILED');
    const zone = await call(priya, 'PUT', '/api/notification-preferences', {
      push: true,
      email: true,
      quietFrom: null,
      quietUntil: null,
      timeZone: 'Asia/Nowhere',
    });
    expect(zone.statusCode).toBe(400);
  });
});

describe('the inbox', () => {
  it('reads one, reads all, and never touches another person’s', async () => {
    const priya = await newCustomer(t);
    const rohan = await newCustomer(t);
    const first = (await t.app.notifications.notify(priya.id, notice()))!;
    await t.app.notifications.notify(priya.id, notice());
    expect((await call(rohan, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(404);
    expect((await call(priya, 'GET', '/api/notifications')).json().unread).toBe(2);
    expect((await call(priya, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(204);
    const inbox = (await call(priya, 'GET', '/api/notifications')).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.items.find((n: { id: number }) => n.id === first).read).toBe(true);
    await call(rohan, 'POST', '/api/notifications/read-all');
    expect((await call(priya, 'GET', '/api/notifications')).json().unread).toBe(1);
    await call(priya, 'POST', '/api/notifications/read-all');
    expect((await call(priya, 'GET', '/api/notifications')).json().unread).toBe(0);
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(priya, 'POST', '/api/notifications/x1/read')).statusCode).toBe(400);
  });

  it('hears of an order placed, through the order event', async () => {
    const priya = await newCustomer(t);
    const product = await createProduct(t.db, { name: 'Dolo 650 Tablet' });
    await addToCart(t, priya.cookies, priya.id, product.id, 1);
    const order = await placeOrder(t, priya.cookies);
    expect(order.statusCode).toBe(201);
    await delivered();
    await delivered();
    const { items } = (await call(priya, 'GET', '/api/notifications')).json();
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'order-placed',
        link: `/orders/${order.json().id}`,
        params: { orderNumber: order.json().orderNumber },
      }),
    );
  });
});
