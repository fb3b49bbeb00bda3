import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import {
  addresses,
  orderItems,
  orderReturnLines,
  orderReturns,
  orders,
  orderStatusHistory,
  type OrderAddressColumn,
} from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderReturnRow = Omit<typeof orderReturns.$inferSelect, 'photo'>;
export type OrderReturnLineRow = typeof orderReturnLines.$inferSelect;
export type { OrderAddressColumn };
type OrderStatus = OrderRow['status'];

/** Columns a status move may set besides the status (payment, rider, delivery code, COD, delivered-on …). */
export type OrderMoveColumns = Partial<
  Pick<
    OrderRow,
    | 'paymentStatus'
    | 'riderUserId'
    | 'deliveryCode'
    | 'codCollectedPaise'
    | 'codCollectedAt'
    | 'deliveredOn'
    | 'prescriptionId'
  >
>;

/** An order in a staff queue: the row, its line facts, and when it reached its present status. */
export interface QueuedOrderRow {
  order: OrderRow;
  itemCount: number;
  lineCount: number;
  prescriptionRequired: boolean;
  waitingSince: Date;
}

const returnColumns = {
  id: orderReturns.id,
  orderId: orderReturns.orderId,
  status: orderReturns.status,
  requestedAt: orderReturns.requestedAt,
  note: orderReturns.note,
  decidedAt: orderReturns.decidedAt,
  decidedByUserId: orderReturns.decidedByUserId,
  declineReason: orderReturns.declineReason,
  refundPaise: orderReturns.refundPaise,
  refundReference: orderReturns.refundReference,
  photoMediaType: orderReturns.photoMediaType,
};

/** Clears the account's default (but `keep`'s) before another is set: the unique index allows only one. */
async function clearDefault(uow: UnitOfWork, userId: number, keep: number | null) {
  await uow
    .db()
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        keep === null ? undefined : ne(addresses.id, keep),
      ),
    );
}

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createOrdersRepository(uow: UnitOfWork) {
  return {
    /* ── addresses ── */
    /**
     * Serialises the account's address writes until the current transaction ends: the 20-address cap and the
     * single default hold under parallel requests. An advisory lock, so orders and sign-ins on the users row
     * never wait on it.
     */
    async lockAddressBook(userId: number) {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
    },

    listAddresses(userId: number): Promise<AddressRow[]> {
      return uow
        .db()
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), asc(addresses.id));
    },

    async findAddress(userId: number, id: number): Promise<AddressRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      return row ?? null;
    },

    async insertAddress(userId: number, values: OrderAddressColumn & { isDefault: boolean }): Promise<AddressRow> {
      if (values.isDefault) await clearDefault(uow, userId, null);
      const [row] = await uow
        .db()
        .insert(addresses)
        .values({ ...values, userId })
        .returning();
      return row!;
    },

    async updateAddress(
      userId: number,
      id: number,
      values: OrderAddressColumn & { isDefault: boolean },
    ): Promise<AddressRow | null> {
      if (values.isDefault) await clearDefault(uow, userId, id);
      const [row] = await uow
        .db()
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row ?? null;
    },

    async deleteAddress(userId: number, id: number): Promise<boolean> {
      const rows = await uow
        .db()
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    async countAddresses(userId: number): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    /* ── orders ── */
    async findOrderIdByKey(userId: number, key: string): Promise<number | null> {
      const [row] = await uow
        .db()
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row?.id ?? null;
    },

    /** Inserts unless (user, idempotency key) exists: null means another submit with that key won. */
    /** Orders that count for a first-order offer: every one placed, except those cancelled. */
    async countPlacedOrders(userId: number): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
      return Number(row?.n ?? 0);
    },

    async insertOrderOnce(values: NewOrder): Promise<number | null> {
      const [row] = await uow
        .db()
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning({ id: orders.id });
      return row?.id ?? null;
    },

    async insertItems(items: (typeof orderItems.$inferInsert)[]) {
      if (items.length > 0) await uow.db().insert(orderItems).values(items);
    },

    async insertHistory(entry: typeof orderStatusHistory.$inferInsert) {
      await uow.db().insert(orderStatusHistory).values(entry);
    },

    listOrders(userId: number): Promise<OrderRow[]> {
      return uow
        .db()
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(200);
    },

    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return uow
        .db()
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
    },

    historyOf(orderId: number): Promise<OrderHistoryRow[]> {
      return uow
        .db()
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },

    /** Every order of the user, oldest first, with no page limit ("download my data"). */
    allOrdersOf(userId: number): Promise<OrderRow[]> {
      return uow
        .db()
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.placedAt), asc(orders.id));
    },

    async historiesOf(orderIds: number[]): Promise<OrderHistoryRow[]> {
      if (orderIds.length === 0) return [];
      return uow
        .db()
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, orderIds))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },

    async deleteAddressesOf(userId: number) {
      await uow.db().delete(addresses).where(eq(addresses.userId, userId));
    },

    /**
     * Account deletion: the orders stay (GST invoices are legal records) with the person taken out of the
     * address snapshot and the UPI id; city, state and pincode stay, as the place of supply on the invoice.
     */
    async anonymiseOrdersOf(userId: number) {
      await uow
        .db()
        .update(orders)
        .set({
          address: sql`jsonb_build_object(
            'fullName', 'Redacted', 'email', 'Redacted', 'phone', 'Redacted', 'address', 'Redacted',
            'city', ${orders.address}->>'city', 'state', ${orders.address}->>'state',
            'pincode', ${orders.address}->>'pincode')`,
          upiId: sql`case when ${orders.upiId} is null then null else 'Redacted' end`,
          updatedAt: new Date(),
        })
        .where(eq(orders.userId, userId));
    },

    /** Only the owner's order: another user's id reads as missing. */
    async findOrder(userId: number, id: number): Promise<OrderRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row ?? null;
    },

    /* ── the order's life (issue 12) ── */
    /** Any customer's order, locked until the transaction ends: concurrent moves of it queue up here. */
    async lockOrder(id: number): Promise<OrderRow | null> {
      const [row] = await uow.db().select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    async findOrderById(id: number): Promise<OrderRow | null> {
      const [row] = await uow.db().select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    /**
     * The conditional move: `to` only while the order is still `from`, so of two concurrent moves one wins and
     * the other gets null (and re-reads). `set`: columns that change with the move.
     */
    async moveStatus(id: number, from: OrderStatus, to: OrderStatus, set: OrderMoveColumns = {}) {
      const [row] = await uow
        .db()
        .update(orders)
        .set({ ...set, status: to, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row ?? null;
    },

    /** Columns that change without a status move (the rider assigned, a prescription linked). */
    async updateOrder(id: number, set: OrderMoveColumns) {
      await uow
        .db()
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(orders.id, id));
    },

    /** One more wrong delivery code; answers the new count. */
    async countCodeFailure(id: number): Promise<number> {
      const [row] = await uow
        .db()
        .update(orders)
        .set({ deliveryCodeFailures: sql`${orders.deliveryCodeFailures} + 1` })
        .where(eq(orders.id, id))
        .returning({ failures: orders.deliveryCodeFailures });
      return row?.failures ?? 0;
    },

    /** The customer's orders still waiting for a prescription, oldest first. */
    awaitingPrescriptionOf(userId: number): Promise<OrderRow[]> {
      return uow
        .db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting-prescription')))
        .orderBy(asc(orders.placedAt), asc(orders.id));
    },

    async setItemBatch(itemId: number, batchNumber: string, expiryDate: string) {
      await uow.db().update(orderItems).set({ batchNumber, expiryDate }).where(eq(orderItems.id, itemId));
    },

    /** Staff queues: orders in `statuses` (of `riderUserId` when given), oldest first, with their line facts. */
    async queue(
      filter: { statuses: OrderStatus[]; riderUserId?: number; deliveredFrom?: string; orderId?: number },
      limit: number,
      offset: number,
    ): Promise<{ rows: QueuedOrderRow[]; total: number }> {
      const where = and(
        inArray(orders.status, filter.statuses),
        filter.riderUserId === undefined ? undefined : eq(orders.riderUserId, filter.riderUserId),
        filter.deliveredFrom === undefined ? undefined : gte(orders.deliveredOn, filter.deliveredFrom),
        filter.orderId === undefined ? undefined : eq(orders.id, filter.orderId),
      );
      // Subqueries name the outer row explicitly: inside them a bare column would be the inner table's.
      const waitingSince = sql<Date>`coalesce((select max(h.at) from ${orderStatusHistory} h
        where h.order_id = "orders"."id" and h.status = "orders"."status"), "orders"."placed_at")`;
      const rows = await uow
        .db()
        .select({
          order: orders,
          itemCount: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i
            where i.order_id = "orders"."id")`,
          lineCount: sql<number>`(select count(*)::int from ${orderItems} i where i.order_id = "orders"."id")`,
          prescriptionRequired: sql<boolean>`exists (select 1 from ${orderItems} i
            where i.order_id = "orders"."id" and i.prescription_required)`,
          waitingSince,
        })
        .from(orders)
        .where(where)
        .orderBy(asc(orders.placedAt), asc(orders.id))
        .limit(limit)
        .offset(offset);
      const [count] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      return {
        rows: rows.map((r) => ({ ...r, waitingSince: new Date(r.waitingSince) })),
        total: count?.n ?? 0,
      };
    },

    /** How many orders each status holds (the chemist's tabs). */
    async countByStatus(statuses: OrderStatus[]): Promise<Map<OrderStatus, number>> {
      const rows = await uow
        .db()
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(inArray(orders.status, statuses))
        .groupBy(orders.status);
      return new Map(rows.map((r) => [r.status, r.n]));
    },

    /** Orders assigned and not yet delivered, per rider. */
    async activeOrdersPerRider(): Promise<Map<number, number>> {
      const rows = await uow
        .db()
        .select({ riderUserId: orders.riderUserId, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(isNotNull(orders.riderUserId), inArray(orders.status, ['packed', 'shipped'])))
        .groupBy(orders.riderUserId);
      return new Map(rows.map((r) => [r.riderUserId!, r.n]));
    },

    /* ── returns ── */
    async insertReturn(values: typeof orderReturns.$inferInsert): Promise<number> {
      const [row] = await uow.db().insert(orderReturns).values(values).returning({ id: orderReturns.id });
      return row!.id;
    },

    async insertReturnLines(lines: (typeof orderReturnLines.$inferInsert)[]) {
      if (lines.length > 0) await uow.db().insert(orderReturnLines).values(lines);
    },

    /** Returns of these orders, newest first, without their photos. */
    async returnsOf(orderIds: number[]): Promise<OrderReturnRow[]> {
      if (orderIds.length === 0) return [];
      return uow
        .db()
        .select(returnColumns)
        .from(orderReturns)
        .where(inArray(orderReturns.orderId, orderIds))
        .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id));
    },

    async returnLinesOf(returnIds: number[]): Promise<OrderReturnLineRow[]> {
      if (returnIds.length === 0) return [];
      return uow
        .db()
        .select()
        .from(orderReturnLines)
        .where(inArray(orderReturnLines.returnId, returnIds))
        .orderBy(asc(orderReturnLines.id));
    },

    /** Returns waiting for a decision, oldest first. */
    requestedReturns(limit: number): Promise<OrderReturnRow[]> {
      return uow
        .db()
        .select(returnColumns)
        .from(orderReturns)
        .where(eq(orderReturns.status, 'requested'))
        .orderBy(asc(orderReturns.requestedAt), asc(orderReturns.id))
        .limit(limit);
    },

    /** A return, locked until the transaction ends (two decisions on it queue up here). */
    async lockReturn(id: number): Promise<OrderReturnRow | null> {
      const [row] = await uow
        .db()
        .select(returnColumns)
        .from(orderReturns)
        .where(eq(orderReturns.id, id))
        .for('update');
      return row ?? null;
    },

    async returnPhoto(id: number): Promise<{ mediaType: 'image/jpeg' | 'image/png'; photo: Buffer } | null> {
      const [row] = await uow
        .db()
        .select({ mediaType: orderReturns.photoMediaType, photo: orderReturns.photo })
        .from(orderReturns)
        .where(eq(orderReturns.id, id));
      return row ?? null;
    },

    /** Records the decision while the return is still requested; false when another decision came first. */
    async decideReturn(
      id: number,
      values: Pick<
        typeof orderReturns.$inferInsert,
        'status' | 'decidedAt' | 'decidedByUserId' | 'declineReason' | 'refundPaise' | 'refundReference'
      >,
    ): Promise<boolean> {
      const rows = await uow
        .db()
        .update(orderReturns)
        .set(values)
        .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'requested')))
        .returning({ id: orderReturns.id });
      return rows.length === 1;
    },

    async markResellable(returnId: number, orderItemId: number, resellable: boolean) {
      await uow
        .db()
        .update(orderReturnLines)
        .set({ resellable })
        .where(and(eq(orderReturnLines.returnId, returnId), eq(orderReturnLines.orderItemId, orderItemId)));
    },

    /** Account deletion: the photos and notes of the person's returns are emptied (the rows stay with the order). */
    async forgetReturnPhotosOf(userId: number) {
      await uow
        .db()
        .update(orderReturns)
        .set({ photo: Buffer.alloc(0), note: '' })
        .where(
          inArray(
            orderReturns.orderId,
            uow.db().select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
          ),
        );
    },

    /** Units of a line refunded; the CHECK keeps it within the line's quantity. */
    async addReturnedQuantity(orderItemId: number, quantity: number) {
      await uow
        .db()
        .update(orderItems)
        .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}` })
        .where(eq(orderItems.id, orderItemId));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
