import { addDays, indiaToday, type ChemistReturn } from '@aushadh/shared/orders/order-life-schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory, stockBatches, stockMovements } from '../../db/schema/catalog.ts';
import { orderItems, orderReturns, orders } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakePrescriptions, newCustomer } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import {
  api,
  multipartBody,
  orderOf,
  outForDelivery,
  staffMember,
  type Person,
} from '../../test/order-life-helpers.ts';

let t: TestApp;
let chemist: Person;
let rider: Person;
beforeAll(async () => {
  t = await buildTestApp({}, { prescriptions: fakePrescriptions() });
  chemist = await staffMember(t, 'chemist');
  rider = await staffMember(t, 'delivery', 'Vikram Singh');
});
afterAll(async () => t.close());

/** A phone photo: JPEG with the camera's make and the place it was taken (GPS) in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#b4462f' } })
    .jpeg({ quality: 80 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'AushadhTestPhone', Model: 'Model GPS-1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 4/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '72/1 52/1 0/1',
        },
      },
    })
    .toBuffer();

/** A delivered order of two products (3 and 1 units), its items and customer. */
async function deliveredOrder() {
  const a = await createProduct(t.db, { stock: 30, pricePaise: 12_000, mrpPaise: 15_000 });
  const b = await createProduct(t.db, { stock: 30 });
  const { customer, order } = await orderOf(t, [
    { productId: a.id, quantity: 3 },
    { productId: b.id, quantity: 1 },
  ]);
  const code = await outForDelivery(t, chemist, rider, order.id);
  const delivered = await api(t, rider).post(`/api/delivery/orders/${order.id}/deliver`, { code });
  if (delivered.statusCode !== 200) throw new Error(delivered.body);
  const lineOf = (productId: number) => order.items.find((i) => i.productId === productId)!;
  return { customer, order, a, b, lineA: lineOf(a.id), lineB: lineOf(b.id) };
}

async function askReturn(
  who: Person,
  orderId: number,
  lines: unknown,
  photo: { data: Buffer; filename?: string; contentType?: string } | null,
  note = 'Strip torn on arrival',
) {
  const files = photo
    ? [
        {
          field: 'photo',
          filename: photo.filename ?? 'IMG_2041.jpg',
          contentType: photo.contentType ?? 'image/jpeg',
          data: photo.data,
        },
      ]
    : [];
  const body = multipartBody({ lines: typeof lines === 'string' ? lines : JSON.stringify(lines), note }, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    cookies: who.cookies,
    headers: { ...body.headers, 'error-format': 'codes' },
    payload: body.payload,
  });
}

const returnsOf = (orderId: number) => t.db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
const sellable = async (productId: number) =>
  (await t.db.select().from(productInventory).where(eq(productInventory.productId, productId)))[0]!.stock;
const batchTotal = async (productId: number) =>
  (
    await t.db
      .select({ n: sql<number>`sum(${stockBatches.quantity})::int` })
      .from(stockBatches)
      .where(eq(stockBatches.productId, productId))
  )[0]!.n;

describe('the customer asks for a return', () => {
  it('within 7 days, per line, with a photo whose EXIF and GPS are gone', async () => {
    const { customer, order, lineA } = await deliveredOrder();
    const res = await askReturn(customer, order.id, [{ orderItemId: lineA.id, quantity: 2, reason: 'damaged' }], {
      data: await photoWithGps(),
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json() as OrderDetail;
    expect(detail).toMatchObject({ status: 'return-requested', canReturn: false });
    expect(detail.returns).toEqual([
      expect.objectContaining({
        status: 'requested',
        lines: [{ orderItemId: lineA.id, name: lineA.name, quantity: 2, reason: 'damaged' }],
      }),
    ]);
    const [stored] = await returnsOf(order.id);
    expect(stored).toMatchObject({ status: 'requested', note: 'Strip torn on arrival', photoMediaType: 'image/jpeg' });
    const metadata = await sharp(stored!.photo).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored!.photo.includes(Buffer.from('AushadhTestPhone'))).toBe(false);
  });

  it('refuses what is not a return, storing nothing: no photo, not an image, too big, bad lines, too many units', async () => {
    const { customer, order, lineA, lineB } = await deliveredOrder();
    const photo = { data: await photoWithGps() };
    const one = [{ orderItemId: lineA.id, quantity: 1, reason: 'wrong-item' }];
    type Photo = { data: Buffer; filename?: string; contentType?: string };
    const cases: [unknown, Photo | null, number, string][] = [
      [one, null, 400, 'RETURN_PHOTO_REQUIRED'],
      // A script named .jpg, and a PDF: judged by their bytes.
      [one, { data: Buffer.from('#!/bin/sh\necho pwned\n'), filename: 'photo.jpg' }, 415, 'RETURN_PHOTO_INVALID'],
      [
        one,
        { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'photo.png', contentType: 'image/png' },
        415,
        'RETURN_PHOTO_INVALID',
      ],
      [one, { data: Buffer.alloc(0) }, 415, 'RETURN_PHOTO_INVALID'],
      // A JPEG's first bytes and nothing after: not decodable.
      [
        one,
        { data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1]) },
        415,
        'RETURN_PHOTO_INVALID',
      ],
      [one, { data: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) }, 413, 'RETURN_PHOTO_TOO_LARGE'],
      [[{ orderItemId: lineA.id, quantity: 4, reason: 'damaged' }], photo, 400, 'RETURN_QUANTITY_TOO_LARGE'],
      [[{ orderItemId: 2_147_000_000, quantity: 1, reason: 'damaged' }], photo, 400, 'RETURN_LINE_INVALID'],
      [[...one, ...one], photo, 400, 'RETURN_LINE_INVALID'],
      [[{ orderItemId: lineB.id, quantity: 1, reason: 'bored' }], photo, 400, 'RETURN_LINE_INVALID'],
      [[], photo, 400, 'RETURN_LINE_INVALID'],
      ['{not json', photo, 400, 'RETURN_LINE_INVALID'],
      ['"__proto__"', photo, 400, 'RETURN_LINE_INVALID'],
    ];
    for (const [lines, file, status, code] of cases) {
      const res = await askReturn(customer, order.id, lines, file);
      expect(
        { status: res.statusCode, code: res.json().code },
        `${code} ${JSON.stringify(lines).slice(0, 60)}`,
      ).toEqual({
        status,
        code,
      });
    }
    const json = await api(t, customer).post(`/api/orders/${order.id}/returns`, { lines: one });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const stranger = await newCustomer(t);
    expect((await askReturn(stranger, order.id, one, photo)).statusCode).toBe(404);
    expect(await returnsOf(order.id)).toEqual([]);
    expect((await api(t, customer).get(`/api/orders/${order.id}`)).json().status).toBe('delivered');
  });

  it('after 7 days it is a 409, as it is for an order not delivered', async () => {
    const { customer, order, lineA } = await deliveredOrder();
    const one = [{ orderItemId: lineA.id, quantity: 1, reason: 'near-expiry' }];
    const photo = { data: await photoWithGps() };
    await t.db
      .update(orders)
      .set({ deliveredOn: addDays(indiaToday(), -8) })
      .where(eq(orders.id, order.id));
    expect((await api(t, customer).get(`/api/orders/${order.id}`)).json()).toMatchObject({ canReturn: false });
    const late = await askReturn(customer, order.id, one, photo);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED', params: { days: 7 } });
    // The seventh day is still in time.
    await t.db
      .update(orders)
      .set({ deliveredOn: addDays(indiaToday(), -7) })
      .where(eq(orders.id, order.id));
    expect((await askReturn(customer, order.id, one, photo)).statusCode).toBe(201);

    const product = await createProduct(t.db, { stock: 5 });
    const open = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    const early = await askReturn(
      open.customer,
      open.order.id,
      [{ orderItemId: open.order.items[0]!.id, quantity: 1, reason: 'missing' }],
      photo,
    );
    expect(early.json()).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      params: { from: 'processing', to: 'return-requested' },
    });
  });
});

describe('the store decides', () => {
  it('approved: refund recorded, returned quantities, only resellable units back on the shelf', async () => {
    const { customer, order, a, b, lineA, lineB } = await deliveredOrder();
    const requested = await askReturn(
      customer,
      order.id,
      [
        { orderItemId: lineA.id, quantity: 2, reason: 'near-expiry' },
        { orderItemId: lineB.id, quantity: 1, reason: 'damaged' },
      ],
      { data: await photoWithGps() },
    );
    expect(requested.statusCode).toBe(201);
    const pending = (await api(t, chemist).get('/api/chemist/returns')).json().items as ChemistReturn[];
    const mine = pending.find((r) => r.orderId === order.id)!;
    expect(mine).toMatchObject({ orderNumber: order.orderNumber, customerName: order.address.fullName });
    expect(mine.lines.find((l) => l.orderItemId === lineA.id)).toMatchObject({
      unitPricePaise: 12_000,
      resellable: null,
    });
    const photo = await api(t, chemist).get(mine.photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await api(t, rider).get(mine.photoUrl)).statusCode).toBe(403);
    expect((await api(t, customer).get(mine.photoUrl)).statusCode).toBe(403);

    const decide = (body: unknown, who: Person = chemist) =>
      api(t, who).post(`/api/chemist/returns/${mine.id}/decide`, body);
    for (const garbage of [
      {},
      { approve: {} },
      { approve: { lines: [] } },
      { decline: { reason: '' } },
      { approve: { lines: [] }, decline: { reason: 'both' } },
    ]) {
      expect((await decide(garbage)).statusCode, JSON.stringify(garbage)).toBe(400);
    }
    expect((await decide({ approve: { lines: [{ orderItemId: lineA.id, resellable: true }] } })).json()).toMatchObject({
      code: 'RETURN_DECISION_LINES',
    });
    expect((await decide({ decline: { reason: 'No' } }, customer)).statusCode).toBe(403);

    const before = {
      a: await sellable(a.id),
      b: await sellable(b.id),
      batchA: await batchTotal(a.id),
      batchB: await batchTotal(b.id),
    };
    const approved = await decide({
      approve: {
        lines: [
          { orderItemId: lineA.id, resellable: true },
          { orderItemId: lineB.id, resellable: false },
        ],
      },
    });
    expect(approved.statusCode).toBe(204);
    expect(await sellable(a.id)).toBe(before.a + 2);
    expect(await batchTotal(a.id)).toBe(before.batchA + 2);
    expect(await sellable(b.id)).toBe(before.b);
    expect(await batchTotal(b.id)).toBe(before.batchB);
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'returned')));
    expect(movements.map((m) => [m.productId, m.delta, m.byUserId])).toEqual([[a.id, 2, chemist.id]]);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.id, i.returnedQuantity]).sort()).toEqual(
      [
        [lineA.id, 2],
        [lineB.id, 1],
      ].sort(),
    );
    const [stored] = await returnsOf(order.id);
    expect(stored).toMatchObject({
      status: 'approved',
      refundPaise: 2 * 12_000 + lineB.discountedPrice,
      refundReference: expect.stringMatching(/^demo_rf_/),
      decidedByUserId: chemist.id,
    });
    const detail = (await api(t, customer).get(`/api/orders/${order.id}`)).json() as OrderDetail;
    expect(detail).toMatchObject({ status: 'returned', canReturn: false });
    expect(detail.returns[0]).toMatchObject({ status: 'approved', refundPaise: stored!.refundPaise });
    expect(detail.items.find((i) => i.id === lineA.id)!.returnedQuantity).toBe(2);
    expect((await decide({ decline: { reason: 'Too late' } })).json()).toMatchObject({
      code: 'RETURN_ALREADY_DECIDED',
    });
    expect(
      (await api(t, chemist).post('/api/chemist/returns/2147483000/decide', { decline: { reason: 'Nope' } }))
        .statusCode,
    ).toBe(404);
  });

  it('declined: back to delivered with the reason, and the customer may ask again within the window', async () => {
    const { customer, order, lineB } = await deliveredOrder();
    const one = [{ orderItemId: lineB.id, quantity: 1, reason: 'wrong-item' }];
    expect((await askReturn(customer, order.id, one, { data: await photoWithGps() })).statusCode).toBe(201);
    const [requested] = await returnsOf(order.id);
    const declined = await api(t, chemist).post(`/api/chemist/returns/${requested!.id}/decide`, {
      decline: { reason: 'The photo shows the medicine that was ordered.' },
    });
    expect(declined.statusCode).toBe(204);
    const detail = (await api(t, customer).get(`/api/orders/${order.id}`)).json() as OrderDetail;
    expect(detail).toMatchObject({ status: 'delivered', canReturn: true });
    expect(detail.returns[0]).toMatchObject({
      status: 'declined',
      declineReason: 'The photo shows the medicine that was ordered.',
      refundPaise: null,
    });
    expect(detail.statusHistory.at(-1)).toMatchObject({ status: 'delivered', by: 'chemist' });
    expect((await askReturn(customer, order.id, one, { data: await photoWithGps() })).statusCode).toBe(201);
  });
});

describe("a customer's data", () => {
  it('download my data lists the returns; deleting the account empties their photos and notes', async () => {
    const { customer, order, lineA } = await deliveredOrder();
    await askReturn(customer, order.id, [{ orderItemId: lineA.id, quantity: 1, reason: 'damaged' }], {
      data: await photoWithGps(),
    });
    const subject = { userId: customer.id, email: customer.user.email };
    const exported = (await t.app.orders.personalData.export!(subject)) as { orders: OrderDetail[] };
    expect(exported.orders.find((o) => o.id === order.id)!.returns).toEqual([
      expect.objectContaining({ status: 'requested', lines: [expect.objectContaining({ orderItemId: lineA.id })] }),
    ]);
    await t.app.orders.personalData.erase!(subject);
    const [stored] = await returnsOf(order.id);
    expect(stored).toMatchObject({ note: '', status: 'requested' });
    expect(stored!.photo.length).toBe(0);
  });
});
