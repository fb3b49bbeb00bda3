import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { OrderFact } from '../analytics.repository.ts';
import { indiaDay, monthOf } from '../analytics-days.ts';

/** "  new   DELHI " → "New Delhi": one row per city however the address was typed. */
export function cityKey(city: string): string {
  const words = city.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Unknown';
  return words.map((w) => w.charAt(0).toLocaleUpperCase('en-IN') + w.slice(1).toLocaleLowerCase('en-IN')).join(' ');
}

/** An order as the read model counts it: revenue is what the customer pays (items and delivery). */
export function orderFact(
  order: OrderDetail,
  userId: number,
  categoryOf: (productId: number) => number | undefined,
): OrderFact {
  const placedAt = new Date(order.placedAt);
  const day = indiaDay(placedAt);
  const products = new Map<number, OrderFact['products'][number]>();
  const categories = new Map<number, OrderFact['categories'][number]>();
  for (const item of order.items) {
    const product = products.get(item.productId) ?? {
      productId: item.productId,
      name: item.name,
      units: 0,
      revenuePaise: 0,
    };
    product.units += item.quantity;
    product.revenuePaise += item.lineTotalPaise;
    products.set(item.productId, product);
    const categoryId = categoryOf(item.productId);
    if (categoryId === undefined) continue;
    const category = categories.get(categoryId) ?? { categoryId, units: 0, revenuePaise: 0 };
    category.units += item.quantity;
    category.revenuePaise += item.lineTotalPaise;
    categories.set(categoryId, category);
  }
  return {
    orderId: order.id,
    userId,
    day,
    month: monthOf(day),
    placedAt,
    totalPaise: order.totals.totalPaise,
    prescription: order.items.some((item) => item.prescriptionRequired),
    city: cityKey(order.address.city),
    products: [...products.values()],
    categories: [...categories.values()],
  };
}

/**
 * The event subscribers that keep the read model (decision 0022). Each is idempotent: an order is counted
 * once by its fact row, a cancellation once by the fact's flag, other events once by their event id.
 */
export function createCountEvents({ repository, uow, orders, catalog }: AnalyticsDeps) {
  return {
    async orderPlaced(payload: { orderId: number; userId: number }): Promise<void> {
      let order: OrderDetail;
      try {
        order = await orders.getOrder(payload.userId, payload.orderId);
      } catch (error) {
        // Erased with its customer's account before we counted it: nothing left to count.
        if (error instanceof AppError && error.code === 'ORDER_NOT_FOUND') return;
        throw error;
      }
      const facts = await catalog.purchaseFacts(order.items.map((item) => item.productId));
      const fact = orderFact(order, payload.userId, (id) => facts.get(id)?.categoryId);
      await uow.transaction(() => repository.addOrder(fact));
    },

    async orderStatusChanged(payload: { orderId: number; to: string }): Promise<void> {
      if (payload.to !== 'cancelled') return;
      await uow.transaction(() => repository.cancelOrder(payload.orderId));
    },

    /** A consultation booked or a lab booking made: one on the day the event happened. */
    async countOnce(eventId: number, occurredAt: Date, counter: 'consultations' | 'labBookings'): Promise<void> {
      await uow.transaction(async () => {
        if (!(await repository.firstSight(eventId))) return;
        await repository.addToDays(new Map([[indiaDay(occurredAt), { [counter]: 1 }]]));
      });
    },
  };
}
