import type { User } from '@aushadh/shared/auth/schemas.ts';
import {
  indiaToday,
  type ChemistReturn,
  type DecideReturnRequest,
  type ReturnRequestLine,
} from '@aushadh/shared/orders/order-life-schemas.ts';
import { RETURN_WINDOW_DAYS, type OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { assertTransition, createOrderLifecycle, type OrderActor } from '../order-lifecycle.ts';
import { orderNumber, returnUntil, rupees, toCustomerReturn } from '../order-model.ts';
import type { ReturnPhoto } from '../return-photo.ts';

/** Returns asked for at most this many at once in the chemist's list. */
const RETURNS_LIST_LIMIT = 100;

/**
 * Returns (issue 12): the customer asks within 7 days of delivery, per line, with a photo; the store approves
 * (refund through the payment provider, resellable units back on the shelf) or declines with a reason.
 */
export function createOrderReturns(deps: OrdersDeps & { getOrder(userId: number, id: number): Promise<OrderDetail> }) {
  const { repository, uow, catalog, payments } = deps;
  const lifecycle = createOrderLifecycle(deps);

  return {
    async requestReturn(
      user: User,
      orderId: number,
      input: { lines: ReturnRequestLine[]; note: string; photo: ReturnPhoto },
    ): Promise<OrderDetail> {
      await uow.transaction(async () => {
        const order = await repository.lockOrder(orderId);
        if (!order || order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
        assertTransition(order.status, 'return-requested', 'customer');
        const lastDay = returnUntil(order.deliveredOn);
        if (lastDay === null || indiaToday() > lastDay)
          throw new AppError('RETURN_WINDOW_CLOSED', { days: RETURN_WINDOW_DAYS });
        const items = new Map((await repository.itemsOf([orderId])).map((i) => [i.id, i]));
        const named = new Set(input.lines.map((l) => l.orderItemId));
        if (named.size !== input.lines.length || input.lines.some((l) => !items.has(l.orderItemId))) {
          throw new AppError('RETURN_LINE_INVALID');
        }
        for (const line of input.lines) {
          const item = items.get(line.orderItemId)!;
          const max = item.quantity - item.returnedQuantity;
          if (line.quantity > max) throw new AppError('RETURN_QUANTITY_TOO_LARGE', { name: item.name, max });
        }
        const returnId = await repository.insertReturn({
          orderId,
          status: 'requested',
          note: input.note,
          photoMediaType: input.photo.mediaType,
          photo: input.photo.content,
        });
        await repository.insertReturnLines(input.lines.map((l) => ({ returnId, ...l })));
        await lifecycle.transition(
          order,
          'return-requested',
          { userId: user.id, role: 'customer' },
          'Return requested',
        );
      });
      return deps.getOrder(user.id, orderId);
    },

    /** Returns waiting for the store's decision, oldest first. */
    async pendingReturns(): Promise<ChemistReturn[]> {
      const returns = await repository.requestedReturns(RETURNS_LIST_LIMIT);
      const orderIds = [...new Set(returns.map((r) => r.orderId))];
      const [lines, items, orders] = await Promise.all([
        repository.returnLinesOf(returns.map((r) => r.id)),
        repository.itemsOf(orderIds),
        Promise.all(orderIds.map((id) => repository.findOrderById(id))),
      ]);
      const orderOf = new Map(orders.flatMap((o) => (o ? [[o.id, o] as const] : [])));
      const itemOf = new Map(items.map((i) => [i.id, i]));
      return returns.map((row) => {
        const order = orderOf.get(row.orderId)!;
        const view = toCustomerReturn(row, lines, items);
        return {
          ...view,
          orderId: row.orderId,
          orderNumber: orderNumber(row.orderId),
          customerName: order.address.fullName,
          deliveredOn: order.deliveredOn,
          note: row.note,
          photoUrl: `/api/chemist/returns/${row.id}/photo`,
          lines: view.lines.map((line) => {
            const item = itemOf.get(line.orderItemId)!;
            return {
              ...line,
              packSize: item.packSize,
              unitPricePaise: item.pricePaise,
              batchNumber: item.batchNumber,
              expiryDate: item.expiryDate,
              resellable:
                lines.find((l) => l.returnId === row.id && l.orderItemId === line.orderItemId)?.resellable ?? null,
            };
          }),
        };
      });
    },

    async returnPhoto(returnId: number) {
      const photo = await repository.returnPhoto(returnId);
      if (!photo) throw new AppError('RETURN_NOT_FOUND');
      return photo;
    },

    /**
     * The store's decision, in one unit of work. Approved: the refund (units × price paid) recorded through the
     * payment provider (idempotent on the return), the lines' returned quantities, resellable units back into
     * their batch and the sellable count, → returned. Declined: → delivered, the reason in the timeline.
     */
    async decide(actor: OrderActor, returnId: number, decision: DecideReturnRequest): Promise<void> {
      await uow.transaction(async () => {
        const found = await repository.lockReturn(returnId);
        if (!found) throw new AppError('RETURN_NOT_FOUND');
        if (found.status !== 'requested') throw new AppError('RETURN_ALREADY_DECIDED');
        const order = (await repository.lockOrder(found.orderId))!;
        const decided = { decidedAt: new Date(), decidedByUserId: actor.userId };

        if ('decline' in decision) {
          assertTransition(order.status, 'delivered', actor.role);
          await repository.decideReturn(returnId, {
            ...decided,
            status: 'declined',
            declineReason: decision.decline.reason,
          });
          await lifecycle.transition(order, 'delivered', actor, decision.decline.reason);
          return;
        }

        assertTransition(order.status, 'returned', actor.role);
        const lines = await repository.returnLinesOf([returnId]);
        const resellable = new Map(decision.approve.lines.map((l) => [l.orderItemId, l.resellable]));
        if (
          resellable.size !== decision.approve.lines.length ||
          resellable.size !== lines.length ||
          lines.some((l) => !resellable.has(l.orderItemId))
        ) {
          throw new AppError('RETURN_DECISION_LINES');
        }
        const items = new Map((await repository.itemsOf([order.id])).map((i) => [i.id, i]));
        // What those units were charged: their share of the line's offer and PLUS discounts rounded in the shop's
        // favour, so the refunds of a line's units never add up to more than the line was paid.
        const refundPaise = lines.reduce((sum, l) => {
          const item = items.get(l.orderItemId)!;
          return sum + l.quantity * item.pricePaise - Math.ceil((item.offerDiscountPaise * l.quantity) / item.quantity);
        }, 0);
        const back = [];
        for (const line of lines) {
          const item = items.get(line.orderItemId)!;
          await repository.addReturnedQuantity(item.id, line.quantity);
          await repository.markResellable(returnId, item.id, resellable.get(item.id)!);
          if (!resellable.get(item.id)) continue;
          if (item.batchNumber && item.expiryDate) {
            back.push({
              productId: item.productId,
              batchNumber: item.batchNumber,
              expiryDate: item.expiryDate,
              quantity: line.quantity,
            });
          } else {
            // An order packed before batches were kept: the units go back to the sellable count alone.
            await catalog.releaseStock([{ productId: item.productId, quantity: line.quantity }]);
          }
        }
        await catalog.putBackFromOrder(back, {
          orderId: order.id,
          byUserId: actor.userId,
          note: `Return ${returnId} of order ${orderNumber(order.id)}`,
          sellable: true,
        });
        await lifecycle.transition(order, 'returned', actor, `Refund of ${rupees(refundPaise)} recorded`);
        // Last before the commit: a refusal by the provider rolls the decision back; a retry reuses the key.
        const refund = await payments.refund({
          reference: order.paymentReference,
          amountPaise: refundPaise,
          idempotencyKey: `return-${returnId}`,
        });
        await repository.decideReturn(returnId, {
          ...decided,
          status: 'approved',
          refundPaise,
          refundReference: refund.reference,
        });
      });
    },
  };
}
