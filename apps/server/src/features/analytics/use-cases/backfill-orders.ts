import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import { orderFact } from './count-events.ts';

const BACKFILL = 'orders';
/** Orders per transaction: one batch commits its facts and the cursor together. */
const BATCH_SIZE = 200;
/** Batches per run of the scheduled job: a run stays short, the next one carries on. */
const BATCHES_PER_RUN = 50;

/**
 * Counts the orders placed before the read model existed (decision 0025), through the same `orderFact` and
 * `addOrder` as the `order.placed` subscriber. It walks every order by ascending id; each batch adds its orders
 * (the fact row makes an order already counted by its event, or by an earlier run, count nothing), flags the
 * cancelled ones (once, by the fact's flag) and moves the cursor, in one transaction. A crash loses at most
 * the batch in flight, which the next run does again; a finished backfill is one row read.
 */
export function createBackfillOrders({ repository, uow, orders, catalog }: AnalyticsDeps) {
  async function orderOrNull(userId: number, id: number): Promise<OrderDetail | null> {
    try {
      return await orders.getOrder(userId, id);
    } catch (error) {
      // Erased with its customer's account meanwhile: nothing to count.
      if (error instanceof AppError && error.code === 'ORDER_NOT_FOUND') return null;
      throw error;
    }
  }

  /** One batch; false once every order has been walked. */
  async function batch(size: number): Promise<boolean> {
    return uow.transaction(async () => {
      const cursor = await repository.lockBackfill(BACKFILL);
      if (cursor.finished) return false;
      const refs = await orders.ordersAfter(cursor.afterOrderId, size);
      if (refs.length === 0) {
        await repository.moveBackfill(BACKFILL, cursor.afterOrderId, true);
        return false;
      }
      const found: { userId: number; status: string; order: OrderDetail }[] = [];
      for (const ref of refs) {
        const order = await orderOrNull(ref.userId, ref.id);
        if (order) found.push({ ...ref, order });
      }
      const facts = await catalog.purchaseFacts([
        ...new Set(found.flatMap((f) => f.order.items.map((item) => item.productId))),
      ]);
      for (const { userId, status, order } of found) {
        await repository.addOrder(orderFact(order, userId, (id) => facts.get(id)?.categoryId));
        if (status === 'cancelled') await repository.cancelOrder(order.id);
      }
      await repository.moveBackfill(BACKFILL, refs.at(-1)!.id, false);
      return true;
    });
  }

  return {
    /** Runs up to `maxBatches` batches; answers how many ran (0: nothing left, the backfill is finished). */
    async run({ batchSize = BATCH_SIZE, maxBatches = BATCHES_PER_RUN } = {}): Promise<number> {
      let ran = 0;
      while (ran < maxBatches && (await batch(batchSize))) ran += 1;
      return ran;
    },
  };
}
