import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionFiles, prescriptionHistory, prescriptions } from '../../db/schema/prescriptions.ts';
import { login } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer, newGuest } from '../../test/checkout-helpers.ts';
import {
  jpegPhotoWithGps,
  multipart,
  newPharmacist,
  pdfOfSize,
  pdfSlip,
  pngSlip,
  upload,
  type FilePart,
} from './prescription-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MB5 = 5 * 1024 * 1024;
const codes = { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES };
const counts = async () => ({
  prescriptions: (await t.db.select({ n: sql<number>`count(*)::int` }).from(prescriptions))[0]!.n,
  files: (await t.db.select({ n: sql<number>`count(*)::int` }).from(prescriptionFiles))[0]!.n,
  history: (await t.db.select({ n: sql<number>`count(*)::int` }).from(prescriptionHistory))[0]!.n,
});

/** Sends a bad upload with codes; expects the status and code, and that nothing at all was stored. */
async function refused(
  cookies: Record<string, string>,
  files: FilePart[],
  expected: { status: number; code: string },
  fields: Record<string, string> = { userName: 'Priya Sharma' },
) {
  const before = await counts();
  const body = multipart(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prescriptions/upload',
    cookies,
    payload: body.payload,
    headers: { ...body.headers, ...codes },
  });
  expect(res.statusCode, res.body).toBe(expected.status);
  expect(res.json().code, res.body).toBe(expected.code);
  expect(await counts()).toEqual(before);
  return res.json();
}

describe('uploading (SPEC §7)', () => {
  it('stores a PNG and a PDF as two pages with the history entry; the owner reads them back with safe headers', async () => {
    const customer = await newCustomer(t);
    const png = await pngSlip();
    const pdf = await pdfSlip();
    const res = await upload(t, customer.cookies, [
      { filename: 'front.png', contentType: 'image/png', data: png },
      { filename: 'report.PDF', contentType: 'application/pdf', data: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const summary = res.json();
    expect(summary).toMatchObject({
      status: 'pending',
      pageCount: 2,
      reviewer: null,
      usable: false,
      pages: [
        { page: 1, mediaType: 'image/png', originalName: 'front.png' },
        { page: 2, mediaType: 'application/pdf', originalName: 'report.PDF', byteSize: pdf.length },
      ],
    });
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, summary.id));
    expect(row).toMatchObject({
      userId: customer.id,
      guestId: null,
      uploaderName: 'Priya Sharma',
      uploaderPhone: '9876543210',
      notes: 'Please call before delivery',
    });
    const history = await t.db
      .select()
      .from(prescriptionHistory)
      .where(eq(prescriptionHistory.prescriptionId, summary.id));
    expect(history).toEqual([
      expect.objectContaining({ status: 'pending', byRole: 'customer', byUserId: customer.id }),
    ]);

    const image = await t.app.inject({ url: `/api/prescriptions/${summary.id}/pages/1`, cookies: customer.cookies });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="prescription-${summary.id}-page-1.png"`,
    });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');

    const document = await t.app.inject({ url: `/api/prescriptions/${summary.id}/pages/2`, cookies: customer.cookies });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-security-policy']).toBe('sandbox');
    expect(document.rawPayload.equals(pdf)).toBe(true);

    const mine = await t.app.inject({ url: '/api/prescriptions/mine', cookies: customer.cookies });
    expect(mine.json().map((p: { id: number }) => p.id)).toEqual([summary.id]);
    const detail = await t.app.inject({ url: `/api/prescriptions/${summary.id}`, cookies: customer.cookies });
    expect(detail.json()).toMatchObject({ id: summary.id, uploaderAddress: '12, MG Road, Bengaluru' });
  });

  it('re-encodes photos: EXIF and GPS are gone from the stored bytes, the orientation is applied to the pixels', async () => {
    const customer = await newCustomer(t);
    const photo = await jpegPhotoWithGps();
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from('AushadhTestPhone'))).toBe(true);
    expect(original).toMatchObject({ orientation: 6, width: 640, height: 480 });

    const res = await upload(t, customer.cookies, [
      { filename: 'IMG_2041.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db
      .select()
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.prescriptionId, res.json().id));
    const metadata = await sharp(stored!.content).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([480, 640]);
    expect(stored!.content.includes(Buffer.from('AushadhTestPhone'))).toBe(false);
    expect(stored!.content.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored!.mediaType).toBe('image/jpeg');
  });

  it('keeps a missing name as Guest User and the other fields empty (SPEC §5)', async () => {
    const customer = await newCustomer(t);
    const res = await upload(t, customer.cookies, undefined, {});
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, res.json().id));
    expect(row).toMatchObject({ uploaderName: 'Guest User', uploaderPhone: '', uploaderAddress: '', notes: '' });
  });

  it('accepts a file of exactly 5 MB and refuses 5 MB + 1 byte while streaming (413), storing nothing', async () => {
    const customer = await newCustomer(t);
    const exact = await upload(t, customer.cookies, [{ filename: 'scan.pdf', data: pdfOfSize(MB5) }]);
    expect(exact.statusCode, exact.body).toBe(201);
    const body = await refused(customer.cookies, [{ filename: 'scan.pdf', data: pdfOfSize(MB5 + 1) }], {
      status: 413,
      code: 'PRESCRIPTION_FILE_TOO_LARGE',
    });
    expect(body).toMatchObject({ params: { name: 'scan.pdf', maxMb: 5 } });
    // A good first page does not survive a second that is too big.
    await refused(
      customer.cookies,
      [
        { filename: 'a.png', data: await pngSlip() },
        { filename: 'b.pdf', data: pdfOfSize(MB5 + 1024) },
      ],
      { status: 413, code: 'PRESCRIPTION_FILE_TOO_LARGE' },
    );
  });

  it('refuses wrong bytes behind a right extension, a PNG named .pdf, 0 bytes, broken files and other types', async () => {
    const customer = await newCustomer(t);
    const png = await pngSlip();
    const cases: [FilePart, { status: number; code: string }][] = [
      [
        { filename: 'slip.png', data: Buffer.from('<script>alert(1)</script>') },
        { status: 415, code: 'PRESCRIPTION_FILE_TYPE' },
      ],
      [
        { filename: 'slip.jpg', data: await pdfSlip() },
        { status: 415, code: 'PRESCRIPTION_FILE_TYPE' },
      ],
      [
        { filename: 'slip.pdf', data: png },
        { status: 415, code: 'PRESCRIPTION_FILE_TYPE' },
      ],
      [
        { filename: 'slip.jpeg', data: png },
        { status: 415, code: 'PRESCRIPTION_FILE_TYPE' },
      ],
      [
        { filename: 'slip.gif', data: png },
        { status: 415, code: 'PRESCRIPTION_FILE_TYPE' },
      ],
      [
        { filename: 'slip', data: png },
        { status: 415, code: 'PRESCRIPTION_FILE_TYPE' },
      ],
      [
        { filename: 'slip.png.exe', data: png },
        { status: 415, code: 'PRESCRIPTION_FILE_TYPE' },
      ],
      [
        { filename: 'empty.png', data: Buffer.alloc(0) },
        { status: 400, code: 'PRESCRIPTION_FILE_EMPTY' },
      ],
      // A PNG cut in half: the right signature, pixels that do not decode.
      [
        { filename: 'half.png', data: png.subarray(0, Math.floor(png.length / 2)) },
        { status: 400, code: 'PRESCRIPTION_FILE_BROKEN' },
      ],
      [
        { filename: 'half.jpg', data: (await jpegPhotoWithGps()).subarray(0, 900) },
        { status: 400, code: 'PRESCRIPTION_FILE_BROKEN' },
      ],
      // A PDF header without its trailer (cut off in transit).
      [
        { filename: 'cut.pdf', data: (await pdfSlip()).subarray(0, 400) },
        { status: 400, code: 'PRESCRIPTION_FILE_BROKEN' },
      ],
    ];
    for (const [file, expected] of cases) await refused(customer.cookies, [file], expected);
  });

  it('takes up to 5 pages under the one field name and refuses a 6th, storing nothing', async () => {
    const customer = await newCustomer(t);
    const png = await pngSlip(200, 120);
    const page = (i: number): FilePart => ({ filename: `page-${i}.png`, data: png });
    const five = await upload(t, customer.cookies, [1, 2, 3, 4, 5].map(page));
    expect(five.statusCode, five.body).toBe(201);
    expect(five.json().pageCount).toBe(5);
    const body = await refused(customer.cookies, [1, 2, 3, 4, 5, 6].map(page), {
      status: 413,
      code: 'PRESCRIPTION_TOO_MANY_FILES',
    });
    expect(body.params).toEqual({ max: 5 });
  });

  it('says a file is required (SPEC §5), and refuses a file under another field name', async () => {
    const customer = await newCustomer(t);
    const none = await refused(customer.cookies, [], { status: 400, code: 'PRESCRIPTION_FILE_REQUIRED' });
    expect(none.message).toBe('Please select a valid prescription file first.');
    // An empty file input sends a part with no name and no bytes: that is "no file" too.
    await refused(customer.cookies, [{ filename: '', data: Buffer.alloc(0) }], {
      status: 400,
      code: 'PRESCRIPTION_FILE_REQUIRED',
    });
    await refused(customer.cookies, [{ name: 'avatar', filename: 'x.png', data: await pngSlip() }], {
      status: 400,
      code: 'PRESCRIPTION_UPLOAD_UNREADABLE',
    });
  });

  it('refuses control characters and text no one types, beside the field, with nothing stored', async () => {
    const customer = await newCustomer(t);
    const file = [{ filename: 'slip.png', data: await pngSlip() }];
    const nul = await refused(
      customer.cookies,
      file,
      { status: 400, code: 'VALIDATION_FAILED' },
      { userName: 'Priya\u0000' },
    );
    expect(nul.issues[0]).toMatchObject({ path: ['userName'], code: 'TEXT_FORBIDDEN_CHARACTER' });
    const longNotes = await refused(
      customer.cookies,
      file,
      { status: 400, code: 'VALIDATION_FAILED' },
      { notes: 'x'.repeat(1001) },
    );
    expect(longNotes.issues[0]).toMatchObject({
      path: ['notes'],
      code: 'TEXT_TOO_LONG',
      params: { field: 'notes', max: 1000 },
    });
    // Beyond the multipart field size: cut by the parser, refused in the field's own terms.
    const huge = await refused(
      customer.cookies,
      file,
      { status: 400, code: 'TEXT_TOO_LONG' },
      { notes: 'x'.repeat(100_000) },
    );
    expect(huge.issues[0]).toMatchObject({ path: ['notes'] });
    await refused(customer.cookies, file, { status: 400, code: 'VALIDATION_FAILED' }, { userPhone: 'call me' });
    await refused(
      customer.cookies,
      file,
      { status: 400, code: 'VALIDATION_FAILED' },
      { userAddress: 'Flat 1\u001b[31m' },
    );
  });

  it('refuses bodies that are not a multipart upload, or are broken, with a 4xx and nothing stored', async () => {
    const customer = await newCustomer(t);
    const before = await counts();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/prescriptions/upload',
      cookies: customer.cookies,
      payload: { prescription: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('BAD_REQUEST');
    const body = multipart({}, [{ filename: 'slip.png', data: await pngSlip() }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/prescriptions/upload',
      cookies: customer.cookies,
      headers: body.headers,
      payload: body.payload.subarray(0, body.payload.length - 200),
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/prescriptions/upload',
      cookies: customer.cookies,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(await counts()).toEqual(before);
  });
});

describe('ownership: only the owner (or a pharmacist) sees a prescription', () => {
  it("another customer's prescription is 404 on every route, the same as an id that does not exist", async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const guest = await newGuest(t);
    const id = (await upload(t, owner.cookies)).json().id as number;
    for (const cookies of [stranger.cookies, guest.cookies, {}]) {
      for (const url of [
        `/api/prescriptions/${id}`,
        `/api/prescriptions/${id}/pages/1`,
        `/api/prescriptions/999999/pages/1`,
      ]) {
        const res = await t.app.inject({ url, cookies, headers: codes });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_UNKNOWN' });
      }
      const mine = await t.app.inject({ url: '/api/prescriptions/mine', cookies });
      expect(mine.json().some((p: { id: number }) => p.id === id)).toBe(false);
    }
    // A customer is not a pharmacist: the staff routes answer 403 before anything is looked up.
    for (const url of [`/api/pharmacy/prescriptions/${id}`, `/api/pharmacy/prescriptions/${id}/pages/1`]) {
      expect((await t.app.inject({ url, cookies: stranger.cookies })).statusCode).toBe(403);
    }
    // A pharmacist reads any page.
    const pharmacist = await newPharmacist(t);
    const page = await t.app.inject({ url: `/api/pharmacy/prescriptions/${id}/pages/1`, cookies: pharmacist.cookies });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('a guest uploads with their cookie, sees it, and it joins their account when they sign in', async () => {
    const guest = await newGuest(t);
    const res = await upload(t, guest.cookies);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(row).toMatchObject({ userId: null, guestId: guest.guestId });
    expect((await t.app.inject({ url: '/api/prescriptions/mine', cookies: guest.cookies })).json()).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/prescriptions/${id}/pages/1`, cookies: guest.cookies })).statusCode).toBe(
      200,
    );

    const customer = await newCustomer(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      cookies: guest.cookies,
      payload: { username: customer.user.username, password: customer.user.password, tempUserId: guest.guestId },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const [joined] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(joined).toMatchObject({ userId: customer.id, guestId: null });
    const mine = await t.app.inject({ url: '/api/prescriptions/mine', cookies: customer.cookies });
    expect(mine.json().map((p: { id: number }) => p.id)).toEqual([id]);
    // The guest cookie alone no longer opens it: it is the account's now.
    expect((await t.app.inject({ url: `/api/prescriptions/${id}`, cookies: guest.cookies })).statusCode).toBe(404);
  });

  it('a guest without a cookie yet gets one with the upload, and a forged guest id joins nothing', async () => {
    const res = await upload(t, {});
    expect(res.statusCode, res.body).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'aushadh_guest');
    expect(cookie?.value).toBeTruthy();
    const mine = await t.app.inject({ url: '/api/prescriptions/mine', cookies: { aushadh_guest: cookie!.value } });
    expect(mine.json().map((p: { id: number }) => p.id)).toEqual([res.json().id]);

    const victim = await newGuest(t);
    const id = (await upload(t, victim.cookies)).json().id as number;
    const attacker = await newCustomer(t);
    const { res: signIn } = await login(t, attacker.user.username, attacker.user.password);
    expect(signIn.statusCode).toBe(200);
    // tempUserId without the matching signed cookie counts for nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: attacker.user.username, password: attacker.user.password, tempUserId: victim.guestId },
    });
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(row).toMatchObject({ userId: null, guestId: victim.guestId });
  });
});
