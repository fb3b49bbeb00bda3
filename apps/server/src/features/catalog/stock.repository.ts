import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import { manufacturers, productInventory, products, stockBatches, stockMovements } from '../../db/schema/catalog.ts';

export type StockBatchRow = typeof stockBatches.$inferSelect;
export type StockMovementInsert = typeof stockMovements.$inferInsert;

/** A product as the chemist's stock screens show it. */
export interface StockProductRow {
  productId: number;
  name: string;
  manufacturer: string;
  packSize: string;
  stock: number;
  schedule: 'OTC' | 'G' | 'H' | 'H1';
  nearestExpiry: string | null;
}

/** The earliest expiry of the product's batches that still hold units. */
const nearestExpiry = sql<string | null>`(select min(${stockBatches.expiryDate})::text from ${stockBatches}
  where ${stockBatches.productId} = ${products.id} and ${stockBatches.quantity} > 0)`;

const productColumns = {
  productId: products.id,
  name: products.name,
  manufacturer: manufacturers.name,
  packSize: products.packSize,
  stock: productInventory.stock,
  schedule: products.schedule,
  nearestExpiry,
};

/**
 * Batches, movements and the sellable count (catalog's tables), for the chemist's stock and for packing.
 * Every query on `uow.db()`: writes join the caller's transaction.
 */
export function createStockRepository(uow: UnitOfWork) {
  const productQuery = () =>
    uow
      .db()
      .select(productColumns)
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .innerJoin(productInventory, eq(productInventory.productId, products.id));

  return {
    async productsByIds(ids: number[]): Promise<StockProductRow[]> {
      if (ids.length === 0) return [];
      return productQuery().where(inArray(products.id, ids));
    },

    /** Products with fewer than `below` sellable units, fewest first. */
    async lowStock(below: number, limit: number, offset: number): Promise<{ rows: StockProductRow[]; total: number }> {
      const rows = await productQuery()
        .where(lt(productInventory.stock, below))
        .orderBy(asc(productInventory.stock), asc(products.id))
        .limit(limit)
        .offset(offset);
      const [count] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(productInventory)
        .where(lt(productInventory.stock, below));
      return { rows, total: count?.n ?? 0 };
    },

    /** The batches of these products, earliest expiry first. */
    async batchesOf(productIds: number[]): Promise<StockBatchRow[]> {
      if (productIds.length === 0) return [];
      return uow
        .db()
        .select()
        .from(stockBatches)
        .where(inArray(stockBatches.productId, productIds))
        .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id));
    },

    async findBatch(id: number): Promise<StockBatchRow | null> {
      const [row] = await uow.db().select().from(stockBatches).where(eq(stockBatches.id, id));
      return row ?? null;
    },

    async findBatchByNumber(productId: number, batchNumber: string): Promise<StockBatchRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(stockBatches)
        .where(and(eq(stockBatches.productId, productId), eq(stockBatches.batchNumber, batchNumber)));
      return row ?? null;
    },

    /** Adds units to a batch, creating it when the product has none of that number; answers the batch. */
    async addToBatch(values: {
      productId: number;
      batchNumber: string;
      expiryDate: string;
      quantity: number;
    }): Promise<StockBatchRow> {
      const [row] = await uow
        .db()
        .insert(stockBatches)
        .values(values)
        .onConflictDoUpdate({
          target: [stockBatches.productId, stockBatches.batchNumber],
          set: { quantity: sql`${stockBatches.quantity} + ${values.quantity}` },
        })
        .returning();
      return row!;
    },

    /** The guarded decrement: never below zero (a CHECK backs it). Null when the batch holds fewer units. */
    async takeFromBatch(id: number, quantity: number): Promise<StockBatchRow | null> {
      const [row] = await uow
        .db()
        .update(stockBatches)
        .set({ quantity: sql`${stockBatches.quantity} - ${quantity}` })
        .where(and(eq(stockBatches.id, id), gte(stockBatches.quantity, quantity)))
        .returning();
      return row ?? null;
    },

    /** Sellable units up (stock received, an order's units back on the shelf). */
    async addSellable(productId: number, quantity: number) {
      await uow
        .db()
        .update(productInventory)
        .set({ stock: sql`${productInventory.stock} + ${quantity}`, updatedAt: new Date() })
        .where(eq(productInventory.productId, productId));
    },

    /** Sellable units down, never below zero: false when fewer are left (the rest is reserved by orders). */
    async takeSellable(productId: number, quantity: number): Promise<boolean> {
      const rows = await uow
        .db()
        .update(productInventory)
        .set({ stock: sql`${productInventory.stock} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(productInventory.productId, productId), gte(productInventory.stock, quantity)))
        .returning({ productId: productInventory.productId });
      return rows.length === 1;
    },

    async sellableOf(productId: number): Promise<number> {
      const [row] = await uow
        .db()
        .select({ stock: productInventory.stock })
        .from(productInventory)
        .where(eq(productInventory.productId, productId));
      return row?.stock ?? 0;
    },

    async recordMovements(rows: StockMovementInsert[]) {
      if (rows.length > 0) await uow.db().insert(stockMovements).values(rows);
    },

    movementsOf(productId: number, limit: number) {
      return uow
        .db()
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.productId, productId))
        .orderBy(sql`${stockMovements.at} desc, ${stockMovements.id} desc`)
        .limit(limit);
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
