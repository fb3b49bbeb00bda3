import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { rentalTerms } from '../../db/schema/cart.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type RentalTermsRow = typeof rentalTerms.$inferSelect;

/**
 * The rental terms of equipment (decision 0026). The cart owns them: it prices a rented line from them and
 * checkout takes the units; /services/medical-equipment reads them through the cart service.
 */
export function createRentalTermsRepository(uow: UnitOfWork) {
  return {
    async all(): Promise<RentalTermsRow[]> {
      return uow.db().select().from(rentalTerms).orderBy(asc(rentalTerms.productId));
    },

    async of(productIds: number[]): Promise<Map<number, RentalTermsRow>> {
      if (productIds.length === 0) return new Map();
      const rows = await uow.db().select().from(rentalTerms).where(inArray(rentalTerms.productId, productIds));
      return new Map(rows.map((row) => [row.productId, row]));
    },

    /** Takes `units` rental units if that many are free (one conditional update: parallel orders cannot overdraw). */
    async take(productId: number, units: number): Promise<boolean> {
      const rows = await uow
        .db()
        .update(rentalTerms)
        .set({ unitsAvailable: sql`${rentalTerms.unitsAvailable} - ${units}`, updatedAt: new Date() })
        .where(and(eq(rentalTerms.productId, productId), gte(rentalTerms.unitsAvailable, units)))
        .returning({ productId: rentalTerms.productId });
      return rows.length > 0;
    },

    /** Gives units back (a cancelled order). */
    async giveBack(productId: number, units: number): Promise<void> {
      await uow
        .db()
        .update(rentalTerms)
        .set({ unitsAvailable: sql`${rentalTerms.unitsAvailable} + ${units}`, updatedAt: new Date() })
        .where(eq(rentalTerms.productId, productId));
    },
  };
}

export type RentalTermsRepository = ReturnType<typeof createRentalTermsRepository>;
