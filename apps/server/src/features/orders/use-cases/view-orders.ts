import type { OrderDetail, OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { toDetail, toSummary } from '../order-model.ts';

/** The customer's orders: the list, one order in full, and the order behind a tax invoice. */
export function createViewOrders({ repository }: Pick<OrdersDeps, 'repository'>) {
  /** Only the owner's order: another user's id reads as missing. */
  async function getOrder(userId: number, id: number): Promise<OrderDetail> {
    const order = await repository.findOrder(userId, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return toDetail(order, await repository.itemsOf([order.id]), await repository.historyOf(order.id));
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

export type ViewOrders = ReturnType<typeof createViewOrders>;
