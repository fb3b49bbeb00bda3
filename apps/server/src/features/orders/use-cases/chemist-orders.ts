import { randomInt } from 'node:crypto';
import {
  ORDER_LIFE,
  addDays,
  indiaToday,
  type ChemistOrder,
  type ChemistQueueQuery,
  type ChemistQueueReply,
  type PackRequest,
  type PickList,
  type RiderSummary,
} from '@aushadh/shared/orders/order-life-schemas.ts';
import { ORDER_STATUSES } from '@aushadh/shared/orders/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { assertTransition, createOrderLifecycle, type OrderActor } from '../order-lifecycle.ts';
import { orderNumber } from '../order-model.ts';
import type { PrescriptionPage } from '../prescription-lookup.ts';
import type { OrderRow, QueuedOrderRow } from '../orders.repository.ts';
import { prescriptionLinesOf } from './release-orders.ts';

/** The address as one line (the H1 register's patient address). */
const oneLine = (a: OrderRow['address']) => `${a.address}, ${a.city}, ${a.state} ${a.pincode}`;

/**
 * The delivery date the shelf-life rule counts from: the estimate's last day, or a week from today when there
 * is none — never a day already past (an order packed late is delivered later than estimated).
 */
export function deliveryWindow(order: Pick<OrderRow, 'estimatedDeliveryTo'>, today = indiaToday()) {
  const estimate = order.estimatedDeliveryTo ?? addDays(today, ORDER_LIFE.defaultDeliveryDays);
  const deliveryBy = estimate < today ? today : estimate;
  return { deliveryBy, minimumExpiry: addDays(deliveryBy, ORDER_LIFE.minShelfLifeDays) };
}

export function toChemistOrder(row: QueuedOrderRow, riders: Map<number, string>): ChemistOrder {
  const { order } = row;
  const riderName = order.riderUserId === null ? undefined : riders.get(order.riderUserId);
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    waitingSince: row.waitingSince.toISOString(),
    itemCount: row.itemCount,
    lineCount: row.lineCount,
    prescriptionRequired: row.prescriptionRequired,
    city: order.address.city,
    pincode: order.address.pincode,
    paymentMethod: order.paymentMethod,
    totalPaise: order.totalPaise,
    estimatedTo: order.estimatedDeliveryTo,
    rider: order.riderUserId !== null && riderName !== undefined ? { id: order.riderUserId, name: riderName } : null,
  };
}

/** The store's side of an order (`/chemist`): the queue, the pick list, packing, and giving it to a rider. */
export function createChemistOrders(deps: OrdersDeps) {
  const { repository, uow, catalog, prescriptions, people } = deps;
  const lifecycle = createOrderLifecycle(deps);

  const riderNames = async () => new Map((await people.staffWithRole('delivery')).map((r) => [r.id, r.name]));

  async function queuedOrder(orderId: number): Promise<QueuedOrderRow> {
    const { rows } = await repository.queue({ statuses: [...ORDER_STATUSES], orderId }, 1, 0);
    if (!rows[0]) throw new AppError('ORDER_NOT_FOUND');
    return rows[0];
  }

  /** The prescription the order was linked to, or the one that released or dispensed it; null for none. */
  async function prescriptionOf(order: OrderRow, prescriptionRequired: boolean): Promise<number | null> {
    if (order.prescriptionId !== null || !prescriptionRequired) return order.prescriptionId;
    return (await prescriptions.verifierFor({ orderId: order.id, prescriptionId: null }))?.prescriptionId ?? null;
  }

  async function pickList(orderId: number): Promise<PickList> {
    const row = await queuedOrder(orderId);
    const { order } = row;
    const items = await repository.itemsOf([orderId]);
    const facts = await catalog.packingFacts(items.map((i) => i.productId));
    const { deliveryBy, minimumExpiry } = deliveryWindow(order);
    const prescriptionId = await prescriptionOf(order, row.prescriptionRequired);
    return {
      order: toChemistOrder(row, await riderNames()),
      deliveryBy,
      minimumExpiry,
      lines: items.map((item) => {
        const product = facts.get(item.productId);
        const packed = order.status !== 'awaiting-prescription' && order.status !== 'processing';
        return {
          orderItemId: item.id,
          productId: item.productId,
          name: item.name,
          manufacturer: item.manufacturer,
          packSize: item.packSize,
          quantity: item.quantity,
          prescriptionRequired: item.prescriptionRequired,
          schedule: product?.schedule ?? 'OTC',
          // Before packing the line shows the shelf's batch at checkout: not what will be packed.
          batchNumber: packed ? item.batchNumber : null,
          expiryDate: packed ? item.expiryDate : null,
          batches: (product?.batches ?? [])
            .filter((b) => b.quantity > 0)
            .map((b) => ({
              id: b.id,
              batchNumber: b.batchNumber,
              expiryDate: b.expiryDate,
              quantity: b.quantity,
              unusableReason:
                b.expiryDate < minimumExpiry ? 'expires-too-soon' : b.quantity < item.quantity ? 'too-few' : null,
            })),
        };
      }),
      prescriptionId,
      prescriptionPagesUrl: prescriptionId === null ? null : `/api/chemist/orders/${orderId}/prescription/pages`,
    };
  }

  return {
    pickList,

    async queue({ queue, page }: ChemistQueueQuery): Promise<ChemistQueueReply> {
      const pageSize = ORDER_LIFE.queuePageSize;
      const statuses = queue === 'to-pack' ? (['processing'] as const) : (['packed'] as const);
      const [{ rows, total }, counts, riders] = await Promise.all([
        repository.queue({ statuses: [...statuses] }, pageSize, (page - 1) * pageSize),
        repository.countByStatus(['processing', 'packed']),
        riderNames(),
      ]);
      return {
        items: rows.map((row) => toChemistOrder(row, riders)),
        total,
        page,
        pageSize,
        counts: { toPack: counts.get('processing') ?? 0, packed: counts.get('packed') ?? 0 },
      };
    },

    /**
     * Packs the order in one unit of work: each line from a batch of its product that lasts 90 days past
     * delivery and holds enough units; batches decremented and recorded; batch and expiry written on the lines
     * (the invoice prints them); prescription-only lines dispensed against the customer's prescriptions (an
     * uncovered line refuses the whole packing); the delivery code made; → packed.
     */
    async pack(actor: OrderActor, orderId: number, input: PackRequest): Promise<PickList> {
      await uow.transaction(async () => {
        const order = await repository.lockOrder(orderId);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        assertTransition(order.status, 'packed', actor.role);
        const items = await repository.itemsOf([orderId]);
        const chosen = new Map(input.lines.map((l) => [l.orderItemId, l.batchId]));
        if (
          chosen.size !== input.lines.length ||
          chosen.size !== items.length ||
          items.some((i) => !chosen.has(i.id))
        ) {
          throw new AppError('PACK_LINES_MISMATCH');
        }
        const facts = await catalog.packingFacts(items.map((i) => i.productId));
        const { minimumExpiry } = deliveryWindow(order);
        const picks = items.map((item) => {
          const batch = facts.get(item.productId)?.batches.find((b) => b.id === chosen.get(item.id));
          if (!batch) throw new AppError('PACK_BATCH_NOT_FOUND', { name: item.name });
          if (batch.expiryDate < minimumExpiry) {
            throw new AppError('PACK_BATCH_EXPIRES_TOO_SOON', {
              name: item.name,
              batch: batch.batchNumber,
              expiry: batch.expiryDate,
              minExpiry: minimumExpiry,
            });
          }
          if (batch.quantity < item.quantity) {
            throw new AppError('PACK_BATCH_TOO_SMALL', {
              name: item.name,
              batch: batch.batchNumber,
              left: batch.quantity,
            });
          }
          return { item, batch };
        });
        const taken = await catalog.takeForOrder(
          picks.map(({ item, batch }) => ({ batchId: batch.id, productId: item.productId, quantity: item.quantity })),
          { orderId, byUserId: actor.userId! },
        );
        if (!taken.ok) {
          // Another order took units of the batch since it was read.
          const short = picks.find((p) => p.batch.id === taken.batchId)!;
          throw new AppError('PACK_BATCH_TOO_SMALL', {
            name: short.item.name,
            batch: short.batch.batchNumber,
            left: taken.left,
          });
        }
        for (const { item, batch } of picks)
          await repository.setItemBatch(item.id, batch.batchNumber, batch.expiryDate);
        const batchOf = new Map(picks.map((p) => [p.item.id, p.batch.batchNumber]));
        const lines = await prescriptionLinesOf(deps, items, (item) => batchOf.get(item.id) ?? null);
        if (lines.length > 0) {
          await prescriptions.dispense({
            userId: order.userId,
            orderId,
            orderNumber: orderNumber(orderId),
            preferredPrescriptionId: order.prescriptionId,
            patientAddress: oneLine(order.address),
            lines,
          });
        }
        await lifecycle.transition(order, 'packed', actor, 'Packed with batch and expiry per line', {
          deliveryCode: order.deliveryCode ?? String(randomInt(0, 10_000)).padStart(4, '0'),
        });
      });
      return pickList(orderId);
    },

    /** Gives a packed order to a rider (or to another one); the rider then picks it up. */
    async assignRider(orderId: number, riderUserId: number): Promise<PickList> {
      const riders = await riderNames();
      if (!riders.has(riderUserId)) throw new AppError('RIDER_NOT_FOUND');
      await uow.transaction(async () => {
        const order = await repository.lockOrder(orderId);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        if (order.status !== 'packed') throw new AppError('RIDER_ASSIGN_NOT_PACKED', { status: order.status });
        await repository.updateOrder(orderId, { riderUserId });
      });
      return pickList(orderId);
    },

    /** Every rider with how many orders they hold now. */
    async riders(): Promise<RiderSummary[]> {
      const [riders, active] = await Promise.all([people.staffWithRole('delivery'), repository.activeOrdersPerRider()]);
      return riders.map((p) => ({ id: p.id, name: p.name, activeOrders: active.get(p.id) ?? 0 }));
    },

    /** A page of the prescription an order was released against, for the chemist packing it. */
    async prescriptionPage(orderId: number, page: number): Promise<PrescriptionPage> {
      const order = await repository.findOrderById(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const items = await repository.itemsOf([orderId]);
      const prescriptionId = await prescriptionOf(
        order,
        items.some((i) => i.prescriptionRequired),
      );
      const found = prescriptionId === null ? null : await prescriptions.readPage(prescriptionId, page);
      if (!found) throw new AppError('PRESCRIPTION_NOT_FOUND');
      return found;
    },
  };
}
