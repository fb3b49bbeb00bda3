import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import { addresses, orderItems, orders, orderStatusHistory, type OrderAddressColumn } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type { OrderAddressColumn };

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

    /** Moves the owner's order to cancelled only from a pre-dispatch status; null when it was not. */
    /** Cancels the owner's order if it is still open; answers it with the status it had, or null. */
    async cancelIfOpen(
      userId: number,
      id: number,
    ): Promise<(OrderRow & { previousStatus: OrderRow['status'] }) | null> {
      // Locked first, so the status read is the one the update replaces (the event names where it came from).
      const [before] = await uow
        .db()
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)))
        .for('update');
      if (!before) return null;
      const [row] = await uow
        .db()
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'voided', updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.userId, userId),
            inArray(orders.status, ['processing', 'awaiting-prescription']),
          ),
        )
        .returning();
      return row ? { ...row, previousStatus: before.status } : null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
