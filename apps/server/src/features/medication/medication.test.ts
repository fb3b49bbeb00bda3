import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { addDays, localParts, zonedInstant } from '@aushadh/shared/medication/schedule.ts';
import type { Medication } from '@aushadh/shared/medication/schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addToCart, newCustomer, placeOrder } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp();
  // Metformin 500, a strip of 15 tablets.
  productId = (
    await createProduct(t.db, { name: 'Glycomet 500 Tablet', unitsPerPack: 15, packSize: 'Strip of 15 tablets' })
  ).id;
});
afterAll(async () => t.close());

type Who = { cookies: Record<string, string> } | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const IST = 'Asia/Kolkata';
const todayIst = () => localParts(new Date(), IST).date;
/** "HH:MM" in India, `minutes` from now. */
const istTimeIn = (minutes: number) => {
  const { minute } = localParts(new Date(Date.now() + minutes * 60_000), IST);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

const metformin = (over: Record<string, unknown> = {}) => ({
  origin: { kind: 'manual', productId },
  name: 'Glycomet 500',
  patientName: null,
  unitsPerDose: 1,
  times: ['08:00', '20:00'],
  food: 'after',
  days: [1, 2, 3, 4, 5, 6, 7],
  startsOn: addDays(todayIst(), -7),
  endsOn: null,
  unitsPerPack: 15,
  unitsOnHand: 30,
  timeZone: IST,
  ...over,
});

describe('tracking a medicine', () => {
  it('adds one by hand and shows today, adherence, stock and the refill plan', async () => {
    const priya = await newCustomer(t);
    const res = await call(priya, 'POST', '/api/medications', metformin());
    expect(res.statusCode).toBe(201);
    const med = res.json() as Medication;
    expect(med).toMatchObject({ name: 'Glycomet 500', unitsLeft: 30, source: 'manual', productId, remindersOn: true });
    expect(med.today.map((d) => d.time)).toEqual(['08:00', '20:00']);
    // 30 tablets at two a day: about 15 days, reminded 5 days before.
    expect(med.refill.runsOutOn! > todayIst()).toBe(true);
    expect(med.refill.remindOn).toBe(addDays(med.refill.runsOutOn!, -5));
    expect(med.nextDoseAt).not.toBeNull();

    const list = await call(priya, 'GET', '/api/medications');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().medications.map((m: Medication) => m.id)).toEqual([med.id]);
  });

  it("logs doses: taken counts against the stock and this week's adherence; snoozed owes a reminder", async () => {
    const priya = await newCustomer(t);
    const med = (await call(priya, 'POST', '/api/medications', metformin())).json() as Medication;
    // Yesterday evening's dose: always past, always this week's or last week's … so take today's if it is past.
    const dose = { at: zonedInstant(addDays(todayIst(), -1), '20:00', IST).toISOString() };
    const taken = await call(priya, 'POST', `/api/medications/${med.id}/doses`, {
      scheduledFor: dose.at,
      status: 'taken',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ unitsLeft: 29 });
    const thisWeek = Date.parse(dose.at) >= zonedInstant(taken.json().adherence.weekOf, '00:00', IST).getTime();
    expect(taken.json().adherence.taken).toBe(thisWeek ? 1 : 0);

    // Changing one's mind: the same dose is answered again, not twice.
    const skipped = await call(priya, 'POST', `/api/medications/${med.id}/doses`, {
      scheduledFor: dose.at,
      status: 'skipped',
    });
    expect(skipped.json()).toMatchObject({ unitsLeft: 30 });
    expect(skipped.json().adherence).toMatchObject({ taken: 0 });

    const today = med.today[0]!.at;
    const snoozed = await call(priya, 'POST', `/api/medications/${med.id}/doses`, {
      scheduledFor: today,
      status: 'snoozed',
    });
    expect(snoozed.json().today[0]).toMatchObject({ state: 'snoozed' });
    expect(Date.parse(snoozed.json().today[0].snoozedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('refuses a dose the schedule does not have', async () => {
    const priya = await newCustomer(t);
    const med = (await call(priya, 'POST', '/api/medications', metformin())).json() as Medication;
    const offSchedule = new Date(Date.parse(med.today[0]!.at) + 60_000).toISOString();
    const res = await call(priya, 'POST', `/api/medications/${med.id}/doses`, {
      scheduledFor: offSchedule,
      status: 'taken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('DOSE_NOT_SCHEDULED');
    const longAgo = await call(priya, 'POST', `/api/medications/${med.id}/doses`, {
      scheduledFor: new Date(Date.parse(med.today[0]!.at) - 30 * 86_400_000).toISOString(),
      status: 'taken',
    });
    expect(longAgo.json().code).toBe('DOSE_NOT_SCHEDULED');
  });

  it('refills the stock and reorders a month of packs into the cart in one tap', async () => {
    const priya = await newCustomer(t);
    const med = (await call(priya, 'POST', '/api/medications', metformin({ unitsOnHand: 4 }))).json() as Medication;
    expect(med.refill.due).toBe(true);
    const reorder = await call(priya, 'POST', `/api/medications/${med.id}/reorder`);
    expect(reorder.statusCode).toBe(200);
    // Two a day for 30 days = 60 tablets = 4 strips of 15.
    expect(reorder.json()).toEqual({ packsAdded: 4, consultDoctorFirst: false });
    const cart = await call(priya, 'GET', `/api/cart/${priya.id}`);
    expect(JSON.stringify(cart.json())).toContain(`"productId":${productId}`);

    const refilled = await call(priya, 'POST', `/api/medications/${med.id}/refill`, { unitsAdded: 60 });
    expect(refilled.json()).toMatchObject({ unitsLeft: 64 });
    expect(refilled.json().refill.due).toBe(false);
  });

  it('asks for a doctor first when the prescription expires before the medicine runs out', async () => {
    const priya = await newCustomer(t);
    const med = (
      await call(
        priya,
        'POST',
        '/api/medications',
        metformin({ unitsOnHand: 20, prescriptionValidUntil: addDays(todayIst(), 2) }),
      )
    ).json() as Medication;
    expect(med.refill.consultDoctorFirst).toBe(true);
    expect((await call(priya, 'POST', `/api/medications/${med.id}/reorder`)).json().consultDoctorFirst).toBe(true);
  });

  it('cannot reorder a medicine typed in without a product', async () => {
    const priya = await newCustomer(t);
    const med = (
      await call(
        priya,
        'POST',
        '/api/medications',
        metformin({ origin: { kind: 'manual', productId: null }, name: 'Ayurvedic churna' }),
      )
    ).json() as Medication;
    const res = await call(priya, 'POST', `/api/medications/${med.id}/reorder`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MEDICATION_NOT_REORDERABLE');
  });

  it('tracks a medicine from one of my orders, never from somebody else’s', async () => {
    const priya = await newCustomer(t);
    const rohan = await newCustomer(t);
    await addToCart(t, priya.cookies, priya.id, productId, 2);
    const order = await placeOrder(t, priya.cookies);
    expect(order.statusCode).toBe(201);
    const orderId = order.json().id as number;

    const sources = await call(priya, 'GET', '/api/medications/sources');
    expect(sources.json().orders[0]).toMatchObject({ orderId, items: [{ productId, unitsPerPack: 15, quantity: 2 }] });

    const fromOrder = await call(
      priya,
      'POST',
      '/api/medications',
      metformin({ origin: { kind: 'order', orderId, productId } }),
    );
    expect(fromOrder.statusCode).toBe(201);
    expect(fromOrder.json()).toMatchObject({ source: 'order', sourceId: orderId });

    const notInOrder = await call(
      priya,
      'POST',
      '/api/medications',
      metformin({ origin: { kind: 'order', orderId, productId: 1 } }),
    );
    expect(notInOrder.json().code).toBe('MEDICATION_SOURCE_NOT_FOUND');
    const othersOrder = await call(
      rohan,
      'POST',
      '/api/medications',
      metformin({ origin: { kind: 'order', orderId, productId } }),
    );
    expect(othersOrder.statusCode).toBe(404);
  });

  it('for a family member', async () => {
    const priya = await newCustomer(t);
    const res = await call(priya, 'POST', '/api/medications', metformin({ patientName: 'Amma', name: 'Telma 40' }));
    expect(res.json()).toMatchObject({ patientName: 'Amma', name: 'Telma 40' });
  });
});

describe('ownership and bad input', () => {
  it("answers 404 for another person's medicine, on every route", async () => {
    const priya = await newCustomer(t);
    const rohan = await newCustomer(t);
    const med = (await call(priya, 'POST', '/api/medications', metformin())).json() as Medication;
    const attempts = [
      call(rohan, 'GET', `/api/medications/${med.id}`),
      call(rohan, 'PUT', `/api/medications/${med.id}`, metformin()),
      call(rohan, 'DELETE', `/api/medications/${med.id}`),
      call(rohan, 'POST', `/api/medications/${med.id}/doses`, { scheduledFor: med.today[0]!.at, status: 'taken' }),
      call(rohan, 'POST', `/api/medications/${med.id}/refill`, { unitsAdded: 10 }),
      call(rohan, 'POST', `/api/medications/${med.id}/reorder`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MEDICATION_NOT_FOUND');
    }
    expect((await call(rohan, 'GET', '/api/medications')).json().medications).toEqual([]);
    // Still Priya's, untouched.
    expect((await call(priya, 'GET', `/api/medications/${med.id}`)).json()).toMatchObject({ unitsLeft: 30 });
  });

  it('needs a signed-in person', async () => {
    expect((await call(null, 'GET', '/api/medications')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/medications', metformin())).statusCode).toBe(401);
  });

  it.each([
    ['a control character in the name', { name: 'Glyco\u0000met' }],
    ['a name of 10,000 characters', { name: 'x'.repeat(10_000) }],
    ['a number for the name', { name: 500 }],
    ['a time that does not exist', { times: ['25:00'] }],
    ['the same time twice', { times: ['08:00', '08:00'] }],
    ['no time at all', { times: [] }],
    ['a weekday 8', { days: [8] }],
    ['a last day before the first', { startsOn: '2026-12-10', endsOn: '2026-12-01' }],
    ['31 February', { startsOn: '2026-02-31' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['a negative stock', { unitsOnHand: -5 }],
    ['50 tablets a dose', { unitsPerDose: 50 }],
    ['an unknown origin', { origin: { kind: 'pharmacy', id: 1 } }],
    ['a string for the product', { origin: { kind: 'manual', productId: 'DROP TABLE' } }],
  ])('refuses %s with a 400 and a code', async (_what, over) => {
    const priya = await newCustomer(t);
    const res = await call(priya, 'POST', '/api/medications', metformin(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses garbage ids and dose bodies', async () => {
    const priya = await newCustomer(t);
    expect((await call(priya, 'GET', '/api/medications/abc')).statusCode).toBe(400);
    expect((await call(priya, 'GET', '/api/medications/99999999999')).statusCode).toBe(400);
    const med = (await call(priya, 'POST', '/api/medications', metformin())).json() as Medication;
    const bad = await call(priya, 'POST', `/api/medications/${med.id}/doses`, {
      scheduledFor: 'yesterday',
      status: 'eaten',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(priya, 'POST', `/api/medications/${med.id}/refill`, { unitsAdded: 1e9 })).statusCode).toBe(400);
  });
});

describe('dose reminders', () => {
  /** A medicine due `minutes` from now (India time), and the instant of that dose. */
  async function dueIn(minutes: number, over: Record<string, unknown> = {}) {
    const person = await newCustomer(t);
    const med = (
      await call(
        person,
        'POST',
        '/api/medications',
        metformin({ times: [istTimeIn(minutes)], startsOn: addDays(todayIst(), -1), ...over }),
      )
    ).json() as Medication;
    const dueAt = new Date(med.nextDoseAt!);
    return { person, med, dueAt };
  }
  const inbox = async (who: Who) => (await call(who, 'GET', '/api/notifications')).json();

  it('fires within 60 s of its time (controlled clock), once, and says what to take', async () => {
    const { person, dueAt } = await dueIn(10);
    expect(t.app.scheduledJobs.names).toContain('medication-dose-reminders');
    expect(await t.app.medication.sendDueReminders(new Date(dueAt.getTime() - 1000))).toBe(0);
    expect((await inbox(person)).items).toEqual([]);
    // The job runs every 30 s: the first round after the dose's time finds it.
    expect(await t.app.medication.sendDueReminders(new Date(dueAt.getTime() + 30_000))).toBeGreaterThanOrEqual(1);
    const { items, unread } = await inbox(person);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({ kind: 'dose-due', link: '/medication-tracking', read: false });
    expect(items[0].params).toMatchObject({
      medicine: 'Glycomet 500',
      food: 'after',
      units: 1,
      time: localTime(dueAt),
    });
    // The next rounds find nothing more for that dose.
    await t.app.medication.sendDueReminders(new Date(dueAt.getTime() + 60_000));
    expect((await inbox(person)).items).toHaveLength(1);
  });

  it('fires exactly once with two server instances on one database, and from a fresh instance (a restart)', async () => {
    const { person, dueAt } = await dueIn(20);
    const second = await buildSecondInstance(t);
    try {
      const at = new Date(dueAt.getTime() + 5000);
      await Promise.all([
        t.app.medication.sendDueReminders(at),
        second.app.medication.sendDueReminders(at),
        second.app.medication.sendDueReminders(at),
      ]);
      const { items } = await inbox(person);
      expect(items.filter((n: { kind: string }) => n.kind === 'dose-due')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('drops a reminder found hours late instead of sending it, and moves on to the next dose', async () => {
    const { person, med, dueAt } = await dueIn(30);
    expect(med.times).toHaveLength(1);
    await t.app.medication.sendDueReminders(new Date(dueAt.getTime() + 3 * 3_600_000));
    expect((await inbox(person)).items).toEqual([]);
    // Tomorrow's dose is owed next, and goes out on time.
    await t.app.medication.sendDueReminders(new Date(dueAt.getTime() + 86_400_000 + 5000));
    expect((await inbox(person)).items).toHaveLength(1);
  });

  it('reminds again when a snooze ends', async () => {
    const { person, med, dueAt } = await dueIn(40);
    await t.app.medication.sendDueReminders(new Date(dueAt.getTime() + 1000));
    const snoozed = await call(person, 'POST', `/api/medications/${med.id}/doses`, {
      scheduledFor: dueAt.toISOString(),
      status: 'snoozed',
    });
    expect(snoozed.statusCode).toBe(200);
    const until = new Date(snoozed.json().today.find((d: { at: string }) => d.at === dueAt.toISOString()).snoozedUntil);
    await t.app.medication.sendDueReminders(new Date(until.getTime() + 1000));
    const doseReminders = (await inbox(person)).items.filter((n: { kind: string }) => n.kind === 'dose-due');
    expect(doseReminders).toHaveLength(2);
  });

  it('sends nothing when reminders are off', async () => {
    const { person, dueAt } = await dueIn(50, { remindersOn: false });
    expect(Number.isNaN(dueAt.getTime())).toBe(false);
    await t.app.medication.sendDueReminders(new Date(dueAt.getTime() + 1000));
    expect((await inbox(person)).items).toEqual([]);
  });

  it('reminds about a refill once per stock, with the prompt to see a doctor when the prescription lapses', async () => {
    const person = await newCustomer(t);
    await call(
      person,
      'POST',
      '/api/medications',
      metformin({ unitsOnHand: 6, prescriptionValidUntil: addDays(todayIst(), 1) }),
    );
    await t.app.medication.sendRefillReminders();
    await t.app.medication.sendRefillReminders();
    const refills = (await inbox(person)).items.filter((n: { kind: string }) => n.kind === 'refill-due');
    expect(refills).toHaveLength(1);
    expect(refills[0].params).toMatchObject({ medicine: 'Glycomet 500', consultDoctor: 1 });
  });
});

function localTime(at: Date) {
  const { minute } = localParts(at, IST);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

describe('achievements', () => {
  it('rewards a first order, on-time refills and a streak of doses taken, with progress toward each', async () => {
    const priya = await newCustomer(t);
    const fresh = (await call(priya, 'GET', '/api/achievements')).json();
    expect(fresh.badges.map((b: { id: string; earned: boolean }) => [b.id, b.earned])).toEqual([
      ['first-order', false],
      ['health-checkup', false],
      ['streak-7', false],
      ['streak-30', false],
      ['refills-on-time', false],
    ]);

    await addToCart(t, priya.cookies, priya.id, productId, 1);
    expect((await placeOrder(t, priya.cookies)).statusCode).toBe(201);
    const med = (await call(priya, 'POST', '/api/medications', metformin())).json() as Medication;
    await call(priya, 'POST', `/api/medications/${med.id}/refill`, { unitsAdded: 15 });
    // Yesterday: both doses taken, a day of the streak.
    for (const time of ['08:00', '20:00']) {
      const at = zonedInstant(addDays(todayIst(), -1), time, IST).toISOString();
      expect(
        (await call(priya, 'POST', `/api/medications/${med.id}/doses`, { scheduledFor: at, status: 'taken' }))
          .statusCode,
      ).toBe(200);
    }
    const { badges } = (await call(priya, 'GET', '/api/achievements')).json();
    const byId = Object.fromEntries(badges.map((b: { id: string }) => [b.id, b]));
    expect(byId['first-order']).toEqual({ id: 'first-order', progress: 1, target: 1, earned: true });
    expect(byId['refills-on-time']).toMatchObject({ progress: 1, target: 3, earned: false });
    expect(byId['streak-7']).toMatchObject({ progress: 1, target: 7, earned: false });
    expect((await call(null, 'GET', '/api/achievements')).statusCode).toBe(401);
  });
});
