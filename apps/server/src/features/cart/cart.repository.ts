import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import { cartItems, plusMemberships } from '../../db/schema/cart.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

/** A cart line as stored: what the product is and costs comes from the catalog. */
export interface CartLineRecord {
  id: number;
  productId: number;
  quantity: number;
  /** Rented for this many periods (decision 0026); null: bought. */
  rentalPeriods: number | null;
}

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createCartRepository(uow: UnitOfWork) {
  return {
    async listLines(ownerKey: string, options: { lock?: boolean } = {}): Promise<CartLineRecord[]> {
      const query = uow
        .db()
        .select({
          id: cartItems.id,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          rentalPeriods: cartItems.rentalPeriods,
        })
        .from(cartItems)
        .where(eq(cartItems.ownerKey, ownerKey))
        .orderBy(cartItems.id);
      // Placing an order locks the cart lines: a second submit waits, then finds the cart emptied.
      return options.lock ? query.for('update') : query;
    },

    async findLine(id: number, ownerKeys: string[]) {
      if (ownerKeys.length === 0) return null;
      const [row] = await uow
        .db()
        .select({
          id: cartItems.id,
          ownerKey: cartItems.ownerKey,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          rentalPeriods: cartItems.rentalPeriods,
        })
        .from(cartItems)
        .where(and(eq(cartItems.id, id), inArray(cartItems.ownerKey, ownerKeys)));
      return row ?? null;
    },

    /**
     * Serialises writes to one owner's cart until the current transaction ends, so parallel adds cannot pass
     * the line cap. An advisory lock: the rows a new line would lock do not exist yet.
     */
    async lockOwner(ownerKey: string) {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtext('cart'), hashtext(${ownerKey}))`);
    },

    quantitiesOf(ownerKey: string): Promise<{ productId: number; quantity: number }[]> {
      return uow
        .db()
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.ownerKey, ownerKey));
    },

    /** Deletes guest carts (every line) untouched since `before`; answers how many carts went. */
    async deleteGuestCartsUntouchedSince(before: Date): Promise<number> {
      const stale = uow
        .db()
        .select({ ownerKey: cartItems.ownerKey })
        .from(cartItems)
        .where(like(cartItems.ownerKey, 'g:%'))
        .groupBy(cartItems.ownerKey)
        .having(sql`max(${cartItems.updatedAt}) < ${before.toISOString()}::timestamptz`);
      const rows = await uow
        .db()
        .delete(cartItems)
        .where(inArray(cartItems.ownerKey, stale))
        .returning({ ownerKey: cartItems.ownerKey });
      return new Set(rows.map((r) => r.ownerKey)).size;
    },

    /** Adds `quantity` to the owner's line for the product (creating it), never beyond `cap`, atomically. */
    /**
     * Adds to a product's line. `rentalPeriods` (decision 0026): null buys; a number rents for that many periods.
     * One line per product: adding in the line's own way (bought, or rented for as long) raises it; the other
     * way replaces the line's quantity and mode (a customer who switches to renting keeps no bought packs).
     */
    async addCapped(
      ownerKey: string,
      productId: number,
      quantity: number,
      cap: number,
      rentalPeriods: number | null = null,
    ): Promise<number> {
      const [row] = await uow
        .db()
        .insert(cartItems)
        .values({ ownerKey, productId, quantity: Math.min(quantity, cap), rentalPeriods })
        .onConflictDoUpdate({
          target: [cartItems.ownerKey, cartItems.productId],
          set: {
            quantity: sql`CASE WHEN ${cartItems.rentalPeriods} IS NOT DISTINCT FROM excluded.rental_periods
              THEN least(${cartItems.quantity} + excluded.quantity, ${cap}::int) ELSE excluded.quantity END`,
            rentalPeriods: sql`excluded.rental_periods`,
            updatedAt: new Date(),
          },
        })
        .returning({ quantity: cartItems.quantity });
      return row!.quantity;
    },

    async setQuantity(id: number, ownerKey: string, quantity: number) {
      await uow
        .db()
        .update(cartItems)
        .set({ quantity, updatedAt: new Date() })
        .where(and(eq(cartItems.id, id), eq(cartItems.ownerKey, ownerKey)));
    },

    async deleteLine(id: number, ownerKey: string) {
      await uow
        .db()
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.ownerKey, ownerKey)));
    },

    async clear(ownerKey: string) {
      await uow.db().delete(cartItems).where(eq(cartItems.ownerKey, ownerKey));
    },

    /** Deletes and returns an owner's lines in one statement: a second concurrent caller gets nothing. */
    async takeAll(ownerKey: string) {
      return uow.db().delete(cartItems).where(eq(cartItems.ownerKey, ownerKey)).returning({
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        rentalPeriods: cartItems.rentalPeriods,
      });
    },

    async isPlusMember(userId: number): Promise<boolean> {
      const [row] = await uow
        .db()
        .select({ userId: plusMemberships.userId })
        .from(plusMemberships)
        .where(and(eq(plusMemberships.userId, userId), gt(plusMemberships.validUntil, new Date())));
      return row !== undefined;
    },

    async plusMembershipOf(userId: number) {
      const [row] = await uow
        .db()
        .select({ validUntil: plusMemberships.validUntil })
        .from(plusMemberships)
        .where(eq(plusMemberships.userId, userId));
      return row ?? null;
    },

    async deletePlusMembership(userId: number) {
      await uow.db().delete(plusMemberships).where(eq(plusMemberships.userId, userId));
    },

    async setPlusMembership(userId: number, validUntil: Date) {
      await uow
        .db()
        .insert(plusMemberships)
        .values({ userId, validUntil })
        .onConflictDoUpdate({ target: plusMemberships.userId, set: { validUntil } });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
