import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { manufacturers, monographs, productInventory, products } from '../../db/schema/catalog.ts';
import { cartItems, plusMemberships } from '../../db/schema/orders.ts';

/** A product as the cart and checkout price it: always read from the database, never from the client. */
export interface CartProductRow {
  productId: number;
  name: string;
  manufacturer: string;
  packSize: string;
  mrpPaise: number;
  pricePaise: number;
  prescriptionRequired: boolean;
  maxOrderQuantity: number;
  stock: number;
  categoryId: number;
  kind: 'medicine' | 'wellness' | 'device';
}
export interface CartLineRow extends CartProductRow {
  id: number;
  quantity: number;
}

const productColumns = {
  productId: products.id,
  name: products.name,
  manufacturer: manufacturers.name,
  packSize: products.packSize,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  prescriptionRequired: products.prescriptionRequired,
  maxOrderQuantity: products.maxOrderQuantity,
  stock: productInventory.stock,
  categoryId: products.categoryId,
  kind: monographs.kind,
};

export function createCartRepository(db: Database) {
  return {
    db,

    async listLines(ownerKey: string, tx: Database = db, options: { lock?: boolean } = {}): Promise<CartLineRow[]> {
      const query = tx
        .select({ id: cartItems.id, quantity: cartItems.quantity, ...productColumns })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(monographs, eq(monographs.id, products.monographId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(eq(cartItems.ownerKey, ownerKey))
        .orderBy(cartItems.id);
      // Placing an order locks the cart lines: a second submit waits, then finds the cart emptied.
      return options.lock ? query.for('update', { of: cartItems }) : query;
    },

    async findProducts(ids: number[], tx: Database = db): Promise<CartProductRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select(productColumns)
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(monographs, eq(monographs.id, products.monographId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(inArray(products.id, ids));
    },

    async findLine(id: number, ownerKeys: string[]) {
      if (ownerKeys.length === 0) return null;
      const [row] = await db
        .select({
          id: cartItems.id,
          ownerKey: cartItems.ownerKey,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
        })
        .from(cartItems)
        .where(and(eq(cartItems.id, id), inArray(cartItems.ownerKey, ownerKeys)));
      return row ?? null;
    },

    /**
     * Serialises writes to one owner's cart until `tx` ends, so parallel adds cannot pass the line cap.
     * An advisory lock: the rows a new line would lock do not exist yet.
     */
    async lockOwner(ownerKey: string, tx: Database) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cart'), hashtext(${ownerKey}))`);
    },

    quantitiesOf(ownerKey: string, tx: Database): Promise<{ productId: number; quantity: number }[]> {
      return tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.ownerKey, ownerKey));
    },

    /** Deletes guest carts (every line) untouched since `before`; answers how many carts went. */
    async deleteGuestCartsUntouchedSince(before: Date): Promise<number> {
      const stale = db
        .select({ ownerKey: cartItems.ownerKey })
        .from(cartItems)
        .where(like(cartItems.ownerKey, 'g:%'))
        .groupBy(cartItems.ownerKey)
        .having(sql`max(${cartItems.updatedAt}) < ${before.toISOString()}::timestamptz`);
      const rows = await db
        .delete(cartItems)
        .where(inArray(cartItems.ownerKey, stale))
        .returning({ ownerKey: cartItems.ownerKey });
      return new Set(rows.map((r) => r.ownerKey)).size;
    },

    /** Adds `quantity` to the owner's line for the product (creating it), never beyond `cap`, atomically. */
    async addCapped(
      ownerKey: string,
      productId: number,
      quantity: number,
      cap: number,
      tx: Database = db,
    ): Promise<number> {
      const [row] = await tx
        .insert(cartItems)
        .values({ ownerKey, productId, quantity: Math.min(quantity, cap) })
        .onConflictDoUpdate({
          target: [cartItems.ownerKey, cartItems.productId],
          set: {
            quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${cap}::int)`,
            updatedAt: new Date(),
          },
        })
        .returning({ quantity: cartItems.quantity });
      return row!.quantity;
    },

    async setQuantity(id: number, ownerKey: string, quantity: number) {
      await db
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.id, id), eq(cartItems.ownerKey, ownerKey)));
    },

    async deleteLine(id: number, ownerKey: string) {
      await db.delete(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.ownerKey, ownerKey)));
    },

    async clear(ownerKey: string, tx: Database = db) {
      await tx.delete(cartItems).where(eq(cartItems.ownerKey, ownerKey));
    },

    /** Deletes and returns an owner's lines in one statement: a second concurrent caller gets nothing. */
    async takeAll(ownerKey: string, tx: Database) {
      return tx
        .delete(cartItems)
        .where(eq(cartItems.ownerKey, ownerKey))
        .returning({ productId: cartItems.productId, quantity: cartItems.quantity });
    },

    async isPlusMember(userId: number, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ userId: plusMemberships.userId })
        .from(plusMemberships)
        .where(and(eq(plusMemberships.userId, userId), gt(plusMemberships.validUntil, new Date())));
      return row !== undefined;
    },

    async plusMembershipOf(userId: number) {
      const [row] = await db
        .select({ validUntil: plusMemberships.validUntil })
        .from(plusMemberships)
        .where(eq(plusMemberships.userId, userId));
      return row ?? null;
    },

    async deletePlusMembership(userId: number, tx: Database) {
      await tx.delete(plusMemberships).where(eq(plusMemberships.userId, userId));
    },

    async setPlusMembership(userId: number, validUntil: Date) {
      await db
        .insert(plusMemberships)
        .values({ userId, validUntil })
        .onConflictDoUpdate({ target: plusMemberships.userId, set: { validUntil } });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
