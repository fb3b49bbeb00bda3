import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import type { EventPayload } from '../../../lib/events/event-catalog.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { createOrderLifecycle, SYSTEM } from '../order-lifecycle.ts';
import type { PrescriptionLine } from '../prescription-lookup.ts';
import type { OrderItemRow } from '../orders.repository.ts';

/** An order's prescription-only lines as the prescriptions port reads them. */
export async function prescriptionLinesOf(
  deps: Pick<OrdersDeps, 'catalog'>,
  items: OrderItemRow[],
  batchOf: (item: OrderItemRow) => string | null = (item) => item.batchNumber,
): Promise<PrescriptionLine[]> {
  const rx = items.filter((i) => i.prescriptionRequired);
  if (rx.length === 0) return [];
  const facts = await deps.catalog.packingFacts(rx.map((i) => i.productId));
  return rx.map((i) => ({
    orderItemId: i.id,
    productId: i.productId,
    name: i.name,
    quantity: i.quantity,
    // A product no longer listed keeps the strictest register: H1 lines are the ones written down.
    schedule: facts.get(i.productId)?.schedule ?? 'H1',
    batchNumber: batchOf(i),
  }));
}

/**
 * Orders waiting for a prescription go to the store once an approved prescription of the customer covers
 * every prescription-only line: when a pharmacist approves one (the `prescription.reviewed` event), when the
 * customer links one they uploaded, or at checkout with one approved earlier.
 */
export function createReleaseOrders(deps: OrdersDeps & { getOrder(userId: number, id: number): Promise<OrderDetail> }) {
  const { repository, uow, prescriptions } = deps;
  const lifecycle = createOrderLifecycle(deps);

  /** Moves the order to processing if it still waits and is covered; true when it did. Joins the caller's work. */
  function releaseIfCovered(orderId: number, reviewedPrescriptionId: number | null = null): Promise<boolean> {
    return uow.transaction(async () => {
      const order = await repository.lockOrder(orderId);
      if (!order || order.status !== 'awaiting-prescription') return false;
      const lines = await prescriptionLinesOf(deps, await repository.itemsOf([orderId]));
      const preferred = order.prescriptionId ?? reviewedPrescriptionId;
      if (!(await prescriptions.covers({ userId: order.userId, preferredPrescriptionId: preferred, lines })))
        return false;
      await lifecycle.transition(
        order,
        'processing',
        SYSTEM,
        'Prescription verified by a pharmacist',
        // The prescription that released it is the one the store dispenses against (and shows the chemist).
        order.prescriptionId === null && preferred !== null ? { prescriptionId: preferred } : {},
      );
      return true;
    });
  }

  return {
    releaseIfCovered,

    /** The `prescription.reviewed` subscriber: idempotent, as a released order no longer waits. */
    async onPrescriptionReviewed({ prescriptionId, userId, outcome }: EventPayload<'prescription.reviewed'>) {
      if (outcome !== 'approved' || userId === null) return;
      for (const order of await repository.awaitingPrescriptionOf(userId)) {
        await releaseIfCovered(order.id, prescriptionId);
      }
    },

    /** The customer names the prescription for an order awaiting one; released at once if it covers it. */
    async linkPrescription(user: User, orderId: number, prescriptionId: number): Promise<OrderDetail> {
      if (!(await repository.findOrder(user.id, orderId))) throw new AppError('ORDER_NOT_FOUND');
      // Unknown and someone else's read the same: an id never tells whether it exists.
      if (!(await prescriptions.isOwnedBy(prescriptionId, user.id))) throw new AppError('PRESCRIPTION_NOT_FOUND');
      await uow.transaction(async () => {
        const order = await repository.lockOrder(orderId);
        if (order?.status !== 'awaiting-prescription') throw new AppError('ORDER_NOT_AWAITING_PRESCRIPTION');
        await repository.updateOrder(orderId, { prescriptionId });
        await releaseIfCovered(orderId);
      });
      return deps.getOrder(user.id, orderId);
    },
  };
}
