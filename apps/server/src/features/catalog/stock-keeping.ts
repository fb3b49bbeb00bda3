import type {
  ProductStock,
  ReceiveStockRequest,
  StockProduct,
  StockProductPage,
  WriteOffRequest,
} from '@aushadh/shared/catalog/stock-schemas.ts';
import { ORDER_LIFE, indiaToday } from '@aushadh/shared/orders/order-life-schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { StockBatchRow, StockProductRow, StockRepository } from './stock.repository.ts';

/** A batch as the packing rules read it. */
export interface ShelfBatch {
  id: number;
  productId: number;
  batchNumber: string;
  expiryDate: string;
  quantity: number;
}

/** What packing needs of a product: its schedule (the H1 register) and the batches on the shelf. */
export interface PackingFacts {
  productId: number;
  schedule: 'OTC' | 'G' | 'H' | 'H1';
  batches: ShelfBatch[];
}

/** Units taken from, or put back into, one batch for an order. */
export interface BatchUnits {
  productId: number;
  batchNumber: string;
  expiryDate: string;
  quantity: number;
}

const toShelfBatch = (row: StockBatchRow): ShelfBatch => ({
  id: row.id,
  productId: row.productId,
  batchNumber: row.batchNumber,
  expiryDate: row.expiryDate,
  quantity: row.quantity,
});

const toStockProduct = (row: StockProductRow): StockProduct => ({
  productId: row.productId,
  name: row.name,
  manufacturer: row.manufacturer,
  packSize: row.packSize,
  stock: row.stock,
  nearestExpiry: row.nearestExpiry,
});

/**
 * The batches behind the sellable count. `product_inventory.stock` stays what checkout reserves; a batch's
 * quantity is what is physically on the shelf, so an order reserved at checkout comes off its batch only when
 * packed. Received and written-off units move both; every change is a movement with who and why.
 */
export function createStockKeeping(deps: {
  repository: StockRepository;
  uow: UnitOfWork;
  /** Tells caches, search and other instances that these products' sellable stock moved (after commit). */
  stockMoved(productIds: number[]): Promise<void>;
}) {
  const { repository, uow, stockMoved } = deps;

  function requireTransaction(what: string) {
    if (!uow.inTransaction()) throw new Error(`catalog.${what} must run inside a transaction`);
  }

  async function productStock(productId: number): Promise<ProductStock> {
    const [product] = await repository.productsByIds([productId]);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const batches = await repository.batchesOf([productId]);
    return {
      ...toStockProduct(product),
      batches: batches.map((b) => ({ ...toShelfBatch(b), receivedAt: b.receivedAt.toISOString() })),
    };
  }

  return {
    /** A product's sellable count and its batches, earliest expiry first. */
    productStock,

    /** Products by id with their sellable count (the chemist's search results). */
    async stockProducts(ids: number[]): Promise<StockProduct[]> {
      const rows = new Map((await repository.productsByIds(ids)).map((r) => [r.productId, r]));
      return ids.flatMap((id) => (rows.has(id) ? [toStockProduct(rows.get(id)!)] : []));
    },

    /** Fewer than `below` sellable units, fewest first. */
    async lowStock(below: number, page: number): Promise<StockProductPage> {
      const pageSize = ORDER_LIFE.queuePageSize;
      const { rows, total } = await repository.lowStock(below, pageSize, (page - 1) * pageSize);
      return { items: rows.map(toStockProduct), total, page, pageSize };
    },

    /** Stock received: into a new or an existing batch (same expiry), and onto the sellable count. */
    async receiveStock(input: ReceiveStockRequest, byUserId: number): Promise<ProductStock> {
      if (input.expiryDate <= indiaToday()) throw new AppError('STOCK_EXPIRY_PAST');
      await uow.transaction(async () => {
        const [product] = await repository.productsByIds([input.productId]);
        if (!product) throw new AppError('PRODUCT_NOT_FOUND');
        const existing = await repository.findBatchByNumber(input.productId, input.batchNumber);
        if (existing && existing.expiryDate !== input.expiryDate) {
          throw new AppError('STOCK_BATCH_EXPIRY_MISMATCH', {
            batch: existing.batchNumber,
            expiry: existing.expiryDate,
          });
        }
        const batch = await repository.addToBatch(input);
        await repository.addSellable(input.productId, input.quantity);
        await repository.recordMovements([
          { productId: input.productId, batchId: batch.id, delta: input.quantity, reason: 'received', byUserId },
        ]);
        await stockMoved([input.productId]);
      });
      return productStock(input.productId);
    },

    /**
     * Damaged or expired units leave a batch and the sellable count. Never below zero on either: units already
     * reserved by orders cannot be written off until those orders are packed or cancelled.
     */
    async writeOff(input: WriteOffRequest, byUserId: number): Promise<ProductStock> {
      const productId = await uow.transaction(async () => {
        const batch = await repository.findBatch(input.batchId);
        if (!batch) throw new AppError('STOCK_BATCH_NOT_FOUND');
        if (!(await repository.takeFromBatch(batch.id, input.quantity))) {
          throw new AppError('STOCK_WRITE_OFF_TOO_MANY', { left: (await repository.findBatch(batch.id))!.quantity });
        }
        if (!(await repository.takeSellable(batch.productId, input.quantity))) {
          const sellable = await repository.sellableOf(batch.productId);
          throw new AppError('STOCK_WRITE_OFF_TOO_MANY', { left: Math.min(sellable, batch.quantity) });
        }
        await repository.recordMovements([
          {
            productId: batch.productId,
            batchId: batch.id,
            delta: -input.quantity,
            reason: input.reason,
            note: input.note ?? '',
            byUserId,
          },
        ]);
        await stockMoved([batch.productId]);
        return batch.productId;
      });
      return productStock(productId);
    },

    /** Schedules and shelf batches of the products an order holds (the pick list, the packing rules). */
    async packingFacts(productIds: number[]): Promise<Map<number, PackingFacts>> {
      const [rows, batches] = await Promise.all([
        repository.productsByIds(productIds),
        repository.batchesOf(productIds),
      ]);
      return new Map(
        rows.map((row) => [
          row.productId,
          {
            productId: row.productId,
            schedule: row.schedule,
            batches: batches.filter((b) => b.productId === row.productId).map(toShelfBatch),
          },
        ]),
      );
    },

    /**
     * Packing: takes each line's units off its batch (already reserved from the sellable count at checkout),
     * in batch-id order so two packers never deadlock. Answers false with the batch that ran short.
     */
    async takeForOrder(
      lines: { batchId: number; productId: number; quantity: number }[],
      context: { orderId: number; byUserId: number },
    ): Promise<{ ok: true } | { ok: false; batchId: number; left: number }> {
      requireTransaction('takeForOrder');
      for (const line of [...lines].sort((a, b) => a.batchId - b.batchId)) {
        if (!(await repository.takeFromBatch(line.batchId, line.quantity))) {
          return { ok: false, batchId: line.batchId, left: (await repository.findBatch(line.batchId))?.quantity ?? 0 };
        }
      }
      await repository.recordMovements(
        lines.map((line) => ({
          productId: line.productId,
          batchId: line.batchId,
          delta: -line.quantity,
          reason: 'packed' as const,
          orderId: context.orderId,
          byUserId: context.byUserId,
        })),
      );
      return { ok: true };
    },

    /**
     * Units of a packed order back on the shelf: into the batch they were packed from (re-created if it is
     * gone). `sellable`: onto the sellable count too — a resellable return; a cancelled order's units were
     * still reserved, and `releaseStock` gives those back.
     */
    async putBackFromOrder(
      lines: BatchUnits[],
      context: { orderId: number; byUserId: number | null; note: string; sellable: boolean },
    ): Promise<void> {
      requireTransaction('putBackFromOrder');
      const movements = [];
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (line.quantity <= 0) continue;
        const batch = await repository.addToBatch(line);
        if (context.sellable) await repository.addSellable(line.productId, line.quantity);
        movements.push({
          productId: line.productId,
          batchId: batch.id,
          delta: line.quantity,
          reason: 'returned' as const,
          note: context.note,
          orderId: context.orderId,
          byUserId: context.byUserId,
        });
      }
      await repository.recordMovements(movements);
      if (context.sellable && movements.length > 0) await stockMoved(movements.map((m) => m.productId));
    },
  };
}
