import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  categories,
  manufacturers,
  monographs,
  productInventory,
  products,
  productSpecialties,
  specialties,
} from '../../db/schema/catalog.ts';

/** The columns every product card needs; kept in one place so list queries stay identical. */
const summaryColumns = {
  id: products.id,
  name: products.name,
  manufacturer: manufacturers.name,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  packSize: products.packSize,
  medicineType: products.medicineType,
  saltComposition: products.saltComposition,
  prescriptionRequired: products.prescriptionRequired,
  stock: productInventory.stock,
  ratingTenths: products.ratingTenths,
  ratingCount: products.ratingCount,
  isFeatured: products.isFeatured,
  tags: products.tags,
};

export type ProductSummaryRow = {
  id: number;
  name: string;
  manufacturer: string;
  mrpPaise: number;
  pricePaise: number;
  packSize: string;
  medicineType: string;
  saltComposition: string;
  prescriptionRequired: boolean;
  stock: number;
  ratingTenths: number;
  ratingCount: number;
  isFeatured: boolean;
  tags: string[];
};

export function createCatalogRepository(db: Database) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .innerJoin(productInventory, eq(productInventory.productId, products.id));

  return {
    async listCategories() {
      const productCount = sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categories.id})`;
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          description: categories.description,
          productCount,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
    },

    async findCategory(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    async listFeatured(limit: number): Promise<ProductSummaryRow[]> {
      return summaries()
        .where(eq(products.isFeatured, true))
        .orderBy(desc(products.ratingCount), asc(products.id))
        .limit(limit);
    },

    async listProducts(filter: { categoryId?: number | undefined; limit: number; offset: number }) {
      const where = filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId);
      const [items, totals] = await Promise.all([
        summaries().where(where).orderBy(asc(products.id)).limit(filter.limit).offset(filter.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { items: items as ProductSummaryRow[], total: totals[0]?.total ?? 0 };
    },

    async findProductDetail(id: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          categoryId: products.categoryId,
          categoryName: categories.name,
          manufacturerAddress: manufacturers.address,
          countryOfOrigin: manufacturers.countryOfOrigin,
          maxOrderQuantity: products.maxOrderQuantity,
          schedule: products.schedule,
          views: productInventory.views,
          purchases: productInventory.purchases,
          monograph: {
            description: monographs.description,
            introduction: monographs.introduction,
            benefits: monographs.benefits,
            howToUse: monographs.howToUse,
            howItWorks: monographs.howItWorks,
            safetyAdvice: monographs.safetyAdvice,
            missedDose: monographs.missedDose,
            sideEffects: monographs.sideEffects,
            storage: monographs.storage,
            primaryUse: monographs.primaryUse,
            habitForming: monographs.habitForming,
            therapeuticClass: monographs.therapeuticClass,
            chemicalClass: monographs.chemicalClass,
            actionClass: monographs.actionClass,
            faq: monographs.faq,
          },
        })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(monographs, eq(monographs.id, products.monographId))
        .where(eq(products.id, id))
        .limit(1);
      if (!row) return null;
      const specialtyRows = await db
        .select({ slug: specialties.slug })
        .from(productSpecialties)
        .innerJoin(specialties, eq(specialties.id, productSpecialties.specialtyId))
        .where(eq(productSpecialties.productId, id))
        .orderBy(asc(specialties.id));
      return { ...row, specialties: specialtyRows.map((s) => s.slug) };
    },

    async productExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
      return row !== undefined;
    },

    async recordView(id: number): Promise<void> {
      await db
        .update(productInventory)
        .set({ views: sql`${productInventory.views} + 1` })
        .where(and(eq(productInventory.productId, id)));
    },

    /** Name, form and category for drawing the product picture. */
    async findProductArt(id: number) {
      const [row] = await db
        .select({
          name: products.name,
          medicineType: products.medicineType,
          strength: products.strength,
          manufacturer: manufacturers.name,
          categorySlug: categories.slug,
          prescriptionRequired: products.prescriptionRequired,
        })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
