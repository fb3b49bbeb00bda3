import type { User } from '@aushadh/shared/auth/schemas.ts';
import { CANCELLABLE_STATUSES, type OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { createOrderLifecycle } from '../order-lifecycle.ts';
import { packedUnits } from '../order-model.ts';

/**
 * The customer cancels before dispatch, in one transaction: the reserved units go back to the sellable count;
 * a packed order's units also go back into their batches and its prescription dispensing is given back.
 */
export function createCancelOrder(deps: OrdersDeps & { getOrder(userId: number, id: number): Promise<OrderDetail> }) {
  const { repository, catalog, cart, mail, uow, prescriptions, offers } = deps;
  const lifecycle = createOrderLifecycle(deps);
  return async function cancelOrder(user: User, id: number): Promise<OrderDetail> {
    await uow.transaction(async () => {
      // Locked first: a chemist packing it or a rider picking it up waits, then sees it cancelled.
      const order = await repository.lockOrder(id);
      if (!order || order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
      if (order.status === 'cancelled') throw new AppError('ORDER_ALREADY_CANCELLED');
      if (!CANCELLABLE_STATUSES.includes(order.status)) {
        throw new AppError('ORDER_NOT_CANCELLABLE', { status: order.status });
      }
      const items = await repository.itemsOf([id]);
      await lifecycle.transition(
        order,
        'cancelled',
        { userId: user.id, role: 'customer' },
        'Cancelled by the customer',
        {
          paymentStatus: 'voided',
          riderUserId: null,
        },
      );
      if (order.status === 'packed') {
        await catalog.putBackFromOrder(packedUnits(items), {
          orderId: id,
          byUserId: user.id,
          note: 'Order cancelled before dispatch',
          sellable: false,
        });
        await prescriptions.undoDispensing(id);
      }
      // Rented units go back to the rental fleet, bought packs to the shelf (decision 0026).
      await catalog.releaseStock(items.filter((item) => item.rentalPeriods === null));
      await cart.releaseRentalUnits(items.filter((item) => item.rentalPeriods !== null));
      // A cancelled order gives its offer's use back (a first-order offer, a once-per-customer code).
      await offers.releaseRedemption(id);
      // The customer's mail goes out before the answer (awaited after the commit, a failure only logged).
      uow.afterCommit(() => mail.flush());
    });
    return deps.getOrder(user.id, id);
  };
}
