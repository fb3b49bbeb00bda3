import type { Category, ProductDetail, ProductPage, ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { percentOff } from '@aushadh/shared/catalog/schemas.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CatalogRepository, ProductSummaryRow } from './catalog.repository.ts';

const FEATURED_LIMIT = 12;

export const productImagePath = (id: number) => `/api/images/products/${id}.webp`;
export const categoryImagePath = (slug: string) => `/api/images/categories/${slug}.svg`;

function toSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer,
    imageUrl: productImagePath(row.id),
    price: row.mrpPaise,
    discountedPrice: row.pricePaise,
    packSize: row.packSize,
    medicineType: row.medicineType,
    saltComposition: row.saltComposition,
    prescriptionRequired: row.prescriptionRequired,
    inStock: row.stock > 0,
    rating: row.ratingTenths / 10,
    ratingCount: row.ratingCount,
    isFeatured: row.isFeatured,
    tags: row.tags,
  };
}

export function createCatalogService(repository: CatalogRepository) {
  return {
    async listCategories(): Promise<Category[]> {
      const rows = await repository.listCategories();
      return rows.map((row) => ({
        ...row,
        imageUrl: categoryImagePath(row.slug),
        link: `/products/category/${row.id}`,
      }));
    },

    async listFeatured(): Promise<ProductSummary[]> {
      return (await repository.listFeatured(FEATURED_LIMIT)).map(toSummary);
    },

    async listProducts(query: { categoryId?: number | undefined; page: number; pageSize: number }): Promise<ProductPage> {
      if (query.categoryId !== undefined && !(await repository.findCategory(query.categoryId))) {
        throw notFound('Category');
      }
      const { items, total } = await repository.listProducts({
        categoryId: query.categoryId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    /** Full detail; `countView` is false for HEAD prefetches so they don't inflate the views counter. */
    async getProduct(id: number, options: { countView: boolean }): Promise<ProductDetail> {
      const row = await repository.findProductDetail(id);
      if (!row) throw notFound('Product');
      if (options.countView) await repository.recordView(id);
      const { monograph, ...product } = row;
      return {
        ...toSummary(product),
        categoryId: product.categoryId,
        categoryName: product.categoryName,
        manufacturerAddress: product.manufacturerAddress,
        countryOfOrigin: product.countryOfOrigin,
        stock: product.stock,
        maxOrderQuantity: product.maxOrderQuantity,
        discountPercent: percentOff(product.mrpPaise, product.pricePaise) ?? 0,
        schedule: product.schedule,
        views: product.views + (options.countView ? 1 : 0),
        purchases: product.purchases,
        specialties: product.specialties,
        description: monograph.description,
        introduction: monograph.introduction,
        benefits: monograph.benefits,
        howToUse: monograph.howToUse,
        howItWorks: monograph.howItWorks,
        safetyAdvice: monograph.safetyAdvice,
        missedDose: monograph.missedDose,
        sideEffects: monograph.sideEffects,
        storage: monograph.storage,
        primaryUse: monograph.primaryUse,
        factBox: {
          habitForming: monograph.habitForming,
          therapeuticClass: monograph.therapeuticClass,
          chemicalClass: monograph.chemicalClass,
          actionClass: monograph.actionClass,
        },
        faq: monograph.faq,
      };
    },

    /** What the images feature needs to draw a product's picture; null when there is no such product. */
    async getProductArt(id: number) {
      return repository.findProductArt(id);
    },

    async listCategorySlugs(): Promise<string[]> {
      return (await repository.listCategories()).map((c) => c.slug);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
