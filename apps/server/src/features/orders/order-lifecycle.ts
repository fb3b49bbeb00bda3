import type { OrderStatus } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { statusMail } from './order-mails.ts';
import type { OrderMoveColumns, OrderRow } from './orders.repository.ts';

/** Who moves orders: the customer, the system (a reviewed prescription), and the staff roles of DESIGN §3a. */
export const ORDER_ACTOR_ROLES = ['customer', 'system', 'pharmacy', 'chemist', 'delivery'] as const;
export type OrderActorRole = (typeof ORDER_ACTOR_ROLES)[number];

export interface OrderActor {
  /** Null for the system. */
  userId: number | null;
  role: OrderActorRole;
}

export const SYSTEM: OrderActor = { userId: null, role: 'system' };

/** The store's moves: the chemist's, and the pharmacist's, who may work in `/chemist` too (SPEC §2). */
const STORE = ['chemist', 'pharmacy'] as const;

/**
 * The order state machine (issue 12): every move an order can make and who may make it. Nothing else
 * changes an order's status; a move not listed is a 409, a listed move by another role a 403.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActorRole[]>>>> =
  {
    // Released when an approved prescription covers every prescription-only line.
    'awaiting-prescription': { processing: ['system', 'pharmacy'], cancelled: ['customer'] },
    processing: { packed: STORE, cancelled: ['customer'] },
    // A packed order can still be cancelled: its batches and dispensing are given back.
    packed: { shipped: ['delivery'], cancelled: ['customer'] },
    // Out for delivery: delivered with the customer's code, or back to the store when delivery failed.
    shipped: { delivered: ['delivery'], packed: ['delivery'] },
    delivered: { 'return-requested': ['customer'] },
    // The store decides a return: approved (refunded) or declined (back to delivered).
    'return-requested': { returned: STORE, delivered: STORE },
    cancelled: {},
    returned: {},
  };

/** The roles allowed to move an order from `from` to `to`; null when the machine has no such move. */
export function rolesFor(from: OrderStatus, to: OrderStatus): readonly OrderActorRole[] | null {
  return ORDER_TRANSITIONS[from][to] ?? null;
}

/** Throws unless `role` may move an order from `from` to `to`: 409 for a move that does not exist, else 403. */
export function assertTransition(from: OrderStatus, to: OrderStatus, role: OrderActorRole): void {
  const roles = rolesFor(from, to);
  if (!roles) throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', { from, to });
  if (!roles.includes(role)) throw new AppError('FORBIDDEN');
}

/**
 * The one way an order's status changes. Inside the caller's unit of work: checks the table, moves the status
 * only if the order is still where the caller read it (of two concurrent moves one wins, the other gets a 409),
 * records who and when, announces `order.status-changed` and queues the customer's mail — all or nothing.
 */
export function createOrderLifecycle(deps: Pick<OrdersDeps, 'repository' | 'uow' | 'events' | 'mail' | 'people'>) {
  const { repository, uow, events, mail, people } = deps;

  return {
    async transition(
      order: OrderRow,
      to: OrderStatus,
      actor: OrderActor,
      note: string,
      set: OrderMoveColumns = {},
    ): Promise<OrderRow> {
      if (!uow.inTransaction()) throw new Error('transition must run inside a transaction');
      assertTransition(order.status, to, actor.role);
      const moved = await repository.moveStatus(order.id, order.status, to, set);
      if (!moved) {
        // Another request moved it first: say where it is now.
        const now = await repository.findOrderById(order.id);
        throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', { from: now?.status ?? order.status, to });
      }
      await repository.insertHistory({
        orderId: order.id,
        status: to,
        changedByUserId: actor.userId,
        changedByRole: actor.role,
        note,
      });
      await events.publish('order.status-changed', { orderId: order.id, userId: order.userId, from: order.status, to });
      const customer = await people.contactOf(order.userId);
      const message = customer && statusMail(customer, moved, order.status, note);
      if (message) await mail.enqueue(message);
      return moved;
    },
  };
}
