import type { OrderDetail, OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { toCustomerReturn, toDetail, toSummary } from '../order-model.ts';
import type { OrderRow } from '../orders.repository.ts';

/** The customer's orders: the list, one order in full, and the order behind a tax invoice. */
export function createViewOrders({
  repository,
  prescriptions,
  people,
}: Pick<OrdersDeps, 'repository' | 'prescriptions' | 'people'>) {
  /** The order page: rows, timeline, who verified the prescription, the rider, the returns. */
  async function detailOf(order: OrderRow): Promise<OrderDetail> {
    const [items, history, returns] = await Promise.all([
      repository.itemsOf([order.id]),
      repository.historyOf(order.id),
      repository.returnsOf([order.id]),
    ]);
    const returnLines = await repository.returnLinesOf(returns.map((r) => r.id));
    const verifier = items.some((i) => i.prescriptionRequired)
      ? await prescriptions.verifierFor({ orderId: order.id, prescriptionId: order.prescriptionId })
      : null;
    const rider = order.riderUserId === null ? null : await people.contactOf(order.riderUserId);
    return toDetail(order, items, history, {
      verifiedBy: verifier && {
        name: verifier.name,
        registration: verifier.registration,
        reviewedAt: verifier.reviewedAt.toISOString(),
      },
      // The rider's first name only: the customer needs to recognise them at the door, no more.
      riderFirstName: rider?.name.trim().split(/\s+/)[0] ?? null,
      returns: returns.map((r) => toCustomerReturn(r, returnLines, items)),
    });
  }

  /** Only the owner's order: another user's id reads as missing. */
  async function getOrder(userId: number, id: number): Promise<OrderDetail> {
    const order = await repository.findOrder(userId, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return detailOf(order);
  }

  return {
    getOrder,

    async listOrders(userId: number): Promise<OrderSummary[]> {
      const rows = await repository.listOrders(userId);
      const items = await repository.itemsOf(rows.map((r) => r.id));
      return rows.map((order) =>
        toSummary(
          order,
          items.filter((i) => i.orderId === order.id),
        ),
      );
    },

    /** The order for its tax invoice; an order cancelled before payment has none (409). */
    async invoiceData(userId: number, id: number): Promise<OrderDetail> {
      const order = await getOrder(userId, id);
      if (!order.invoiceAvailable) throw new AppError('NO_INVOICE');
      return order;
    },
  };
}
