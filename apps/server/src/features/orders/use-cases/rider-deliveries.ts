import { timingSafeEqual } from 'node:crypto';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { SUPPORT_CONTACT } from '@aushadh/shared/constants.ts';
import {
  ORDER_LIFE,
  indiaToday,
  type DeliverRequest,
  type DeliveryFailureReason,
  type FailDeliveryRequest,
  type RiderOrder,
  type RiderOrders,
} from '@aushadh/shared/orders/order-life-schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { assertTransition, createOrderLifecycle, type OrderActor } from '../order-lifecycle.ts';
import { orderNumber, rupees } from '../order-model.ts';
import type { OrderRow, QueuedOrderRow } from '../orders.repository.ts';

const FAILURE_WORDS: Record<DeliveryFailureReason, string> = {
  'customer-unavailable': 'customer not available',
  'address-not-found': 'address not found',
  'customer-refused': 'customer refused the order',
  other: 'other reason',
};

/** A Google Maps search for the address: the rider's phone opens it in the maps app. */
export const mapsUrl = (a: OrderRow['address']) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${a.address}, ${a.city}, ${a.state} ${a.pincode}`)}`;

function toRiderOrder({ order, itemCount }: QueuedOrderRow): RiderOrder {
  const { fullName, phone, address, city, state, pincode } = order.address;
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    address: { fullName, phone, address, city, state, pincode },
    mapsUrl: mapsUrl(order.address),
    paymentMethod: order.paymentMethod,
    cashToCollectPaise: order.paymentMethod === 'cod' ? order.totalPaise : 0,
    itemCount,
    codeTriesLeft: Math.max(0, ORDER_LIFE.deliveryCodeTries - order.deliveryCodeFailures),
    deliveredOn: order.deliveredOn,
  };
}

const sameCode = (given: string, expected: string | null) =>
  expected !== null && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

type DeliveryOutcome = { kind: 'delivered' } | { kind: 'wrong-code'; left: number } | { kind: 'locked' };

/** The rider's side (`/delivery`): their orders, picked up, delivered with the customer's code, or failed. */
export function createRiderDeliveries(deps: OrdersDeps) {
  const { repository, uow } = deps;
  const lifecycle = createOrderLifecycle(deps);

  /** The rider's own order, locked; another rider's (or an unassigned one) reads as missing. */
  async function lockMine(rider: User, orderId: number): Promise<OrderRow> {
    const order = await repository.lockOrder(orderId);
    if (!order || order.riderUserId !== rider.id) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  async function myOrder(rider: User, orderId: number): Promise<RiderOrder> {
    const { rows } = await repository.queue(
      { statuses: ['packed', 'shipped', 'delivered'], riderUserId: rider.id, orderId },
      1,
      0,
    );
    const [row] = rows;
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return toRiderOrder(row);
  }

  const actorOf = (rider: User): OrderActor => ({ userId: rider.id, role: 'delivery' });

  return {
    async myOrders(rider: User): Promise<RiderOrders> {
      const [active, delivered] = await Promise.all([
        repository.queue({ statuses: ['packed', 'shipped'], riderUserId: rider.id }, 200, 0),
        repository.queue({ statuses: ['delivered'], riderUserId: rider.id, deliveredFrom: indiaToday() }, 200, 0),
      ]);
      return { active: active.rows.map(toRiderOrder), deliveredToday: delivered.rows.map(toRiderOrder) };
    },

    async pickUp(rider: User, orderId: number): Promise<RiderOrder> {
      await uow.transaction(async () => {
        const order = await lockMine(rider, orderId);
        await lifecycle.transition(order, 'shipped', actorOf(rider), 'Picked up by the delivery partner');
      });
      return myOrder(rider, orderId);
    },

    /**
     * Delivered only with the customer's 4-digit code (compared in constant time). A wrong code is counted in
     * its own commit — the refusal must not roll it back — and the fifth locks the order: support must call.
     * Cash on delivery: the cash collected must equal the order total, recorded in the same move.
     */
    async deliver(rider: User, orderId: number, input: DeliverRequest): Promise<RiderOrder> {
      const outcome = await uow.transaction(async (): Promise<DeliveryOutcome> => {
        const order = await lockMine(rider, orderId);
        if (order.deliveryCodeFailures >= ORDER_LIFE.deliveryCodeTries) return { kind: 'locked' };
        assertTransition(order.status, 'delivered', 'delivery');
        const cod = order.paymentMethod === 'cod';
        if (cod && input.codCollectedPaise !== order.totalPaise) {
          throw new AppError('COD_AMOUNT_MISMATCH', { total: rupees(order.totalPaise) });
        }
        if (!sameCode(input.code, order.deliveryCode)) {
          const failures = await repository.countCodeFailure(orderId);
          return failures >= ORDER_LIFE.deliveryCodeTries
            ? { kind: 'locked' }
            : { kind: 'wrong-code', left: ORDER_LIFE.deliveryCodeTries - failures };
        }
        await lifecycle.transition(
          order,
          'delivered',
          actorOf(rider),
          'Delivered: the customer gave the delivery code',
          {
            deliveredOn: indiaToday(),
            ...(cod ? { codCollectedPaise: order.totalPaise, codCollectedAt: new Date(), paymentStatus: 'paid' } : {}),
          },
        );
        return { kind: 'delivered' };
      });
      if (outcome.kind === 'locked') throw new AppError('DELIVERY_CODE_LOCKED', { phone: SUPPORT_CONTACT.phone });
      if (outcome.kind === 'wrong-code') throw new AppError('DELIVERY_CODE_WRONG', { left: outcome.left });
      return myOrder(rider, orderId);
    },

    /** Delivery failed: back to the store, packed and without a rider, the reason in the timeline. */
    async fail(rider: User, orderId: number, input: FailDeliveryRequest): Promise<void> {
      await uow.transaction(async () => {
        const order = await lockMine(rider, orderId);
        const note = `Delivery failed: ${FAILURE_WORDS[input.reason]}${input.note ? ` (${input.note})` : ''}`;
        await lifecycle.transition(order, 'packed', actorOf(rider), note, { riderUserId: null });
      });
    },
  };
}
