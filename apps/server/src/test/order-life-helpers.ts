import { randomUUID } from 'node:crypto';
import type { Role } from '@aushadh/shared/auth/roles.ts';
import { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from '@aushadh/shared/errors/app-error-codes.ts';
import type { PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/orders.ts';
import type { TestApp } from './build-test-app.ts';
import { addToCart, newCustomer, placeOrder, upi } from './checkout-helpers.ts';
import { createSession, createUser, deliveryAddress } from './factories.ts';

/** A signed-in person of `role` (staff made by the factories, as an admin would). */
export async function staffMember(t: TestApp, role: Role, name = 'Farah Khan') {
  const user = await createUser(t.db, { role, name });
  return { id: user.id, name, cookies: { aushadh_session: await createSession(t.db, user.id) } };
}
export type Person = { id: number; cookies: Record<string, string> };

/** `app.inject` as the web calls: JSON, error codes with params. */
export function api(t: TestApp, who: Person | null) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      cookies: who?.cookies ?? {},
      headers: { [ERROR_FORMAT_HEADER]: ERROR_FORMAT_CODES },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown = {}) => call('PUT', url, payload),
  };
}

/** A customer's order of `lines` (placed through the API), with its detail. */
export async function orderOf(
  t: TestApp,
  lines: { productId: number; quantity: number }[],
  options: { payment?: object; customer?: Awaited<ReturnType<typeof newCustomer>> } = {},
) {
  const customer = options.customer ?? (await newCustomer(t));
  for (const line of lines) await addToCart(t, customer.cookies, customer.id, line.productId, line.quantity);
  const res = await placeOrder(t, customer.cookies, { address: deliveryAddress, payment: options.payment ?? upi });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  return { customer, order: res.json() as OrderDetail };
}

/** The pick list's first usable batch for every line: what a careful chemist would pack. */
export const usableLines = (pickList: PickList) =>
  pickList.lines.map((line) => ({
    orderItemId: line.orderItemId,
    batchId: line.batches.find((b) => b.unusableReason === null)!.id,
  }));

/** Packs the order as `chemist` from usable batches; answers the reply. */
export async function pack(t: TestApp, chemist: Person, orderId: number) {
  const pickList = (await api(t, chemist).get(`/api/chemist/orders/${orderId}`)).json() as PickList;
  return api(t, chemist).post(`/api/chemist/orders/${orderId}/pack`, { lines: usableLines(pickList) });
}

/** Packed, given to `rider` and picked up: out for delivery. Answers the delivery code. */
export async function outForDelivery(t: TestApp, chemist: Person, rider: Person, orderId: number) {
  const packed = await pack(t, chemist, orderId);
  if (packed.statusCode !== 200) throw new Error(`not packed: ${packed.body}`);
  const assigned = await api(t, chemist).post(`/api/chemist/orders/${orderId}/assign`, { riderUserId: rider.id });
  if (assigned.statusCode !== 200) throw new Error(`not assigned: ${assigned.body}`);
  const picked = await api(t, rider).post(`/api/delivery/orders/${orderId}/pickup`);
  if (picked.statusCode !== 200) throw new Error(`not picked up: ${picked.body}`);
  const [row] = await t.db.select({ code: orders.deliveryCode }).from(orders).where(eq(orders.id, orderId));
  return row!.code!;
}

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; contentType: string; data: Buffer }[] = [],
) {
  const boundary = `----aushadh${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
