import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-test-app.ts';
import { register } from './auth-helpers.ts';
import { deliveryAddress } from './factories.ts';
import {
  noPrescriptions,
  type PrescriptionLine,
  type PrescriptionLookup,
  type PrescriptionPage,
  type VerifyingPharmacist,
} from '../features/orders/prescription-lookup.ts';
import { AppError } from '../lib/app-error.ts';

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

/** Stands in for the prescriptions feature in orders' tests: knows only what a test grants and approves. */
export function fakePrescriptions() {
  const owned = new Set<string>();
  /** Approved prescriptions: whose, who approved, and the units of each product still allowed. */
  const approved = new Map<number, { userId: number; left: Map<number, number>; pharmacist: VerifyingPharmacist }>();
  /** What each order's packing took, to give back on cancellation. */
  const dispensed = new Map<number, { prescriptionId: number; productId: number; quantity: number }[]>();
  const pages = new Map<number, PrescriptionPage[]>();
  const h1Register: { orderId: number; name: string; quantity: number; batchNumber: string | null }[] = [];

  /** The user's approved prescriptions, the preferred one first. */
  const candidates = (userId: number, preferred: number | null) =>
    [...approved.entries()]
      .filter(([, p]) => p.userId === userId)
      .sort(([a], [b]) => (a === preferred ? -1 : b === preferred ? 1 : a - b));

  /** Plans taking every line from the candidates; the first line that cannot be covered, or the plan. */
  function plan(userId: number, preferred: number | null, lines: PrescriptionLine[]) {
    const left = new Map(candidates(userId, preferred).map(([id, p]) => [id, new Map(p.left)]));
    const takes: { prescriptionId: number; productId: number; quantity: number }[] = [];
    for (const line of lines) {
      let needed = line.quantity;
      for (const [prescriptionId, allowance] of left) {
        const take = Math.min(needed, allowance.get(line.productId) ?? 0);
        if (take === 0) continue;
        allowance.set(line.productId, allowance.get(line.productId)! - take);
        takes.push({ prescriptionId, productId: line.productId, quantity: take });
        needed -= take;
        if (needed === 0) break;
      }
      if (needed > 0) return { uncovered: line };
    }
    return { takes };
  }

  return {
    ...noPrescriptions,
    h1Register,
    grant(prescriptionId: number, userId: number) {
      owned.add(`${prescriptionId}:${userId}`);
    },
    /** An approved prescription of `userId` allowing `allowances` (product id → units). */
    approve(
      prescriptionId: number,
      userId: number,
      allowances: Record<number, number>,
      pharmacist = { name: 'Anjali Deshpande', registration: 'MSPC/2014/48213' },
    ) {
      owned.add(`${prescriptionId}:${userId}`);
      approved.set(prescriptionId, {
        userId,
        left: new Map(Object.entries(allowances).map(([id, n]) => [Number(id), n])),
        pharmacist: { prescriptionId, reviewedAt: new Date(), ...pharmacist },
      });
    },
    /** Units of `productId` the prescription still allows. */
    leftOn(prescriptionId: number, productId: number) {
      return approved.get(prescriptionId)?.left.get(productId) ?? 0;
    },
    addPage(prescriptionId: number, page: PrescriptionPage) {
      pages.set(prescriptionId, [...(pages.get(prescriptionId) ?? []), page]);
    },
    async isOwnedBy(prescriptionId: number, userId: number) {
      return owned.has(`${prescriptionId}:${userId}`);
    },
    async covers({ userId, preferredPrescriptionId, lines }: Parameters<PrescriptionLookup['covers']>[0]) {
      return 'takes' in plan(userId, preferredPrescriptionId, lines);
    },
    async dispense({ userId, orderId, preferredPrescriptionId, lines }: Parameters<PrescriptionLookup['dispense']>[0]) {
      const outcome = plan(userId, preferredPrescriptionId, lines);
      if (!outcome.takes) throw new AppError('PRESCRIPTION_NOT_COVERING', { name: outcome.uncovered.name });
      for (const take of outcome.takes) {
        const allowance = approved.get(take.prescriptionId)!.left;
        allowance.set(take.productId, allowance.get(take.productId)! - take.quantity);
      }
      dispensed.set(orderId, outcome.takes);
      for (const line of lines.filter((l) => l.schedule === 'H1'))
        h1Register.push({ orderId, name: line.name, quantity: line.quantity, batchNumber: line.batchNumber });
    },
    async undoDispensing(orderId: number) {
      for (const take of dispensed.get(orderId) ?? []) {
        const allowance = approved.get(take.prescriptionId)!.left;
        allowance.set(take.productId, (allowance.get(take.productId) ?? 0) + take.quantity);
      }
      dispensed.delete(orderId);
    },
    async verifierFor({ orderId, prescriptionId }: { orderId: number; prescriptionId: number | null }) {
      const id = dispensed.get(orderId)?.[0]?.prescriptionId ?? prescriptionId;
      return id === null ? null : (approved.get(id)?.pharmacist ?? null);
    },
    async readPage(prescriptionId: number, page: number) {
      return pages.get(prescriptionId)?.[page - 1] ?? null;
    },
  } satisfies PrescriptionLookup & Record<string, unknown>;
}
