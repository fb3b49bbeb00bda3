import type { Role } from '@aushadh/shared/auth/roles.ts';
import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { partners } from '../../db/schema/partners.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newDoctor } from '../../test/doctor-fixtures.ts';
import { createSession, createUser } from '../../test/factories.ts';

let t: TestApp;
type Who = { id: number; name: string; cookies: Record<string, string> };
let people = 0;
let admin: Who;
let subadmin: Who;
let customer: Who;

async function person(
  role: Role,
  partnerStatus?: 'pending' | 'verified' | 'rejected' | 'suspended' | null,
): Promise<Who> {
  people += 1;
  const name = `Test ${role} ${people}`;
  const user = await createUser(t.db, { role, name, ...(partnerStatus !== undefined ? { partnerStatus } : {}) });
  return { id: user.id, name, cookies: { aushadh_session: await createSession(t.db, user.id) } };
}

const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies: who?.cookies ?? {},
    headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function multipart(field: string, filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----partners${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: Who, kind: string, filename: string, data: Buffer) => {
  const body = multipart('document', filename, data);
  return t.app.inject({
    method: 'POST',
    url: `/api/partner/verification/documents?kind=${kind}`,
    cookies: who.cookies,
    headers: { ...body.headers, [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
    payload: body.payload,
  });
};

const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .png()
    .toBuffer();
function pdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text('FORM 20 — Licence to sell drugs by retail, 20B/MH/PZ1/2019/1234');
  doc.end();
  return done;
}

const pharmacyDetails = (over: Record<string, unknown> = {}) => ({
  kind: 'pharmacy',
  tradeName: 'Shree Ganesh Medical & General Stores',
  drugLicenceNumbers: ['20B/MH/PZ1/2019/1234', '21B/MH/PZ1/2019/1235'],
  gstin: '27aadca4821m1zl',
  pharmacistName: 'Sunil Patil',
  pharmacistRegistration: 'MSPC/2016/51234',
  address: 'Shop 2, Karve Road, Erandwane, Pune',
  state: 'Maharashtra',
  pincode: '411004',
  ...over,
});
const doctorDetails = (over: Record<string, unknown> = {}) => ({
  kind: 'doctor',
  registrationCouncil: 'Karnataka Medical Council',
  registrationNumber: 'KMC/2015/45678',
  qualifications: ['MBBS', 'MD (Dermatology)'],
  ...over,
});

/** A partner with complete details and documents, sent for review; returns its record id. */
async function submittedPharmacy(who: Who): Promise<number> {
  expect((await call(who, 'PUT', '/api/partner/verification', pharmacyDetails())).statusCode).toBe(200);
  expect((await upload(who, 'drug-licence', 'form-20.pdf', await pdf())).statusCode).toBe(201);
  expect((await upload(who, 'pharmacist-registration', 'mspc.png', await png())).statusCode).toBe(201);
  expect((await call(who, 'POST', '/api/partner/verification/submit')).statusCode).toBe(200);
  const list = await call(admin, 'GET', '/api/admin/partners?kind=pharmacy&status=pending&q=ganesh');
  const mine = list.json().items.find((i: { accountName: string; id: number }) => i.accountName === who.name);
  return mine.id;
}

/** The record's id (test-only: read from the table, as the factories write it). */
async function partnerIdOf(who: Who): Promise<number> {
  const [row] = await (t.db as Database).select({ id: partners.id }).from(partners).where(eq(partners.userId, who.id));
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await person('admin');
  subadmin = await person('subadmin');
  customer = await person('customer');
});
afterAll(async () => t.close());

describe('onboarding (the partner)', () => {
  it('a new pharmacy account starts pending with everything missing, and is refused fulfilment', async () => {
    const shop = await person('pharmacy', null);
    const mine = await call(shop, 'GET', '/api/partner/verification');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      kind: 'pharmacy',
      status: 'pending',
      details: null,
      documents: [],
      missing: ['details', 'drug-licence', 'pharmacist-registration'],
      editable: true,
    });
    const review = await call(shop, 'POST', '/api/pharmacy/prescriptions/1/review', { decision: 'call-back' });
    expect(review.statusCode).toBe(403);
    expect(review.json().code).toBe('PARTNER_NOT_VERIFIED');
  });

  it('saves details (GSTIN upper-cased and checksum-checked), keeps documents checked by their bytes, submits', async () => {
    const shop = await person('pharmacy', null);
    const saved = await call(shop, 'PUT', '/api/partner/verification', pharmacyDetails());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().details.gstin).toBe('27AADCA4821M1ZL');
    expect(saved.json().missing).toEqual(['drug-licence', 'pharmacist-registration']);

    // Not complete yet: nothing to review.
    const early = await call(shop, 'POST', '/api/partner/verification/submit');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PARTNER_DETAILS_INCOMPLETE');

    // A PNG renamed .pdf, a script renamed .jpg, an empty file: refused, nothing stored.
    for (const [name, data] of [
      ['licence.pdf', await png()],
      ['licence.jpg', Buffer.from('<script>alert(1)</script>')],
      ['licence.png', Buffer.alloc(0)],
      ['licence.exe', await pdf()],
    ] as const) {
      const res = await upload(shop, 'drug-licence', name, data);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code).toBe('PARTNER_DOCUMENT_INVALID');
    }
    // A doctor's document kind on a pharmacy record, an unknown kind: refused.
    expect((await upload(shop, 'medical-registration', 'a.pdf', await pdf())).statusCode).toBe(400);
    expect((await upload(shop, 'passport', 'a.pdf', await pdf())).statusCode).toBe(400);
    // Not multipart at all.
    expect(
      (await call(shop, 'POST', '/api/partner/verification/documents?kind=drug-licence', { a: 1 })).statusCode,
    ).toBe(415);

    const licence = await upload(shop, 'drug-licence', 'form-20.pdf', await pdf());
    expect(licence.statusCode).toBe(201);
    const certificate = await upload(shop, 'pharmacist-registration', 'mspc.png', await png());
    expect(certificate.json().missing).toEqual([]);
    const [doc] = licence.json().documents;
    const file = await call(shop, 'GET', `/api/partner/verification/documents/${doc.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    // Another partner's document is not found for this one.
    const other = await person('pharmacy', null);
    expect((await call(other, 'GET', `/api/partner/verification/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/partner/verification/documents/${doc.id}`)).statusCode).toBe(404);

    const submitted = await call(shop, 'POST', '/api/partner/verification/submit');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'pending', missing: [] });
    expect(submitted.json().submittedAt).toEqual(expect.any(String));
  });

  it('refuses garbage details with 400 and names the field', async () => {
    const shop = await person('chemist', null);
    const cases: [string, unknown][] = [
      ['bad GSTIN checksum', pharmacyDetails({ gstin: '27AADCA4821M1ZK' })],
      ['GSTIN of an unknown state', pharmacyDetails({ gstin: '45AADCA4821M1ZL' })],
      ['GSTIN as a number', pharmacyDetails({ gstin: 27 })],
      ['no licence', pharmacyDetails({ drugLicenceNumbers: [] })],
      ['licence of punctuation', pharmacyDetails({ drugLicenceNumbers: ['//--//'] })],
      ['control character in the name', pharmacyDetails({ tradeName: 'Shree\u0000Ganesh' })],
      ['10,000-character address', pharmacyDetails({ address: 'a'.repeat(10_000) })],
      ['bad pincode', pharmacyDetails({ pincode: '12' })],
      ['unknown field', pharmacyDetails({ status: 'verified' })],
      ['a doctor record from a chemist', doctorDetails()],
      ['no kind', { tradeName: 'x' }],
      ['not an object', ['verified']],
    ];
    for (const [name, body] of cases) {
      const res = await call(shop, 'PUT', '/api/partner/verification', body);
      expect(res.statusCode, name).toBe(400);
    }
    const bad = await call(shop, 'PUT', '/api/partner/verification', pharmacyDetails({ gstin: '27AADCA4821M1ZK' }));
    expect(bad.json().issues[0]).toMatchObject({ path: ['gstin'], code: 'GSTIN_INVALID' });
  });

  it('doctor details need a registration and a qualification', async () => {
    const doctor = await person('doctor', null);
    expect(
      (await call(doctor, 'PUT', '/api/partner/verification', doctorDetails({ qualifications: [] }))).statusCode,
    ).toBe(400);
    expect(
      (await call(doctor, 'PUT', '/api/partner/verification', doctorDetails({ registrationNumber: 'abc' }))).statusCode,
    ).toBe(400);
    const saved = await call(doctor, 'PUT', '/api/partner/verification', doctorDetails());
    expect(saved.json()).toMatchObject({ kind: 'doctor', missing: ['medical-registration'] });
  });

  it('customers, admins and other staff have no partner record to keep', async () => {
    for (const who of [customer, admin, await person('delivery'), await person('laboratory')]) {
      expect((await call(who, 'GET', '/api/partner/verification')).statusCode).toBe(403);
      expect((await call(who, 'PUT', '/api/partner/verification', pharmacyDetails())).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/api/partner/verification')).statusCode).toBe(401);
  });
});

describe('verification (admin and subadmin)', () => {
  it('pending → verified by a subadmin; then details are locked; audited with who and from where', async () => {
    const shop = await person('pharmacy', null);
    const awaiting = async () => (await call(admin, 'GET', '/api/admin/dashboard')).json().pendingApprovals.pharmacies;
    const before = await awaiting();
    const id = await submittedPharmacy(shop);
    // The dashboard's pending approvals count it until it is decided.
    expect(await awaiting()).toBe(before + 1);
    const detail = await call(subadmin, 'GET', `/api/admin/partners/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'pending',
      missing: [],
      displayName: 'Shree Ganesh Medical & General Stores',
    });
    expect(detail.json().documents).toHaveLength(2);
    const docId = detail.json().documents[0].id;
    expect((await call(subadmin, 'GET', `/api/admin/partners/${id}/documents/${docId}`)).statusCode).toBe(200);
    // A document of another partner under this id: not found.
    expect((await call(subadmin, 'GET', `/api/admin/partners/${id + 100000}/documents/${docId}`)).statusCode).toBe(404);

    const verified = await call(subadmin, 'POST', `/api/admin/partners/${id}/status`, { status: 'verified' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('verified');
    expect(verified.json().history.at(-1)).toMatchObject({ status: 'verified', byRole: 'subadmin' });
    expect(await awaiting()).toBe(before);

    const locked = await call(shop, 'PUT', '/api/partner/verification', pharmacyDetails({ tradeName: 'Another name' }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('PARTNER_DETAILS_LOCKED');
    expect((await upload(shop, 'gst-certificate', 'gst.pdf', await pdf())).statusCode).toBe(409);

    const audit = (await call(admin, 'GET', `/api/admin/audit?action=partner.verified&targetId=${id}`)).json();
    expect(audit.items[0]).toMatchObject({
      actorUserId: subadmin.id,
      actorRole: 'subadmin',
      targetType: 'partner',
      targetId: String(id),
      before: { status: 'pending' },
      after: { status: 'verified' },
    });
    expect(audit.items[0].ip).toBeTruthy();
  });

  it('refuses transitions the rules do not allow, and a verification of an incomplete record', async () => {
    const shop = await person('pharmacy', null);
    await call(shop, 'PUT', '/api/partner/verification', pharmacyDetails({ tradeName: 'Half Done Chemists' }));
    const id = (await call(admin, 'GET', '/api/admin/partners?kind=pharmacy&q=half%20done')).json().items[0].id;
    const early = await call(admin, 'POST', `/api/admin/partners/${id}/status`, { status: 'verified' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PARTNER_DETAILS_INCOMPLETE');
    // Suspending what was never verified, a rejection without a reason, an unknown status.
    expect(
      (
        await call(admin, 'POST', `/api/admin/partners/${id}/status`, {
          status: 'suspended',
          reason: 'Expired licence',
        })
      ).json().code,
    ).toBe('PARTNER_STATUS_CHANGE_INVALID');
    expect((await call(admin, 'POST', `/api/admin/partners/${id}/status`, { status: 'rejected' })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'POST', `/api/admin/partners/${id}/status`, { status: 'pending' })).statusCode).toBe(400);
    expect(
      (
        await call(admin, 'POST', `/api/admin/partners/${id}/status`, {
          status: 'rejected',
          reason: 'x'.repeat(10_000),
        })
      ).statusCode,
    ).toBe(400);

    const rejected = await call(admin, 'POST', `/api/admin/partners/${id}/status`, {
      status: 'rejected',
      reason: 'The drug licence scan is missing.',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'The drug licence scan is missing.' });
    expect((await call(admin, 'POST', `/api/admin/partners/${id}/status`, { status: 'verified' })).statusCode).toBe(
      409,
    );
    // The partner sees why, fixes and sends again: back to pending.
    expect((await call(shop, 'GET', '/api/partner/verification')).json()).toMatchObject({
      status: 'rejected',
      reason: 'The drug licence scan is missing.',
      editable: true,
    });
    await upload(shop, 'drug-licence', 'form-20.pdf', await pdf());
    await upload(shop, 'pharmacist-registration', 'mspc.png', await png());
    const again = await call(shop, 'POST', '/api/partner/verification/submit');
    expect(again.json()).toMatchObject({ status: 'pending', reason: null });
  });

  it('unknown ids are 404, garbage ids and queries 400', async () => {
    expect((await call(admin, 'GET', '/api/admin/partners/2147483000')).statusCode).toBe(404);
    expect(
      (await call(admin, 'POST', '/api/admin/partners/2147483000/status', { status: 'verified' })).statusCode,
    ).toBe(404);
    for (const url of ['/api/admin/partners/abc', '/api/admin/partners/99999999999', '/api/admin/partners/-1']) {
      expect((await call(admin, 'GET', url)).statusCode, url).toBe(400);
    }
    for (const url of [
      '/api/admin/partners',
      '/api/admin/partners?kind=hospital',
      '/api/admin/partners?kind=pharmacy&status=approved',
      `/api/admin/partners?kind=pharmacy&q=${'%01'.repeat(3)}`,
      `/api/admin/partners?kind=pharmacy&q=${'a'.repeat(10_000)}`,
    ]) {
      expect((await call(admin, 'GET', url)).statusCode, url).toBe(400);
    }
    const list = await call(admin, 'GET', '/api/admin/partners?kind=doctor&q=%25_');
    expect(list.statusCode).toBe(200);
  });

  it('customers and every partner or other staff role get 403 on the admin API', async () => {
    const someone = await person('pharmacy');
    const id = await partnerIdOf(someone);
    const roles: Role[] = ['pharmacy', 'chemist', 'doctor', 'delivery', 'laboratory', 'hospital'];
    for (const who of [customer, ...(await Promise.all(roles.map((r) => person(r))))]) {
      expect((await call(who, 'GET', '/api/admin/partners?kind=pharmacy')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/admin/partners/${id}`)).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', `/api/admin/partners/${id}/status`, { status: 'suspended', reason: 'Because' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call(null, 'GET', '/api/admin/partners?kind=pharmacy')).statusCode).toBe(401);
  });
});

describe('the rule: only verified partners consult and fulfil', () => {
  const refused = (res: { statusCode: number; json(): { code: string } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PARTNER_NOT_VERIFIED');
  };
  /** Past the guard: the action itself answers (here: the unknown appointment, order or return). */
  const passed = (res: { statusCode: number; json(): { code: string } }) => {
    expect(res.json().code).not.toBe('PARTNER_NOT_VERIFIED');
    expect(res.statusCode).not.toBe(403);
  };
  const doctorActions = (who: Who) => [
    () => call(who, 'POST', '/api/doctor/appointments/2147483000/start'),
    () =>
      call(who, 'POST', '/api/doctor/appointments/2147483000/e-prescription', {
        diagnosis: 'Viral fever',
        advice: 'Rest',
        lines: [],
      }),
    () => call(who, 'GET', '/api/appointments/2147483000/video'),
    () => call(who, 'GET', '/api/appointments/2147483000/video/socket'),
  ];
  const storeActions = (who: Who) => [
    () => call(who, 'POST', '/api/chemist/orders/2147483000/pack', { lines: [] }),
    () => call(who, 'POST', '/api/chemist/orders/2147483000/assign', { riderUserId: 1 }),
    () => call(who, 'POST', '/api/chemist/returns/2147483000/decide', { decline: { reason: 'Opened strip' } }),
  ];

  it('a doctor suspended is refused start, e-prescription and the video call; reinstated, passes again', async () => {
    // A directory profile, so the actions themselves answer (404 for the unknown appointment) once past the guard.
    const { user, cookies } = await newDoctor(t);
    const doctor: Who = { id: user.id, name: user.name, cookies };
    for (const action of doctorActions(doctor)) passed(await action());
    const id = await partnerIdOf(doctor);
    const suspended = await call(admin, 'POST', `/api/admin/partners/${id}/status`, {
      status: 'suspended',
      reason: 'Registration under review by the council',
    });
    expect(suspended.json()).toMatchObject({ status: 'suspended', reason: 'Registration under review by the council' });
    for (const action of doctorActions(doctor)) refused(await action());
    const reinstated = await call(subadmin, 'POST', `/api/admin/partners/${id}/status`, { status: 'verified' });
    expect(reinstated.json()).toMatchObject({ status: 'verified', reason: null });
    for (const action of doctorActions(doctor)) passed(await action());
    const audit = (await call(admin, 'GET', `/api/admin/audit?action=partner.reinstated&targetId=${id}`)).json();
    expect(audit.items[0]).toMatchObject({
      actorRole: 'subadmin',
      before: { status: 'suspended' },
      after: { status: 'verified' },
    });
  });

  it('pending, rejected and record-less doctors are refused', async () => {
    for (const status of ['pending', 'rejected', null] as const) {
      const doctor = await person('doctor', status);
      for (const action of doctorActions(doctor)) refused(await action());
    }
  });

  it('a pharmacy or chemist not verified is refused review, packing, dispatch and returns; verified passes', async () => {
    for (const role of ['pharmacy', 'chemist'] as const) {
      for (const status of ['pending', 'rejected', 'suspended', null] as const) {
        const store = await person(role, status);
        for (const action of storeActions(store)) refused(await action());
      }
      const verified = await person(role);
      for (const action of storeActions(verified)) passed(await action());
    }
    const pharmacist = await person('pharmacy', 'suspended');
    refused(await call(pharmacist, 'POST', '/api/pharmacy/prescriptions/2147483000/review', { decision: 'call-back' }));
    passed(
      await call(await person('pharmacy'), 'POST', '/api/pharmacy/prescriptions/2147483000/review', {
        decision: 'call-back',
      }),
    );
  });

  it('the patient of a video consultation is never asked for a partner record', async () => {
    passed(await call(customer, 'GET', '/api/appointments/2147483000/video'));
  });
});
