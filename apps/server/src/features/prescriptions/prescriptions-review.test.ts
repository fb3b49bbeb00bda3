import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { addMonths, todayInIndia } from '@aushadh/shared/prescriptions/schemas.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionHistory, prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, newGuest, RACE_NEEDS_POSTGRES } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { badInputs, type JsonSchema, type Operation, type Parameter } from '../../fuzz/bad-inputs.ts';
import { approval, newPharmacist, newStaff, upload } from './prescription-fixtures.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const codes = { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES };
const review = (cookies: Record<string, string>, id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pharmacy/prescriptions/${id}/review`,
    cookies,
    payload: body,
    headers: codes,
  });
const uploadAs = async (cookies: Record<string, string>) => (await upload(t, cookies)).json().id as number;

describe("the pharmacist's queue", () => {
  it('lists pending prescriptions oldest first with their waiting time, 20 a page, by keyset cursor', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    // Older than anything else in this file: they lead the queue.
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) ids.push(await uploadAs(customer.cookies));
    for (const [i, id] of ids.entries()) {
      await t.db
        .update(prescriptions)
        .set({ submittedAt: new Date(Date.UTC(2020, 0, 1, 8, 0, i)) })
        .where(eq(prescriptions.id, id));
    }
    const first = await t.app.inject({ url: '/api/pharmacy/prescriptions', cookies: pharmacist.cookies });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(20);
    expect(page1.items.slice(0, 20).map((i: { id: number }) => i.id)).toEqual(ids.slice(0, 20));
    expect(page1.items[0]).toMatchObject({
      status: 'pending',
      uploaderName: 'Priya Sharma',
      pageCount: 1,
      guest: false,
      hasNotes: true,
    });
    expect(page1.items[0].waitingSeconds).toBeGreaterThan(5 * 365 * 86_400);
    expect(page1.total).toBeGreaterThanOrEqual(22);
    expect(page1.nextCursor).toBe(ids[19]);
    const second = await t.app.inject({
      url: `/api/pharmacy/prescriptions?status=pending&cursor=${page1.nextCursor}`,
      cookies: pharmacist.cookies,
    });
    expect(
      second
        .json()
        .items.slice(0, 2)
        .map((i: { id: number }) => i.id),
    ).toEqual(ids.slice(20, 22));
    // Reviewed ones are filtered by status, newest first.
    await review(pharmacist.cookies, ids[0]!, { decision: 'reject', reason: 'illegible' });
    const rejected = await t.app.inject({
      url: '/api/pharmacy/prescriptions?status=rejected',
      cookies: pharmacist.cookies,
    });
    expect(rejected.json().items.map((i: { id: number }) => i.id)).toContain(ids[0]);
    const bad = await t.app.inject({
      url: '/api/pharmacy/prescriptions?status=lost&cursor=-1',
      cookies: pharmacist.cookies,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the pharmacist everything to decide from: uploader, notes, pages, history, the other uploads', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    await uploadAs(customer.cookies);
    const id = await uploadAs(customer.cookies);
    const res = await t.app.inject({ url: `/api/pharmacy/prescriptions/${id}`, cookies: pharmacist.cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'pending',
      uploaderName: 'Priya Sharma',
      uploaderPhone: '9876543210',
      notes: 'Please call before delivery',
      pages: [{ page: 1, mediaType: 'image/png' }],
      history: [{ status: 'pending', byRole: 'customer' }],
      otherPrescriptions: 1,
      guest: false,
      ownUpload: false,
    });
    expect(
      (await t.app.inject({ url: '/api/pharmacy/prescriptions/999999', cookies: pharmacist.cookies })).statusCode,
    ).toBe(404);
  });
});

describe('who may review', () => {
  it('a customer, a chemist, a rider, a doctor or an admin cannot (403 on the matched route); signed out is 401', async () => {
    const customer = await newCustomer(t);
    const id = await uploadAs(customer.cookies);
    const product = await createProduct(t.db, { prescriptionRequired: true, schedule: 'H' });
    const others = [
      customer,
      await newStaff(t, 'chemist'),
      await newStaff(t, 'delivery'),
      await newStaff(t, 'doctor'),
      await newStaff(t, 'admin'),
    ];
    const urls = [
      '/api/pharmacy/prescriptions',
      `/api/pharmacy/prescriptions/${id}`,
      `/api/pharmacy/prescriptions/${id}/pages/1`,
      '/api/pharmacy/h1-register',
      '/api/pharmacy/h1-register.csv',
    ];
    for (const person of others) {
      expect((await review(person.cookies, id, approval([product.id]))).statusCode).toBe(403);
      // An invalid body still gets 403, not a validation error that would describe the route.
      expect((await review(person.cookies, id, { decision: 'nope' })).statusCode).toBe(403);
      for (const url of urls) expect((await t.app.inject({ url, cookies: person.cookies })).statusCode, url).toBe(403);
    }
    expect((await review({}, id, approval([product.id]))).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/pharmacy/%70rescriptions', cookies: customer.cookies })).statusCode).toBe(
      403,
    );
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(row!.status).toBe('pending');
  });

  it('nobody verifies their own upload (403 with a code)', async () => {
    const pharmacist = await newPharmacist(t);
    const id = await uploadAs(pharmacist.cookies);
    const product = await createProduct(t.db, { prescriptionRequired: true });
    const detail = await t.app.inject({ url: `/api/pharmacy/prescriptions/${id}`, cookies: pharmacist.cookies });
    expect(detail.json().ownUpload).toBe(true);
    for (const body of [
      approval([product.id]),
      { decision: 'reject', reason: 'illegible' },
      { decision: 'callback', note: 'Call me' },
    ]) {
      const res = await review(pharmacist.cookies, id, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PRESCRIPTION_OWN_UPLOAD');
    }
    // Another pharmacist may.
    const colleague = await newPharmacist(t, { name: 'Rahul Patil', registration: 'MSPC/2016/51877' });
    expect((await review(colleague.cookies, id, approval([product.id]))).statusCode).toBe(200);
  });

  it('a pharmacist without a registration number cannot approve (409), but can reject or ask for a call-back', async () => {
    const unregistered = await newPharmacist(t, { registration: null, name: 'New Pharmacist' });
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { prescriptionRequired: true });
    const id = await uploadAs(customer.cookies);
    const res = await review(unregistered.cookies, id, approval([product.id]));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHARMACIST_REGISTRATION_MISSING');
    const callback = await review(unregistered.cookies, id, { decision: 'callback', note: 'Which doctor wrote this?' });
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.json()).toMatchObject({
      status: 'callback',
      reviewer: { name: 'New Pharmacist', registration: '' },
    });
  });
});

describe('the decision', () => {
  it('refuses a future date, a past validity, a repeated or unknown medicine and a reason "other" without a note', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { prescriptionRequired: true });
    const id = await uploadAs(customer.cookies);
    const today = todayInIndia();
    const cases: [object, string, string][] = [
      [approval([product.id], { prescribedOn: addMonths(today, 1) }), 'prescribedOn', 'PRESCRIBED_ON_IN_FUTURE'],
      [approval([product.id], { prescribedOn: addMonths(today, -7) }), 'validUntil', 'VALID_UNTIL_IN_PAST'],
      [approval([product.id], { validUntil: '2020-01-01' }), 'validUntil', 'VALID_UNTIL_IN_PAST'],
      [approval([product.id], { prescribedOn: '2026-02-30' }), 'prescribedOn', 'DATE_INVALID'],
      [approval([product.id], { prescribedOn: '' }), 'prescribedOn', 'DATE_INVALID'],
      [approval([product.id], { prescribedOn: null, validUntil: 'soon' }), 'prescribedOn', ''],
      [{ decision: 'approve' }, 'prescriberName', ''],
      [approval([]), 'medicines', 'REVIEW_MEDICINES_COUNT'],
      [approval(Array.from({ length: 31 }, (_, i) => i + 1)), 'medicines', 'REVIEW_MEDICINES_COUNT'],
      [approval([product.id, product.id]), 'medicines', 'REVIEW_MEDICINE_REPEATED'],
      [approval([product.id], { prescriberRegistration: '' }), 'prescriberRegistration', 'TEXT_TOO_SHORT'],
      [approval([product.id], { patientName: 'Priya\u202eSharma\u0007' }), 'patientName', 'TEXT_FORBIDDEN_CHARACTER'],
      [{ decision: 'reject', reason: 'other' }, 'note', 'REVIEW_NOTE_REQUIRED'],
      [{ decision: 'reject', reason: 'vibes' }, 'reason', ''],
      [{ decision: 'callback' }, 'note', ''],
    ];
    for (const [body, path, code] of cases) {
      const res = await review(pharmacist.cookies, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues[0].path, JSON.stringify(body)).toEqual([path]);
      if (code) expect(res.json().issues[0].code).toBe(code);
    }
    const unknown = await review(pharmacist.cookies, id, approval([2_000_000_000]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('REVIEW_MEDICINE_UNKNOWN');
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(row!.status).toBe('pending');
  });

  it('an approval is shown to the customer with the pharmacist and registration, six months validity and quantities; they get a mail', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    const azee = await createProduct(t.db, { name: 'Azee 500 Tablet', prescriptionRequired: true, schedule: 'H' });
    const alprax = await createProduct(t.db, {
      name: 'Alprax 0.25 Tablet',
      prescriptionRequired: true,
      schedule: 'H1',
    });
    const id = await uploadAs(customer.cookies);
    const prescribedOn = addMonths(todayInIndia(), -1);
    const since = inbox.received.length;
    const res = await review(
      pharmacist.cookies,
      id,
      approval([azee.id, alprax.id], { prescribedOn, note: 'Dispense generic if unavailable' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', validUntil: addMonths(prescribedOn, 6) });

    const mine = (await t.app.inject({ url: `/api/prescriptions/${id}`, cookies: customer.cookies })).json();
    expect(mine).toMatchObject({
      status: 'approved',
      reviewer: { name: 'Anjali Deshpande', registration: 'MSPC/2014/48213' },
      prescriberName: 'Dr. Meera Iyer',
      prescriberRegistration: 'DMC/R/05123',
      patientName: 'Priya Sharma',
      prescribedOn,
      validUntil: addMonths(prescribedOn, 6),
      rejectionReason: null,
      reviewNote: 'Dispense generic if unavailable',
      usable: true,
      medicines: [
        { productId: azee.id, name: 'Azee 500 Tablet', quantityAllowed: 2, quantityLeft: 2 },
        { productId: alprax.id, name: 'Alprax 0.25 Tablet', quantityAllowed: 2, quantityLeft: 2 },
      ],
    });
    // The mail's own entry ("customer-notified") may already be there: it is written after the commit.
    const decisions = mine.history
      .map((h: { status: string }) => h.status)
      .filter((s: string) => s !== 'customer-notified');
    expect(decisions).toEqual(['pending', 'approved']);

    const mail = await inbox.waitFor(customer.user.email, since);
    expect(mail.subject).toBe('Your prescription is approved');
    expect(mail.text).toContain('Anjali Deshpande (registration MSPC/2014/48213)');
    expect(mail.text).toContain('Azee 500 Tablet, quantity 2');
    await t.app.events.dispatch();
    const history = await t.db.select().from(prescriptionHistory).where(eq(prescriptionHistory.prescriptionId, id));
    expect(history.filter((h) => h.status === 'customer-notified')).toHaveLength(1);

    // Decided stays decided.
    const again = await review(pharmacist.cookies, id, { decision: 'reject', reason: 'illegible' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PRESCRIPTION_ALREADY_REVIEWED');
  });

  it('a rejection carries its reason to the customer, in the page and in the mail', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    const id = await uploadAs(customer.cookies);
    const since = inbox.received.length;
    const res = await review(pharmacist.cookies, id, {
      decision: 'reject',
      reason: 'schedule-x-or-narcotic',
      note: 'Codeine syrup needs a paper prescription at a store',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await t.app.inject({ url: '/api/prescriptions/mine', cookies: customer.cookies })).json();
    expect(mine[0]).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'schedule-x-or-narcotic',
      reviewNote: 'Codeine syrup needs a paper prescription at a store',
      reviewer: { name: 'Anjali Deshpande', registration: 'MSPC/2014/48213' },
      validUntil: null,
      usable: false,
    });
    const mail = await inbox.waitFor(customer.user.email, since);
    expect(mail.subject).toBe('We could not accept your prescription');
    expect(mail.text).toContain('Schedule X or narcotic');
    expect(mail.text).toContain('Codeine syrup needs a paper prescription at a store');
  });

  it('a call-back can be followed by an approval; a guest upload is reviewed without a mail', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { prescriptionRequired: true });
    const id = await uploadAs(customer.cookies);
    const since = inbox.received.length;
    expect(
      (await review(pharmacist.cookies, id, { decision: 'callback', note: 'Is the patient over 12?' })).statusCode,
    ).toBe(200);
    const callbackMail = await inbox.waitFor(customer.user.email, since);
    expect(callbackMail.subject).toBe('Our pharmacist would like to call you about your prescription');
    expect((await review(pharmacist.cookies, id, approval([product.id]))).statusCode).toBe(200);

    const guest = await newGuest(t);
    const guestId = await uploadAs(guest.cookies);
    expect((await review(pharmacist.cookies, guestId, { decision: 'reject', reason: 'illegible' })).statusCode).toBe(
      200,
    );
    await t.app.events.dispatch();
    const history = await t.db
      .select()
      .from(prescriptionHistory)
      .where(eq(prescriptionHistory.prescriptionId, guestId));
    expect(history.map((h) => h.status)).toEqual(['pending', 'rejected']);
    expect((await t.app.inject({ url: '/api/prescriptions/mine', cookies: guest.cookies })).json()[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'illegible',
    });
  });

  it('20 parallel approvals of one prescription: exactly one 200, the rest 409 with a code (PostgreSQL)', async ({
    skip,
  }) => {
    skip(t.driver !== 'postgres', RACE_NEEDS_POSTGRES);
    const customer = await newCustomer(t);
    const product = await createProduct(t.db, { prescriptionRequired: true });
    const id = await uploadAs(customer.cookies);
    const pharmacists = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        newPharmacist(t, { name: `Pharmacist ${i}`, registration: `MSPC/2015/4000${i}` }),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sleep(i % 3).then(() =>
          review(pharmacists[i % 4]!.cookies, id, approval([product.id], { patientName: `Patient ${i}` })),
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('PRESCRIPTION_ALREADY_REVIEWED');
    const medicines = await t.db
      .select()
      .from(prescriptionMedicines)
      .where(eq(prescriptionMedicines.prescriptionId, id));
    expect(medicines).toHaveLength(1);
    const approvals = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(prescriptionHistory)
      .where(sql`${prescriptionHistory.prescriptionId} = ${id} and ${prescriptionHistory.status} = 'approved'`);
    expect(approvals[0]!.n).toBe(1);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(row!.patientName).toBe(winner.patientName);
  });
});

describe('garbage from a signed-in pharmacist', () => {
  it('no bad input to the pharmacy routes gets a 5xx, and every 4xx has the error model', async () => {
    const pharmacist = await newPharmacist(t);
    const customer = await newCustomer(t);
    const id = await uploadAs(customer.cookies);
    type OpenApi = {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
        >
      >;
    };
    const document = t.app.swagger() as OpenApi;
    const operations: Operation[] = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/pharmacy/') && path !== '/api/pharmacy/overview')
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: operation.requestBody?.content?.['application/json']?.schema,
        })),
      );
    expect(operations.length).toBe(6);
    const problems: string[] = [];
    for (const operation of operations) {
      const { valid, cases } = badInputs(operation, {
        minimum: 60,
        seed: 0x12ab,
        example: {
          path: { id: String(id), page: '1' },
          ...(operation.method === 'POST' ? { body: { decision: 'callback', note: 'Please call' } } : {}),
        },
      });
      const baseline = await t.app.inject({
        method: valid.method as 'GET',
        url: valid.url,
        headers: valid.headers,
        cookies: pharmacist.cookies,
        ...(valid.payload !== undefined ? { payload: valid.payload } : {}),
      });
      expect(baseline.statusCode, `${operation.path} ${baseline.body}`).toBeLessThan(400);
      for (const fuzzCase of cases) {
        const res = await t.app.inject({
          method: fuzzCase.method as 'GET',
          url: fuzzCase.url,
          headers: fuzzCase.headers,
          cookies: fuzzCase.cookies ?? pharmacist.cookies,
          ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
        });
        if (res.statusCode >= 500)
          problems.push(`${operation.path} ${fuzzCase.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && !res.headers['content-type']?.toString().includes('json')) {
          problems.push(`${operation.path} ${fuzzCase.label}: ${res.statusCode} not JSON`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
