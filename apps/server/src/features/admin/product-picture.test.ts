import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newCustomer } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import { staffMember, type Person } from '../../test/order-life-helpers.ts';

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffMember(t, 'admin', 'Meera Iyer');
});
afterAll(async () => t.close());

/** A plain picture of one colour, in a format. */
const picture = (format: 'png' | 'jpeg' | 'webp', rgb: [number, number, number], size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .toFormat(format)
    .toBuffer();

function upload(who: Person | null, productId: number | string, body: Buffer | string, type: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}/picture`,
    cookies: who?.cookies ?? {},
    headers: { 'content-type': type, [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
    payload: body,
  });
}

/** The centre pixel of a product's picture as the shop serves it (the product page's preset). */
async function shownColour(productId: number) {
  const res = await t.app.inject({ url: `/api/images/products/${productId}.webp?preset=medium` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 12);

describe('product picture upload', () => {
  it('replaces the drawn picture in the shop at once; a new upload replaces the last; each is audited', async () => {
    const product = await createProduct(t.db, { name: 'Volini Pain Relief Gel 30g' });
    expect(near(await shownColour(product.id), [200, 30, 30])).toBe(false);

    const red = await upload(admin, product.id, await picture('png', [200, 30, 30]), 'image/png');
    expect(red.statusCode).toBe(200);
    expect(red.json()).toEqual({ productId: product.id, version: 1, width: 300, height: 300 });
    expect(near(await shownColour(product.id), [200, 30, 30])).toBe(true);

    const subadmin = await staffMember(t, 'subadmin', 'Neha Kapoor');
    const blue = await upload(subadmin, product.id, await picture('jpeg', [20, 60, 210]), 'image/jpeg');
    expect(blue.json().version).toBe(2);
    expect(near(await shownColour(product.id), [20, 60, 210])).toBe(true);

    const audit = await t.app.inject({
      url: `/api/admin/audit?action=product.picture-uploaded&targetId=${product.id}`,
      cookies: admin.cookies,
    });
    const entries = audit.json().items as { actorUserId: number; after: { version: number } }[];
    expect(entries.map((e) => [e.actorUserId, e.after.version])).toEqual([
      [subadmin.id, 2],
      [admin.id, 1],
    ]);
  });

  it('keeps only the pixels: a big photo is scaled down and stored as WebP', async () => {
    const product = await createProduct(t.db);
    const res = await upload(admin, product.id, await picture('webp', [10, 150, 90], 2400), 'image/webp');
    expect(res.json()).toMatchObject({ width: 1600, height: 1600 });
  });

  it('only admin and subadmin may upload', async () => {
    const product = await createProduct(t.db);
    const png = await picture('png', [1, 2, 3]);
    const customer = await newCustomer(t);
    expect(
      (await upload({ id: customer.id, cookies: customer.cookies }, product.id, png, 'image/png')).statusCode,
    ).toBe(403);
    for (const role of ['chemist', 'pharmacy', 'doctor', 'delivery'] as const) {
      expect((await upload(await staffMember(t, role), product.id, png, 'image/png')).statusCode).toBe(403);
    }
    expect((await upload(null, product.id, png, 'image/png')).statusCode).toBe(401);
  });

  it('refuses files that lie, garbage, and unknown products with a code, and keeps the current picture', async () => {
    const product = await createProduct(t.db);
    await upload(admin, product.id, await picture('png', [200, 30, 30]), 'image/png');
    const png = await picture('png', [0, 0, 0]);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const cases: [string, number | string, Buffer | string, string, number, string | null][] = [
      ['a PDF called a PNG', product.id, pdf, 'image/png', 415, 'PRODUCT_PICTURE_TYPE'],
      ['a GIF called a JPEG', product.id, gif, 'image/jpeg', 415, 'PRODUCT_PICTURE_TYPE'],
      ['a script called a WebP', product.id, '<script>alert(1)</script>', 'image/webp', 415, 'PRODUCT_PICTURE_TYPE'],
      ['a PNG cut in half', product.id, png.subarray(0, png.length / 2), 'image/png', 400, 'PRODUCT_PICTURE_INVALID'],
      ['an empty body', product.id, Buffer.alloc(0), 'image/png', 415, null],
      ['control characters', product.id, '\u0000\u0001\u0002', 'image/png', 415, 'PRODUCT_PICTURE_TYPE'],
      ['a PDF as a PDF', product.id, pdf, 'application/pdf', 415, null],
      ['JSON', product.id, JSON.stringify({ picture: 'x' }), 'application/json', 415, 'PRODUCT_PICTURE_TYPE'],
      ['6 MB', product.id, Buffer.alloc(6 * 1024 * 1024, 1), 'image/png', 413, null],
      ['an unknown product', 999_999, png, 'image/png', 404, 'PRODUCT_NOT_FOUND'],
      ['a word for an id', 'abc', png, 'image/png', 400, null],
      ['an id past the integers', '9'.repeat(20), png, 'image/png', 400, null],
    ];
    for (const [name, id, body, type, status, code] of cases) {
      const res = await upload(admin, id, body, type);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().code, name).toBeTruthy();
      if (code) expect(res.json().code, name).toBe(code);
    }
    expect(near(await shownColour(product.id), [200, 30, 30])).toBe(true);
  });
});
