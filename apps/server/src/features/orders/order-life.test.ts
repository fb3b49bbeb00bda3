import { addDays, indiaToday, type PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory, stockBatches, stockMovements } from '../../db/schema/catalog.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fakePrescriptions, newCustomer } from '../../test/checkout-helpers.ts';
import { createProduct } from '../../test/factories.ts';
import {
  api,
  orderOf,
  outForDelivery,
  pack,
  staffMember,
  usableLines,
  type Person,
} from '../../test/order-life-helpers.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
const prescriptions = fakePrescriptions();
let chemist: Person;
let pharmacist: Person;
let rider: Person;
let otherRider: Person;
let nextPrescriptionId = 70_000;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url }, { prescriptions });
  chemist = await staffMember(t, 'chemist');
  pharmacist = await staffMember(t, 'pharmacy', 'Anjali Deshpande');
  rider = await staffMember(t, 'delivery', 'Vikram Singh');
  otherRider = await staffMember(t, 'delivery', 'Ravi Kumar');
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const batchesOf = (productId: number) =>
  t.db.select().from(stockBatches).where(eq(stockBatches.productId, productId)).orderBy(stockBatches.id);
const stockOf = async (productId: number) =>
  (await t.db.select().from(productInventory).where(eq(productInventory.productId, productId)))[0]!.stock;
const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
/** The mail to `email` whose subject matches, waiting for it up to 5 s (mail goes out after the commit). */
async function mailTo(email: string, subject: RegExp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = inbox.received.find((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const detailOf = async (customer: Person, orderId: number) =>
  (await api(t, customer).get(`/api/orders/${orderId}`)).json();

/** An approved prescription of `userId` allowing `allowances`, announced as the pharmacist's review does. */
async function approveAndAnnounce(userId: number, allowances: Record<number, number>) {
  const prescriptionId = nextPrescriptionId++;
  prescriptions.approve(prescriptionId, userId, allowances);
  await announce(prescriptionId, userId, 'approved');
  return prescriptionId;
}
async function announce(prescriptionId: number, userId: number, outcome: 'approved' | 'rejected' | 'callback') {
  await t.app.uow.transaction(() => t.app.events.publish('prescription.reviewed', { prescriptionId, userId, outcome }));
  await t.app.events.dispatch();
}

/** A customer's order of a prescription-only medicine (H1) and an OTC product, released by an approval. */
async function releasedRxOrder(rxQuantity = 2) {
  const rx = await createProduct(t.db, { prescriptionRequired: true, schedule: 'H1', stock: 40 });
  const otc = await createProduct(t.db, { stock: 40 });
  const placed = await orderOf(t, [
    { productId: rx.id, quantity: rxQuantity },
    { productId: otc.id, quantity: 1 },
  ]);
  const prescriptionId = await approveAndAnnounce(placed.customer.id, { [rx.id]: rxQuantity });
  return { ...placed, rx, otc, prescriptionId };
}

describe('release: a reviewed prescription moves orders awaiting one', () => {
  it('an approval that covers the Rx lines releases the order (system); a rejection does not', async () => {
    const rx = await createProduct(t.db, { prescriptionRequired: true, schedule: 'H' });
    const { customer, order } = await orderOf(t, [{ productId: rx.id, quantity: 3 }]);
    expect(order.status).toBe('awaiting-prescription');

    const rejected = nextPrescriptionId++;
    prescriptions.grant(rejected, customer.id);
    await announce(rejected, customer.id, 'rejected');
    expect(await statusOf(order.id)).toBe('awaiting-prescription');

    // Approved, but for fewer units than ordered: still waiting.
    await approveAndAnnounce(customer.id, { [rx.id]: 2 });
    expect(await statusOf(order.id)).toBe('awaiting-prescription');

    const covering = await approveAndAnnounce(customer.id, { [rx.id]: 3 });
    const detail = await detailOf(customer, order.id);
    expect(detail).toMatchObject({ status: 'processing', prescriptionId: expect.any(Number) });
    expect(detail.statusHistory.at(-1)).toMatchObject({ status: 'processing', by: 'system' });
    // Delivered again (at least once): nothing moves twice.
    await announce(covering, customer.id, 'approved');
    expect((await detailOf(customer, order.id)).statusHistory).toHaveLength(2);
    expect(detail.verifiedBy).toMatchObject({ name: 'Anjali Deshpande', registration: 'MSPC/2014/48213' });
  });

  it('the customer links one of their prescriptions; someone else’s is a 404; a covering one releases at once', async () => {
    const rx = await createProduct(t.db, { prescriptionRequired: true, schedule: 'H' });
    const { customer, order } = await orderOf(t, [{ productId: rx.id, quantity: 1 }]);
    const stranger = await newCustomer(t);
    const theirs = nextPrescriptionId++;
    prescriptions.grant(theirs, stranger.id);
    const link = (who: Person, prescriptionId: unknown, orderId = order.id) =>
      api(t, who).post(`/api/orders/${orderId}/prescription`, { prescriptionId });

    expect((await link(customer, theirs)).json()).toMatchObject({ code: 'PRESCRIPTION_NOT_FOUND' });
    expect((await link(stranger, theirs)).statusCode).toBe(404);
    for (const garbage of [null, 'abc', -1, 1.5, 2 ** 40]) expect((await link(customer, garbage)).statusCode).toBe(400);

    const pending = nextPrescriptionId++;
    prescriptions.grant(pending, customer.id);
    const linked = await link(customer, pending);
    expect(linked.json()).toMatchObject({ status: 'awaiting-prescription', prescriptionId: pending });

    const approved = nextPrescriptionId++;
    prescriptions.approve(approved, customer.id, { [rx.id]: 1 });
    const released = await link(customer, approved);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'processing', prescriptionId: approved });
    expect((await link(customer, approved)).json()).toMatchObject({ code: 'ORDER_NOT_AWAITING_PRESCRIPTION' });
  });

  it('an order placed with a prescription approved earlier goes straight to the store', async () => {
    const rx = await createProduct(t.db, { prescriptionRequired: true, schedule: 'H' });
    const customer = await newCustomer(t);
    const approved = nextPrescriptionId++;
    prescriptions.approve(approved, customer.id, { [rx.id]: 5 });
    const { order } = await orderOf(t, [{ productId: rx.id, quantity: 2 }], { customer });
    expect(order.status).toBe('processing');
    expect(order.statusHistory.map((h) => h.status)).toEqual(['awaiting-prescription', 'processing']);
  });
});

describe('the chemist packs', () => {
  it('queue oldest first with the Rx flag; a pick list flags batches expiring within 90 days of delivery', async () => {
    const { order, rx, otc } = await releasedRxOrder();
    const queue = (await api(t, chemist).get('/api/chemist/orders?queue=to-pack&page=1')).json();
    const mine = queue.items.find((o: { id: number }) => o.id === order.id);
    expect(mine).toMatchObject({ status: 'processing', prescriptionRequired: true, itemCount: 3, lineCount: 2 });
    const placedTimes = queue.items.map((o: { placedAt: string }) => o.placedAt);
    expect([...placedTimes].sort()).toEqual(placedTimes);
    expect(queue.counts.toPack).toBeGreaterThanOrEqual(1);

    const [soon] = await t.db
      .insert(stockBatches)
      .values({ productId: otc.id, batchNumber: 'NEAR001', expiryDate: addDays(indiaToday(), 60), quantity: 10 })
      .returning();
    const pickList = (await api(t, chemist).get(`/api/chemist/orders/${order.id}`)).json() as PickList;
    expect(pickList.minimumExpiry).toBe(addDays(pickList.deliveryBy, 90));
    const otcLine = pickList.lines.find((l) => l.productId === otc.id)!;
    expect(otcLine.batches.map((b) => [b.batchNumber, b.unusableReason])).toEqual([
      ['NEAR001', 'expires-too-soon'],
      [expect.any(String), null],
    ]);
    expect(pickList.lines.find((l) => l.productId === rx.id)).toMatchObject({
      prescriptionRequired: true,
      schedule: 'H1',
    });

    // The soon-expiring batch is refused by the server, naming the line; nothing is taken.
    const before = await batchesOf(otc.id);
    const refused = await api(t, chemist).post(`/api/chemist/orders/${order.id}/pack`, {
      lines: usableLines(pickList).map((l) =>
        l.orderItemId === otcLine.orderItemId ? { ...l, batchId: soon!.id } : l,
      ),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PACK_BATCH_EXPIRES_TOO_SOON',
      params: { name: otc.name, batch: 'NEAR001', minExpiry: pickList.minimumExpiry },
    });
    expect(await batchesOf(otc.id)).toEqual(before);
    expect(await statusOf(order.id)).toBe('processing');
  });

  it('packing takes from the batches, records movements, prints batch and expiry, dispenses, makes the code', async () => {
    const { customer, order, rx, otc, prescriptionId } = await releasedRxOrder(2);
    const [rxBatch] = await batchesOf(rx.id);
    const since = inbox.received.length;
    const res = await pack(t, chemist, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('packed');
    expect((await batchesOf(rx.id))[0]!.quantity).toBe(rxBatch!.quantity - 2);
    // The sellable count was taken at checkout; packing does not take it again.
    expect(await stockOf(rx.id)).toBe(38);
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'packed')));
    expect(movements.map((m) => [m.productId, m.delta, m.byUserId]).sort()).toEqual(
      [
        [rx.id, -2, chemist.id],
        [otc.id, -1, chemist.id],
      ].sort(),
    );
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.every((i) => i.batchNumber && i.expiryDate)).toBe(true);
    expect(prescriptions.leftOn(prescriptionId, rx.id)).toBe(0);
    expect(prescriptions.h1Register.filter((r) => r.orderId === order.id)).toEqual([
      { orderId: order.id, name: rx.name, quantity: 2, batchNumber: rxBatch!.batchNumber },
    ]);
    const detail = await detailOf(customer, order.id);
    expect(detail.deliveryCode).toMatch(/^\d{4}$/);
    expect(detail.items.find((i: { productId: number }) => i.productId === rx.id).batchNumber).toBe(
      rxBatch!.batchNumber,
    );
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ status: 'packed', changedByRole: 'chemist', changedByUserId: chemist.id });
    // Packing sends no mail: the customer hears when it is out for delivery.
    expect(inbox.received.slice(since).filter((m) => m.to.includes(customer.user.email))).toEqual([]);
    // Twice: the second is a 409 naming where the order is.
    expect((await pack(t, chemist, order.id)).json()).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      params: { from: 'packed', to: 'packed' },
    });
  });

  it('an order with a prescription-only line no prescription covers can never be packed', async () => {
    const rx = await createProduct(t.db, { prescriptionRequired: true, schedule: 'H', stock: 40 });
    const customer = await newCustomer(t);
    // One approval for 2 units releases two orders of 2 (coverage reads, packing dispenses).
    const first = await orderOf(t, [{ productId: rx.id, quantity: 2 }], { customer });
    const second = await orderOf(t, [{ productId: rx.id, quantity: 2 }], { customer });
    await approveAndAnnounce(customer.id, { [rx.id]: 2 });
    expect(await statusOf(first.order.id)).toBe('processing');
    expect(await statusOf(second.order.id)).toBe('processing');
    expect((await pack(t, chemist, first.order.id)).statusCode).toBe(200);
    const batches = await batchesOf(rx.id);
    const refused = await pack(t, chemist, second.order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRESCRIPTION_NOT_COVERING', params: { name: rx.name } });
    expect(await batchesOf(rx.id)).toEqual(batches);
    expect(await statusOf(second.order.id)).toBe('processing');

    // Never released at all: the machine has no move from awaiting-prescription to packed.
    const waiting = await orderOf(t, [{ productId: rx.id, quantity: 1 }]);
    const early = await api(t, chemist).post(`/api/chemist/orders/${waiting.order.id}/pack`, {
      lines: [{ orderItemId: waiting.order.items[0]!.id, batchId: batches[0]!.id }],
    });
    expect(early.json()).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      params: { from: 'awaiting-prescription', to: 'packed' },
    });
  });

  it('every line once, a batch of its own product, with enough units; garbage is a 400, never a 500', async () => {
    const a = await createProduct(t.db, { stock: 40 });
    const b = await createProduct(t.db, { stock: 40 });
    const { order } = await orderOf(t, [
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 1 },
    ]);
    const pickList = (await api(t, chemist).get(`/api/chemist/orders/${order.id}`)).json() as PickList;
    const lines = usableLines(pickList);
    const post = (body: unknown) => api(t, chemist).post(`/api/chemist/orders/${order.id}/pack`, body);
    expect((await post({ lines: lines.slice(0, 1) })).json()).toMatchObject({ code: 'PACK_LINES_MISMATCH' });
    expect((await post({ lines: [...lines, lines[0]] })).json()).toMatchObject({ code: 'PACK_LINES_MISMATCH' });
    expect((await post({ lines: [lines[0], { ...lines[1], batchId: lines[0]!.batchId }] })).json()).toMatchObject({
      code: 'PACK_BATCH_NOT_FOUND',
      params: { name: b.name },
    });
    const [small] = await t.db
      .insert(stockBatches)
      .values({ productId: a.id, batchNumber: 'SMALL01', expiryDate: addDays(indiaToday(), 700), quantity: 2 })
      .returning();
    expect((await post({ lines: [{ ...lines[0], batchId: small!.id }, lines[1]] })).json()).toMatchObject({
      code: 'PACK_BATCH_TOO_SMALL',
      params: { name: a.name, batch: 'SMALL01', left: 2 },
    });
    for (const garbage of [
      null,
      [],
      { lines: [] },
      { lines: 'x' },
      { lines: [{ orderItemId: 'a', batchId: 1 }] },
      { lines: [{ orderItemId: -1, batchId: 1 }] },
      { lines: [{ orderItemId: 1e12, batchId: 1 }] },
      { lines: Array.from({ length: 101 }, () => lines[0]) },
    ]) {
      const res = await post(garbage);
      expect(res.statusCode, JSON.stringify(garbage)).toBe(400);
    }
    for (const url of ['/api/chemist/orders/abc', '/api/chemist/orders/0', '/api/chemist/orders/99999999999']) {
      expect((await api(t, chemist).get(url)).statusCode, url).toBe(400);
    }
    expect((await api(t, chemist).get('/api/chemist/orders/2147483000')).statusCode).toBe(404);
    expect((await api(t, chemist).get('/api/chemist/orders?queue=everything')).statusCode).toBe(400);
    expect((await post({ lines })).statusCode).toBe(200);
  });

  it('the pharmacist may pack too (SPEC §2); a rider and a customer cannot, nor reach any chemist call', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    for (const who of [rider, customer]) {
      for (const [method, url] of [
        ['GET', '/api/chemist/orders'],
        ['GET', `/api/chemist/orders/${order.id}`],
        ['POST', `/api/chemist/orders/${order.id}/pack`],
        ['POST', `/api/chemist/orders/${order.id}/assign`],
        ['GET', '/api/chemist/riders'],
        ['GET', '/api/chemist/returns'],
        ['POST', '/api/chemist/returns/1/decide'],
        ['POST', '/api/chemist/stock/receive'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          cookies: who.cookies,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(res.statusCode, `${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/chemist/orders' })).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('processing');
    expect((await pack(t, pharmacist, order.id)).statusCode).toBe(200);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ status: 'packed', changedByRole: 'pharmacy' });
  });

  it('a chemist cannot verify prescriptions: every pharmacist call is refused (API called directly)', async () => {
    for (const [method, url] of [
      ['GET', '/api/pharmacy/prescriptions'],
      ['GET', '/api/pharmacy/prescriptions/1'],
      ['POST', '/api/pharmacy/prescriptions/1/review'],
      ['GET', '/api/pharmacy/h1-register'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        cookies: chemist.cookies,
        payload: method === 'POST' ? { outcome: 'approved' } : undefined,
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('riders: a packed order goes to a delivery account only; the list shows what each holds', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    const assign = (riderUserId: unknown) =>
      api(t, chemist).post(`/api/chemist/orders/${order.id}/assign`, { riderUserId });
    expect((await assign(rider.id)).json()).toMatchObject({
      code: 'RIDER_ASSIGN_NOT_PACKED',
      params: { status: 'processing' },
    });
    expect((await pack(t, chemist, order.id)).statusCode).toBe(200);
    expect((await assign(customer.id)).json()).toMatchObject({ code: 'RIDER_NOT_FOUND' });
    expect((await assign(chemist.id)).statusCode).toBe(404);
    expect((await assign('me')).statusCode).toBe(400);
    const assigned = await assign(otherRider.id);
    expect(assigned.json().order.rider).toEqual({ id: otherRider.id, name: 'Ravi Kumar' });
    // Given to another rider before pickup.
    expect((await assign(rider.id)).json().order.rider.id).toBe(rider.id);
    const riders = (await api(t, chemist).get('/api/chemist/riders')).json();
    expect(riders).toEqual(
      expect.arrayContaining([
        { id: rider.id, name: 'Vikram Singh', activeOrders: expect.any(Number) },
        { id: otherRider.id, name: 'Ravi Kumar', activeOrders: expect.any(Number) },
      ]),
    );
    expect(riders.every((r: { id: number }) => r.id !== chemist.id && r.id !== customer.id)).toBe(true);
    const packedQueue = (await api(t, chemist).get('/api/chemist/orders?queue=packed')).json();
    expect(packedQueue.items.find((o: { id: number }) => o.id === order.id).rider.id).toBe(rider.id);
  });

  it("the chemist sees the prescription the order was released against; others' pages are not served", async () => {
    const { order, prescriptionId } = await releasedRxOrder(1);
    prescriptions.addPage(prescriptionId, { mediaType: 'image/png', content: Buffer.from('png-bytes'), byteSize: 9 });
    const pickList = (await api(t, chemist).get(`/api/chemist/orders/${order.id}`)).json() as PickList;
    expect(pickList).toMatchObject({
      prescriptionId,
      prescriptionPagesUrl: `/api/chemist/orders/${order.id}/prescription/pages`,
    });
    const page = await api(t, chemist).get(`/api/chemist/orders/${order.id}/prescription/pages/1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.rawPayload.toString()).toBe('png-bytes');
    expect((await api(t, chemist).get(`/api/chemist/orders/${order.id}/prescription/pages/2`)).statusCode).toBe(404);
    expect((await api(t, chemist).get(`/api/chemist/orders/${order.id}/prescription/pages/x`)).statusCode).toBe(400);
    const plain = await orderOf(t, [{ productId: (await createProduct(t.db)).id, quantity: 1 }]);
    expect((await api(t, chemist).get(`/api/chemist/orders/${plain.order.id}/prescription/pages/1`)).statusCode).toBe(
      404,
    );
    expect((await api(t, rider).get(`/api/chemist/orders/${order.id}/prescription/pages/1`)).statusCode).toBe(403);
  });
});

describe('the rider delivers', () => {
  it('picks up, and the customer sees the rider and the code until delivery; another rider’s order is a 404', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    expect((await pack(t, chemist, order.id)).statusCode).toBe(200);
    await api(t, chemist).post(`/api/chemist/orders/${order.id}/assign`, { riderUserId: rider.id });

    const mine = (await api(t, rider).get('/api/delivery/orders')).json();
    const card = mine.active.find((o: { id: number }) => o.id === order.id);
    expect(card).toMatchObject({
      status: 'packed',
      address: { pincode: '560001', phone: expect.any(String) },
      cashToCollectPaise: 0,
      codeTriesLeft: 5,
    });
    expect(card.mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*560001$/);
    expect((await api(t, otherRider).get('/api/delivery/orders')).json().active).not.toContainEqual(
      expect.objectContaining({ id: order.id }),
    );
    for (const action of ['pickup', 'deliver', 'fail']) {
      const res = await api(t, otherRider).post(`/api/delivery/orders/${order.id}/${action}`, {
        code: '0000',
        reason: 'other',
      });
      expect(res.statusCode, action).toBe(404);
    }
    // A customer (even the owner) cannot move the order: the rider's calls are refused.
    for (const action of ['pickup', 'deliver', 'fail']) {
      expect((await api(t, customer).post(`/api/delivery/orders/${order.id}/${action}`, {})).statusCode).toBe(403);
    }
    expect((await api(t, chemist).post(`/api/delivery/orders/${order.id}/pickup`)).statusCode).toBe(403);

    const picked = await api(t, rider).post(`/api/delivery/orders/${order.id}/pickup`);
    expect(picked.json()).toMatchObject({ status: 'shipped' });
    expect((await api(t, rider).post(`/api/delivery/orders/${order.id}/pickup`)).json()).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      params: { from: 'shipped', to: 'shipped' },
    });
    const detail = await detailOf(customer, order.id);
    expect(detail).toMatchObject({
      status: 'shipped',
      riderFirstName: 'Vikram',
      deliveryCode: expect.stringMatching(/^\d{4}$/),
    });
    await mailTo(customer.user.email, /out for delivery/);
  });

  it('delivered only with the code: wrong codes are counted and the fifth locks the order', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    const code = await outForDelivery(t, chemist, rider, order.id);
    const wrong = code === '0000' ? '1111' : '0000';
    const deliver = (c: unknown) => api(t, rider).post(`/api/delivery/orders/${order.id}/deliver`, { code: c });
    for (const garbage of ['12', '12345', 'abcd', 1234, null, ' 123']) {
      expect((await deliver(garbage)).statusCode, String(garbage)).toBe(400);
    }
    for (const left of [4, 3, 2, 1]) {
      const res = await deliver(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DELIVERY_CODE_WRONG', params: { left } });
    }
    expect(
      (await api(t, rider).get('/api/delivery/orders')).json().active.find((o: { id: number }) => o.id === order.id),
    ).toMatchObject({ codeTriesLeft: 1 });
    const fifth = await deliver(wrong);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ code: 'DELIVERY_CODE_LOCKED', params: { phone: expect.any(String) } });
    // Locked: the right code no longer works either.
    expect((await deliver(code)).json()).toMatchObject({ code: 'DELIVERY_CODE_LOCKED' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'shipped', deliveryCodeFailures: 5, deliveredOn: null });
    expect((await detailOf(customer, order.id)).status).toBe('shipped');
  });

  it('with the right code: delivered today, the code gone from the order page, a return possible for 7 days', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 2 }]);
    const code = await outForDelivery(t, chemist, rider, order.id);
    const res = await api(t, rider).post(`/api/delivery/orders/${order.id}/deliver`, { code, codCollectedPaise: 999 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'delivered', deliveredOn: indiaToday() });
    const detail = await detailOf(customer, order.id);
    expect(detail).toMatchObject({
      status: 'delivered',
      deliveredOn: indiaToday(),
      deliveryCode: null,
      riderFirstName: 'Vikram',
      canReturn: true,
      returnUntil: addDays(indiaToday(), 7),
      payment: { status: 'authorized' },
    });
    expect(detail.statusHistory.map((h: { status: string; by: string }) => `${h.status}/${h.by}`)).toEqual([
      'processing/customer',
      'packed/chemist',
      'shipped/delivery',
      'delivered/delivery',
    ]);
    await mailTo(customer.user.email, /delivered/);
    const today = (await api(t, rider).get('/api/delivery/orders')).json();
    expect(today.deliveredToday.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(today.active.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it('cash on delivery: the cash collected must equal the total, recorded with the delivery', async () => {
    const product = await createProduct(t.db, { stock: 10, pricePaise: 30_000, mrpPaise: 35_000 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 1 }], {
      payment: { method: 'cod' },
    });
    const code = await outForDelivery(t, chemist, rider, order.id);
    const card = (await api(t, rider).get('/api/delivery/orders'))
      .json()
      .active.find((o: { id: number }) => o.id === order.id);
    expect(card.cashToCollectPaise).toBe(order.totalPaise);
    const deliver = (body: object) => api(t, rider).post(`/api/delivery/orders/${order.id}/deliver`, { code, ...body });
    expect((await deliver({})).json()).toMatchObject({ code: 'COD_AMOUNT_MISMATCH' });
    expect((await deliver({ codCollectedPaise: order.totalPaise - 100 })).statusCode).toBe(400);
    expect((await deliver({ codCollectedPaise: -5 })).statusCode).toBe(400);
    // A refused amount is no wrong code.
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.deliveryCodeFailures).toBe(0);
    expect((await deliver({ codCollectedPaise: order.totalPaise })).statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', codCollectedPaise: order.totalPaise });
    expect(row!.codCollectedAt).toBeInstanceOf(Date);
    expect((await detailOf(customer, order.id)).payment.status).toBe('paid');
  });

  it('a failed delivery goes back to the store, unassigned, with the reason', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    await outForDelivery(t, chemist, rider, order.id);
    const fail = (body: unknown) => api(t, rider).post(`/api/delivery/orders/${order.id}/fail`, body);
    for (const garbage of [
      {},
      { reason: 'tired' },
      { reason: 'other', note: 'x'.repeat(301) },
      { reason: 'other', note: 'a\u0000b' },
    ]) {
      expect((await fail(garbage)).statusCode).toBe(400);
    }
    const res = await fail({ reason: 'customer-unavailable', note: 'Gate locked, phone switched off' });
    expect(res.statusCode).toBe(200);
    expect(res.json().active.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'packed', riderUserId: null });
    const detail = await detailOf(customer, order.id);
    expect(detail.statusHistory.at(-1)).toMatchObject({
      status: 'packed',
      by: 'delivery',
      note: 'Delivery failed: customer not available (Gate locked, phone switched off)',
    });
    expect(detail.riderFirstName).toBeNull();
  });
});

describe('the customer cancels', () => {
  it('a packed order: batches, sellable stock and the prescription dispensing all come back', async () => {
    const { customer, order, rx, otc, prescriptionId } = await releasedRxOrder(2);
    const rxBatches = await batchesOf(rx.id);
    expect((await pack(t, chemist, order.id)).statusCode).toBe(200);
    expect(prescriptions.leftOn(prescriptionId, rx.id)).toBe(0);
    const res = await api(t, customer).post(`/api/orders/${order.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', deliveryCode: null });
    expect(await batchesOf(rx.id)).toEqual(rxBatches);
    expect(await stockOf(rx.id)).toBe(40);
    expect(await stockOf(otc.id)).toBe(40);
    expect(prescriptions.leftOn(prescriptionId, rx.id)).toBe(2);
    const back = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'returned')));
    expect(back.map((m) => m.delta).sort()).toEqual([1, 2]);
    await mailTo(customer.user.email, /cancelled/);
  });

  it('out for delivery it is too late; and a customer cannot move an order any other way', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const { customer, order } = await orderOf(t, [{ productId: product.id, quantity: 1 }]);
    await outForDelivery(t, chemist, rider, order.id);
    expect((await api(t, customer).post(`/api/orders/${order.id}/cancel`)).json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      params: { status: 'shipped' },
    });
    expect(await statusOf(order.id)).toBe('shipped');
  });
});
