import type { AdminProductListQuery } from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import { categories, manufacturers, monographs, productInventory, products } from '../../db/schema/catalog.ts';

/** The columns of a product as the admin screens and the catalog file show it. */
const adminColumns = {
  id: products.id,
  name: products.name,
  generic: monographs.key,
  genericName: monographs.name,
  saltComposition: products.saltComposition,
  strength: products.strength,
  medicineType: products.medicineType,
  manufacturer: manufacturers.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  packSize: products.packSize,
  unitsPerPack: products.unitsPerPack,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  schedule: products.schedule,
  prescriptionRequired: products.prescriptionRequired,
  hsnCode: products.hsnCode,
  maxOrderQuantity: products.maxOrderQuantity,
  isFeatured: products.isFeatured,
  stock: productInventory.stock,
  retiredAt: products.retiredAt,
  updatedAt: products.updatedAt,
};

/** A product row as the admin writes it: what follows from the generic is already resolved. */
export interface ProductWrite {
  name: string;
  monographId: number;
  manufacturerId: number;
  categoryId: number;
  medicineType: string;
  strength: string;
  saltComposition: string;
  compositionKey: string;
  packSize: string;
  unitsPerPack: number;
  mrpPaise: number;
  pricePaise: number;
  prescriptionRequired: boolean;
  schedule: 'OTC' | 'G' | 'H' | 'H1';
  hsnCode: string;
  maxOrderQuantity: number;
  isFeatured: boolean;
  tags: string[];
}

/** Any id: a constant for the advisory lock that hands out product ids one writer at a time. */
const PRODUCT_ID_LOCK = 0x70726f64; // "prod"

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The catalog's write side (issue 17 item 3); every query on `uow.db()`, the caller's transaction when there is one. */
export function createProductAdminRepository(uow: UnitOfWork) {
  const base = () =>
    uow
      .db()
      .select(adminColumns)
      .from(products)
      .innerJoin(monographs, eq(monographs.id, products.monographId))
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(productInventory, eq(productInventory.productId, products.id));

  function conditions(query: Omit<AdminProductListQuery, 'sort' | 'dir' | 'page'>, lowStockBelow: number): SQL[] {
    const where: SQL[] = [];
    if (query.q) {
      const pattern = likePattern(query.q);
      const asId = /^\d{1,9}$/.test(query.q) ? eq(products.id, Number(query.q)) : undefined;
      where.push(
        or(
          ilike(products.name, pattern),
          ilike(products.saltComposition, pattern),
          ilike(manufacturers.name, pattern),
          ...(asId ? [asId] : []),
        )!,
      );
    }
    if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
    if (query.status === 'retired') where.push(isNotNull(products.retiredAt));
    if (query.status === 'active') where.push(isNull(products.retiredAt));
    if (query.status === 'low-stock') {
      where.push(isNull(products.retiredAt), lt(productInventory.stock, lowStockBelow));
    }
    return where;
  }

  const sortColumn = {
    id: products.id,
    name: products.name,
    price: products.pricePaise,
    stock: productInventory.stock,
    updated: products.updatedAt,
  } as const;

  return {
    async page(query: AdminProductListQuery, options: { limit: number; lowStockBelow: number }) {
      const where = and(...conditions(query, options.lowStockBelow));
      const column = sortColumn[query.sort];
      const rows = await base()
        .where(where)
        .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(products.id))
        .limit(options.limit)
        .offset((query.page - 1) * options.limit);
      const [count] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      return base().where(inArray(products.id, ids));
    },

    /** Every product in id order, a chunk at a time (the export streams them). */
    async chunkAfter(afterId: number, limit: number) {
      return base()
        .where(sql`${products.id} > ${afterId}`)
        .orderBy(asc(products.id))
        .limit(limit);
    },

    async countLowStock(below: number): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(and(isNull(products.retiredAt), lt(productInventory.stock, below)));
      return row?.n ?? 0;
    },

    async generics() {
      return uow
        .db()
        .select({ id: monographs.id, key: monographs.key, name: monographs.name, kind: monographs.kind })
        .from(monographs)
        .orderBy(asc(monographs.name));
    },

    async manufacturers() {
      return uow
        .db()
        .select({ id: manufacturers.id, name: manufacturers.name })
        .from(manufacturers)
        .orderBy(asc(manufacturers.name));
    },

    async categories() {
      return uow
        .db()
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    /** Inserts products with the next free ids (one writer at a time: ids are not a sequence). */
    async insert(rows: ProductWrite[]): Promise<number[]> {
      if (rows.length === 0) return [];
      await uow.db().execute(sql`select pg_advisory_xact_lock(${PRODUCT_ID_LOCK})`);
      const [{ next } = { next: 1 }] = await uow
        .db()
        .select({ next: sql<number>`coalesce(max(${products.id}), 0)::int + 1` })
        .from(products);
      const values = rows.map((row, i) => ({ ...row, id: next + i, ratingTenths: 0, ratingCount: 0 }));
      const ids: number[] = [];
      // Chunks keep each statement's parameter count well under PostgreSQL's 65,535.
      for (let i = 0; i < values.length; i += 500) {
        const chunk = values.slice(i, i + 500);
        const inserted = await uow.db().insert(products).values(chunk).returning({ id: products.id });
        await uow
          .db()
          .insert(productInventory)
          .values(inserted.map((p) => ({ productId: p.id, stock: 0 })));
        ids.push(...inserted.map((p) => p.id));
      }
      return ids;
    },

    async update(id: number, row: ProductWrite): Promise<boolean> {
      const updated = await uow
        .db()
        .update(products)
        .set({ ...row, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return updated.length > 0;
    },

    async setRetired(id: number, retired: boolean): Promise<boolean> {
      const updated = await uow
        .db()
        .update(products)
        .set({ retiredAt: retired ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return updated.length > 0;
    },
  };
}

export type ProductAdminRepository = ReturnType<typeof createProductAdminRepository>;
export type AdminProductRow = Awaited<ReturnType<ProductAdminRepository['chunkAfter']>>[number];
