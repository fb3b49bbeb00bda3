import { and, eq, gt, inArray, sql } from 'drizzle-orm';
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

    async findQuantity(ownerKey: string, productId: number, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.ownerKey, ownerKey), eq(cartItems.productId, productId)));
      return row?.quantity ?? 0;
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

    async setPlusMembership(userId: number, validUntil: Date) {
      await db
        .insert(plusMemberships)
        .values({ userId, validUntil })
        .onConflictDoUpdate({ target: plusMemberships.userId, set: { validUntil } });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
