import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productInventory } from '../../db/schema/catalog.ts';
import { addresses, orderItems, orders, orderStatusHistory, type OrderAddressColumn } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type { OrderAddressColumn };

/** Clears the account's default (but `keep`'s) before another is set: the unique index allows only one. */
async function clearDefault(userId: number, keep: number | null, tx: Database) {
  await tx
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

export function createOrdersRepository(db: Database) {
  return {
    db,

    /* ── addresses ── */
    /**
     * Serialises the account's address writes until `tx` ends: the 20-address cap and the single default
     * hold under parallel requests. An advisory lock, so orders and sign-ins on the users row never wait on it.
     */
    async lockAddressBook(userId: number, tx: Database) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
    },

    listAddresses(userId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), asc(addresses.id));
    },

    async findAddress(userId: number, id: number, tx: Database = db): Promise<AddressRow | null> {
      const [row] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      return row ?? null;
    },

    async insertAddress(
      userId: number,
      values: OrderAddressColumn & { isDefault: boolean },
      tx: Database,
    ): Promise<AddressRow> {
      if (values.isDefault) await clearDefault(userId, null, tx);
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId })
        .returning();
      return row!;
    },

    async updateAddress(
      userId: number,
      id: number,
      values: OrderAddressColumn & { isDefault: boolean },
      tx: Database,
    ): Promise<AddressRow | null> {
      if (values.isDefault) await clearDefault(userId, id, tx);
      const [row] = await tx
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row ?? null;
    },

    async deleteAddress(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    async countAddresses(userId: number, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    /* ── orders ── */
    async findOrderIdByKey(userId: number, key: string, tx: Database = db): Promise<number | null> {
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row?.id ?? null;
    },

    /** Inserts unless (user, idempotency key) exists: null means another submit with that key won. */
    async insertOrderOnce(values: NewOrder, tx: Database): Promise<number | null> {
      const [row] = await tx
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning({ id: orders.id });
      return row?.id ?? null;
    },

    /** The guarded decrement: never below zero (a CHECK backs it). False when not enough is left. */
    async takeStock(productId: number, quantity: number, tx: Database): Promise<boolean> {
      const rows = await tx
        .update(productInventory)
        .set({
          stock: sql`${productInventory.stock} - ${quantity}`,
          purchases: sql`${productInventory.purchases} + ${quantity}`,
          updatedAt: new Date(),
        })
        .where(and(eq(productInventory.productId, productId), gte(productInventory.stock, quantity)))
        .returning({ productId: productInventory.productId });
      return rows.length === 1;
    },

    async stockOf(productId: number, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ stock: productInventory.stock })
        .from(productInventory)
        .where(eq(productInventory.productId, productId));
      return row?.stock ?? 0;
    },

    async returnStock(productId: number, quantity: number, tx: Database) {
      await tx
        .update(productInventory)
        .set({
          stock: sql`${productInventory.stock} + ${quantity}`,
          purchases: sql`greatest(${productInventory.purchases} - ${quantity}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(productInventory.productId, productId));
    },

    async insertItems(items: (typeof orderItems.$inferInsert)[], tx: Database) {
      if (items.length > 0) await tx.insert(orderItems).values(items);
    },

    async insertHistory(entry: typeof orderStatusHistory.$inferInsert, tx: Database) {
      await tx.insert(orderStatusHistory).values(entry);
    },

    listOrders(userId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(200);
    },

    async itemsOf(orderIds: number[], tx: Database = db): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    },

    historyOf(orderId: number): Promise<OrderHistoryRow[]> {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },

    /** Every order of the user, oldest first, with no page limit ("download my data"). */
    allOrdersOf(userId: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.placedAt), asc(orders.id));
    },

    async historiesOf(orderIds: number[]): Promise<OrderHistoryRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, orderIds))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },

    async deleteAddressesOf(userId: number, tx: Database) {
      await tx.delete(addresses).where(eq(addresses.userId, userId));
    },

    /**
     * Account deletion: the orders stay (GST invoices are legal records) with the person taken out of the
     * address snapshot and the UPI id; city, state and pincode stay, as the place of supply on the invoice.
     */
    async anonymiseOrdersOf(userId: number, tx: Database) {
      await tx
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
    async findOrder(userId: number, id: number, tx: Database = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return row ?? null;
    },

    /** Moves the owner's order to cancelled only from a pre-dispatch status; null when it was not. */
    async cancelIfOpen(userId: number, id: number, tx: Database): Promise<OrderRow | null> {
      const [row] = await tx
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
      return row ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
