import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { cancellationMail } from '../order-mails.ts';

/** The customer cancels before dispatch: the stock goes back to the shelf in the same transaction. */
export function createCancelOrder(deps: OrdersDeps & { getOrder(userId: number, id: number): Promise<OrderDetail> }) {
  const { repository, catalog, mail, uow, events } = deps;
  return async function cancelOrder(user: User, id: number): Promise<OrderDetail> {
    await uow.transaction(async () => {
      const cancelled = await repository.cancelIfOpen(user.id, id);
      if (!cancelled) {
        const order = await repository.findOrder(user.id, id);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        throw order.status === 'cancelled'
          ? new AppError('ORDER_ALREADY_CANCELLED')
          : new AppError('ORDER_NOT_CANCELLABLE', { status: order.status });
      }
      await catalog.releaseStock(await repository.itemsOf([id]));
      await repository.insertHistory({
        orderId: id,
        status: 'cancelled',
        changedByUserId: user.id,
        changedByRole: 'customer',
        note: 'Cancelled by the customer',
      });
      await events.publish('order.status-changed', {
        orderId: id,
        userId: user.id,
        from: cancelled.previousStatus,
        to: 'cancelled',
      });
      await mail.enqueue(cancellationMail(user, id, cancelled.paymentStatus === 'voided'));
      // The customer's mail goes out before the answer (awaited after the commit, a failure only logged).
      uow.afterCommit(() => mail.flush());
    });
    return deps.getOrder(user.id, id);
  };
}
