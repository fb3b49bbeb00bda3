import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-test-app.ts';
import { register } from './auth-helpers.ts';
import { deliveryAddress } from './factories.ts';

/** A visitor with a signed guest cookie, as the browser gets it from GET /api/guest. */
export async function newGuest(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/guest' });
  const cookie = res.cookies.find((c) => c.name === 'aushadh_guest')!.value;
  return { guestId: res.json().guestId as string, cookies: { aushadh_guest: cookie } as Record<string, string> };
}

/** A signed-in customer: id, session cookie and the account's details. */
export async function newCustomer(t: TestApp) {
  const { user, session, body } = await register(t);
  return { user, body, id: user.id, cookies: { aushadh_session: session } as Record<string, string> };
}

export const upi = { method: 'upi', upiId: 'priya@okaxis' } as const;

export async function addToCart(
  t: TestApp,
  cookies: Record<string, string>,
  userId: number | string,
  productId: number,
  quantity: number,
) {
  return t.app.inject({ method: 'POST', url: '/api/cart', cookies, payload: { userId, productId, quantity } });
}

export async function placeOrder(
  t: TestApp,
  cookies: Record<string, string>,
  body: object = { address: deliveryAddress, payment: upi },
  key = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** Why race tests skip on PGlite: it runs one transaction at a time, so nothing can race there. */
export const RACE_NEEDS_POSTGRES =
  'PGlite serialises every transaction, so this race only shows on PostgreSQL (set TEST_DATABASE_URL)';

/** Stands in for the prescriptions feature (not built yet): knows only the prescriptions a test grants. */
export function fakePrescriptions() {
  const owned = new Set<string>();
  return {
    grant(prescriptionId: number, userId: number) {
      owned.add(`${prescriptionId}:${userId}`);
    },
    async isOwnedBy(prescriptionId: number, userId: number) {
      return owned.has(`${prescriptionId}:${userId}`);
    },
  };
}
