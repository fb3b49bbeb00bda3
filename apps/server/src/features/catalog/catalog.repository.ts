import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import {
  categories,
  manufacturers,
  monographs,
  productInventory,
  products,
  productSpecialties,
  recentlyViewed,
  specialties,
} from '../../db/schema/catalog.ts';

/** A product the admin has not retired (issue 17 item 3): only these are listed, searched and sold. */
const onSale = isNull(products.retiredAt);
/** Units a buyer may take: a retired product's shelf is kept for the records but sells nothing. */
const sellable = sql<number>`(case when ${products.retiredAt} is null then ${productInventory.stock} else 0 end)`;

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
  stock: sellable,
  ratingTenths: products.ratingTenths,
  ratingCount: products.ratingCount,
  isFeatured: products.isFeatured,
  tags: products.tags,
};

/** A product as the cart and checkout price it: always read from the database, never from the client. */
export interface PurchaseFactsRow {
  productId: number;
  name: string;
  manufacturer: string;
  packSize: string;
  /** Tablets (or capsules, ml …) in one pack: medication tracking counts the stock at home with it. */
  unitsPerPack: number;
  mrpPaise: number;
  pricePaise: number;
  prescriptionRequired: boolean;
  maxOrderQuantity: number;
  stock: number;
  categoryId: number;
  /** The brand's maker: offers scoped to a brand match on it (issue 18). */
  manufacturerId: number;
  kind: 'medicine' | 'wellness' | 'device';
  hsnCode: string;
  batchNumber: string | null;
  expiryDate: string | null;
}

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

/** Listing filters, already resolved to ids (the service turns slugs and free text into them). */
export interface ProductFilter {
  categoryId?: number | undefined;
  specialtyId?: number | undefined;
  manufacturer?: string | undefined;
  prescription?: boolean | undefined;
  inStock?: boolean | undefined;
  featured?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minDiscount?: number | undefined;
  /** Restrict to these products (the search matches of `q`). */
  ids?: number[] | undefined;
}

export type ListingSort = 'relevance' | 'price-asc' | 'price-desc' | 'discount' | 'rating' | 'popularity';

const popularity = sql<number>`(${products.ratingCount} + ${productInventory.purchases})`;
const discountRatio = sql`((${products.mrpPaise} - ${products.pricePaise})::float8 / ${products.mrpPaise})`;
const unitPrice = sql`(${products.pricePaise}::float8 / ${products.unitsPerPack})`;

function filterConditions(filter: ProductFilter, options: { withManufacturer: boolean }): SQL[] {
  const conditions: SQL[] = [onSale];
  if (filter.ids) conditions.push(filter.ids.length ? inArray(products.id, filter.ids) : sql`false`);
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.specialtyId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${productSpecialties} where ${productSpecialties}.product_id = ${products}.id and ${productSpecialties}.specialty_id = ${filter.specialtyId})`,
    );
  }
  if (options.withManufacturer && filter.manufacturer !== undefined) {
    conditions.push(sql`lower(${manufacturers.name}) = lower(${filter.manufacturer})`);
  }
  if (filter.prescription !== undefined) conditions.push(eq(products.prescriptionRequired, filter.prescription));
  if (filter.inStock !== undefined)
    conditions.push(filter.inStock ? sql`${productInventory.stock} > 0` : eq(productInventory.stock, 0));
  if (filter.featured !== undefined) conditions.push(eq(products.isFeatured, filter.featured));
  // Prescription medicines are never promoted (Indian law forbids advertising them), whatever the flag says.
  if (filter.featured === true) conditions.push(eq(products.prescriptionRequired, false));
  if (filter.minPrice !== undefined) conditions.push(gte(products.pricePaise, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.pricePaise, filter.maxPrice));
  if (filter.minDiscount !== undefined && filter.minDiscount > 0) {
    // Same rounding as percentOff() (SPEC §5), so a card showing "20% off" passes a 20% filter.
    conditions.push(
      sql`round((${products.mrpPaise} - ${products.pricePaise}) * 100.0 / ${products.mrpPaise}) >= ${filter.minDiscount}`,
    );
  }
  return conditions;
}

function sortOrder(sort: ListingSort): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price-desc':
      return [desc(products.pricePaise), asc(products.id)];
    case 'discount':
      return [sql`${discountRatio} desc`, asc(products.id)];
    case 'rating':
      return [desc(products.ratingTenths), desc(products.ratingCount), asc(products.id)];
    case 'popularity':
      return [sql`${popularity} desc`, asc(products.id)];
    case 'relevance':
      return [desc(products.isFeatured), sql`${popularity} desc`, asc(products.id)];
  }
}

/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createCatalogRepository(uow: UnitOfWork) {
  const summaries = () =>
    uow
      .db()
      .select(summaryColumns)
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .innerJoin(productInventory, eq(productInventory.productId, products.id));

  return {
    async listCategories() {
      // Qualified by hand: drizzle prints bare column names in a one-table select, which would bind to the subquery.
      const productCount = sql<number>`(select count(*)::int from ${products} where ${products}.category_id = ${categories}.id)`;
      return uow
        .db()
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
      const [row] = await uow.db().select().from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    async listFeatured(limit: number): Promise<ProductSummaryRow[]> {
      return summaries()
        .where(and(eq(products.isFeatured, true), eq(products.prescriptionRequired, false), onSale))
        .orderBy(desc(products.ratingCount), asc(products.id))
        .limit(limit);
    },

    /** One page of a filtered, sorted listing and its total. */
    /** Every matching id in listing order: cached by the service, then pages are slices of it. */
    async orderedIds(filter: ProductFilter, sort: ListingSort): Promise<number[]> {
      const rows = await uow
        .db()
        .select({ id: products.id })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(and(...filterConditions(filter, { withManufacturer: true })))
        .orderBy(...sortOrder(sort));
      return rows.map((r) => r.id);
    },

    /** Ids of every product passing the filter (used when the order comes from the search index). */
    async filterIds(filter: ProductFilter): Promise<Set<number>> {
      const rows = await uow
        .db()
        .select({ id: products.id })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(and(...filterConditions(filter, { withManufacturer: true })));
      return new Set(rows.map((r) => r.id));
    },

    /** Makers in the listing before the manufacturer filter, most products first. */
    async manufacturerFacets(filter: ProductFilter, limit: number) {
      const n = sql<number>`count(*)::int`;
      return uow
        .db()
        .select({ name: manufacturers.name, count: n })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(and(...filterConditions(filter, { withManufacturer: false })))
        .groupBy(manufacturers.name)
        .orderBy(sql`count(*) desc`, asc(manufacturers.name))
        .limit(limit);
    },

    /** Summaries for these ids, in the order given (missing ids are skipped). */
    async summariesByIds(ids: number[]): Promise<ProductSummaryRow[]> {
      if (ids.length === 0) return [];
      const rows = (await summaries().where(inArray(products.id, ids))) as ProductSummaryRow[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Per salt + strength (composition key), the leading brand (most popular) and the in-stock product with the
     * lowest price per unit, where that is a different product; the largest saving per unit first (issue 18).
     */
    async genericSavingPairs(limit: number): Promise<{ leaderId: number; genericId: number; savingPercent: number }[]> {
      const result = await uow.db().execute(sql`
        with ranked as (
          select ${products.id} as id, ${products.compositionKey} as key, ${unitPrice} as unit,
            row_number() over (partition by ${products.compositionKey} order by ${popularity} desc, ${products.id}) as lead_rank,
            row_number() over (partition by ${products.compositionKey} order by ${unitPrice} asc, ${products.id}) as cheap_rank
          from ${products} join ${productInventory} on ${productInventory.productId} = ${products.id}
          where ${productInventory.stock} > 0 and ${products.retiredAt} is null)
        select l.id as "leaderId", g.id as "genericId", floor(100 * (1 - g.unit / l.unit))::int as "savingPercent"
        from ranked l join ranked g on g.key = l.key and g.cheap_rank = 1 and g.id <> l.id
        where l.lead_rank = 1 and g.unit < l.unit
        order by (1 - g.unit / l.unit) desc, l.id limit ${limit}`);
      type Pair = { leaderId: number; genericId: number; savingPercent: number };
      return (result as unknown as { rows: Pair[] }).rows.filter((row) => row.savingPercent >= 1);
    },

    async findSpecialtyBySlug(slug: string) {
      const [row] = await uow.db().select().from(specialties).where(eq(specialties.slug, slug)).limit(1);
      return row ?? null;
    },

    async listSpecialties() {
      const productCount = sql<number>`(select count(*)::int from ${productSpecialties} where ${productSpecialties}.specialty_id = ${specialties}.id)`;
      return uow
        .db()
        .select({
          id: specialties.id,
          slug: specialties.slug,
          name: specialties.name,
          icon: specialties.icon,
          description: specialties.description,
          productCount,
        })
        .from(specialties)
        .orderBy(asc(specialties.id));
    },

    /**
     * What the sitemaps list: every product's id, category and last change, and each specialty's last change.
     * Products carry no edit time of their own: the later of their creation and their inventory row's update.
     */
    async sitemapRows() {
      const lastmod = sql`greatest(${products.createdAt}, ${productInventory.updatedAt})`;
      const productRows = await uow
        .db()
        .select({ id: products.id, categoryId: products.categoryId, lastmod: lastmod.mapWith(products.createdAt) })
        .from(products)
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(onSale)
        .orderBy(asc(products.id));
      const specialtyRows = await uow
        .db()
        .select({ slug: specialties.slug, lastmod: sql`max(${lastmod})`.mapWith(products.createdAt) })
        .from(specialties)
        .innerJoin(productSpecialties, eq(productSpecialties.specialtyId, specialties.id))
        .innerJoin(products, eq(products.id, productSpecialties.productId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .groupBy(specialties.id, specialties.slug)
        .orderBy(asc(specialties.id));
      return { products: productRows, specialties: specialtyRows };
    },

    /** What the related-products rules need to know about the product on screen. */
    async findRelationKeys(id: number) {
      const [row] = await uow
        .db()
        .select({
          id: products.id,
          name: products.name,
          monographId: products.monographId,
          compositionKey: products.compositionKey,
          saltComposition: products.saltComposition,
          categorySlug: categories.slug,
          therapeuticClass: monographs.therapeuticClass,
          kind: monographs.kind,
          pricePaise: products.pricePaise,
          unitsPerPack: products.unitsPerPack,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(monographs, eq(monographs.id, products.monographId))
        .where(eq(products.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Same salt, strength and form; cheapest per unit first. */
    async substitutes(compositionKey: string, excludeId: number, limit: number) {
      return uow
        .db()
        .select({ ...summaryColumns, unitsPerPack: products.unitsPerPack })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(and(eq(products.compositionKey, compositionKey), ne(products.id, excludeId), onSale))
        .orderBy(sql`${unitPrice} asc`, sql`${popularity} desc`, asc(products.id))
        .limit(limit);
    },

    /** Same generic in another strength or form, or the same therapeutic class; same generic first, popular first. */
    async similar(
      product: { id: number; monographId: number; compositionKey: string; therapeuticClass: string },
      limit: number,
    ) {
      const sameClass = sql`${products.monographId} in (select ${monographs.id} from ${monographs} where ${monographs.therapeuticClass} = ${product.therapeuticClass})`;
      return (await summaries()
        .where(
          and(
            ne(products.id, product.id),
            ne(products.compositionKey, product.compositionKey),
            onSale,
            or(eq(products.monographId, product.monographId), sameClass),
          ),
        )
        .orderBy(
          sql`(${products.monographId} = ${product.monographId}) desc`,
          sql`${popularity} desc`,
          asc(products.id),
        )
        .limit(limit)) as ProductSummaryRow[];
    },

    /** In-stock OTC products of other generics in the given categories, most bought first. */
    async popularOtcInCategories(categorySlugs: string[], excludeMonographId: number, limit: number) {
      if (categorySlugs.length === 0) return [];
      return uow
        .db()
        .select({ ...summaryColumns, monographId: products.monographId, categorySlug: categories.slug })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(
          and(
            inArray(categories.slug, categorySlugs),
            eq(products.prescriptionRequired, false),
            sql`${productInventory.stock} > 0`,
            ne(products.monographId, excludeMonographId),
            onSale,
          ),
        )
        .orderBy(desc(productInventory.purchases), asc(products.id))
        .limit(limit);
    },

    /** Everything the search index needs, for all products or some. */
    async searchDocuments(ids?: number[]) {
      return uow
        .db()
        .select({
          id: products.id,
          name: products.name,
          manufacturer: manufacturers.name,
          saltComposition: products.saltComposition,
          mrpPaise: products.mrpPaise,
          pricePaise: products.pricePaise,
          prescriptionRequired: products.prescriptionRequired,
          stock: productInventory.stock,
          popularity,
          // A maker's name ranks its medicines above its devices and wellness lines.
          isMedicine: sql<boolean>`(${monographs.kind} = 'medicine')`,
        })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .innerJoin(monographs, eq(monographs.id, products.monographId))
        .where(and(onSale, ids ? inArray(products.id, ids) : undefined));
    },

    /** The fast-changing ranking signals only. */
    async searchSignals(ids?: number[]) {
      return uow
        .db()
        .select({ id: productInventory.productId, stock: productInventory.stock, popularity })
        .from(productInventory)
        .innerJoin(products, eq(products.id, productInventory.productId))
        .where(ids ? inArray(productInventory.productId, ids) : undefined);
    },

    /**
     * The view buffer's flush: many visitors' views in one upsert, then each visitor trimmed to `keep`. The
     * buffer's bound keeps it far below PostgreSQL's 65,535 parameters.
     */
    async upsertRecentlyViewed(rows: { visitorKey: string; productId: number; viewedAt: string }[], keep: number) {
      const keys = [...new Set(rows.map((r) => r.visitorKey))];
      const values = sql.join(
        rows.map((r) => sql`(${r.visitorKey}::text, ${r.productId}::int, ${r.viewedAt}::timestamptz)`),
        sql`, `,
      );
      await uow.transaction(async () => {
        // Joined to products: a product deleted since the view is skipped, not a foreign-key failure.
        await uow.db().execute(sql`
          insert into ${recentlyViewed} (visitor_key, product_id, viewed_at)
          select v.visitor_key, v.product_id, v.viewed_at
          from (values ${values}) as v(visitor_key, product_id, viewed_at)
          join ${products} on ${products.id} = v.product_id
          on conflict (visitor_key, product_id) do update
            set viewed_at = greatest(${recentlyViewed}.viewed_at, excluded.viewed_at)`);
        await uow.db().execute(sql`
          delete from ${recentlyViewed} r using (
            select visitor_key, product_id,
              row_number() over (partition by visitor_key order by viewed_at desc, product_id desc) as n
            from ${recentlyViewed} where visitor_key in (${sql.join(keys, sql`, `)})
          ) ranked
          where r.visitor_key = ranked.visitor_key and r.product_id = ranked.product_id and ranked.n > ${keep}`);
      });
    },

    async listRecentlyViewed(visitorKey: string, limit: number) {
      return (await uow
        .db()
        .select({ ...summaryColumns, viewedAt: recentlyViewed.viewedAt })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .innerJoin(recentlyViewed, eq(recentlyViewed.productId, products.id))
        .where(eq(recentlyViewed.visitorKey, visitorKey))
        .orderBy(desc(recentlyViewed.viewedAt), desc(products.id))
        .limit(limit)) as (ProductSummaryRow & { viewedAt: Date })[];
    },

    /** A visitor's history as data ("download my data"): product, name and when. */
    recentlyViewedOf(visitorKey: string) {
      return uow
        .db()
        .select({ productId: products.id, name: products.name, viewedAt: recentlyViewed.viewedAt })
        .from(recentlyViewed)
        .innerJoin(products, eq(products.id, recentlyViewed.productId))
        .where(eq(recentlyViewed.visitorKey, visitorKey))
        .orderBy(desc(recentlyViewed.viewedAt));
    },

    async forgetRecentlyViewed(visitorKey: string) {
      await uow.db().delete(recentlyViewed).where(eq(recentlyViewed.visitorKey, visitorKey));
    },

    async forgetVisitors(visitorKeys: string[]) {
      if (visitorKeys.length > 0)
        await uow.db().delete(recentlyViewed).where(inArray(recentlyViewed.visitorKey, visitorKeys));
    },

    /** Moves one visitor's history to another key (guest → user at sign-in), newest view winning. */
    async moveRecentlyViewed(fromKey: string, toKey: string, keep: number) {
      await uow.transaction(async () => {
        await uow.db().execute(sql`
          insert into ${recentlyViewed} (visitor_key, product_id, viewed_at)
          select ${toKey}, product_id, viewed_at from ${recentlyViewed} where visitor_key = ${fromKey}
          on conflict (visitor_key, product_id) do update
            set viewed_at = greatest(${recentlyViewed}.viewed_at, excluded.viewed_at)`);
        await uow.db().delete(recentlyViewed).where(eq(recentlyViewed.visitorKey, fromKey));
        await trimRecentlyViewed(uow, toKey, keep);
      });
    },

    async findProductDetail(id: number) {
      const [row] = await uow
        .db()
        .select({
          ...summaryColumns,
          categoryId: products.categoryId,
          categoryName: categories.name,
          categorySlug: categories.slug,
          manufacturerAddress: manufacturers.address,
          countryOfOrigin: manufacturers.countryOfOrigin,
          maxOrderQuantity: products.maxOrderQuantity,
          schedule: products.schedule,
          views: productInventory.views,
          purchases: productInventory.purchases,
          monograph: {
            key: monographs.key,
            kind: monographs.kind,
            specifications: monographs.specifications,
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
      const specialtyRows = await uow
        .db()
        .select({ slug: specialties.slug })
        .from(productSpecialties)
        .innerJoin(specialties, eq(specialties.id, productSpecialties.specialtyId))
        .where(eq(productSpecialties.productId, id))
        .orderBy(asc(specialties.id));
      return { ...row, specialties: specialtyRows.map((s) => s.slug) };
    },

    /** The view buffer's flush: every product's pending count in one statement (increments, never a set). */
    async addViews(counts: { productId: number; views: number }[]): Promise<void> {
      const values = sql.join(
        counts.map((c) => sql`(${c.productId}::int, ${c.views}::int)`),
        sql`, `,
      );
      await uow.db().execute(sql`
        update ${productInventory} set views = ${productInventory.views} + v.n
        from (values ${values}) as v(id, n) where ${productInventory.productId} = v.id`);
    },

    /**
     * What the cart and checkout price, cap and invoice a product by, for many products in one query: prices,
     * limits and stock, and the HSN code and the shelf's batch and expiry as printed on a tax invoice.
     */
    async purchaseFacts(ids: number[]): Promise<PurchaseFactsRow[]> {
      if (ids.length === 0) return [];
      return uow
        .db()
        .select({
          productId: products.id,
          name: products.name,
          manufacturer: manufacturers.name,
          packSize: products.packSize,
          unitsPerPack: products.unitsPerPack,
          mrpPaise: products.mrpPaise,
          pricePaise: products.pricePaise,
          prescriptionRequired: products.prescriptionRequired,
          maxOrderQuantity: products.maxOrderQuantity,
          stock: sellable,
          categoryId: products.categoryId,
          manufacturerId: products.manufacturerId,
          kind: monographs.kind,
          hsnCode: products.hsnCode,
          batchNumber: productInventory.batchNumber,
          expiryDate: productInventory.expiryDate,
        })
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .innerJoin(monographs, eq(monographs.id, products.monographId))
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(inArray(products.id, ids));
    },

    /** The guarded decrement: never below zero (a CHECK backs it). False when not enough is left. */
    async takeStock(productId: number, quantity: number): Promise<boolean> {
      const rows = await uow
        .db()
        .update(productInventory)
        .set({
          stock: sql`${productInventory.stock} - ${quantity}`,
          purchases: sql`${productInventory.purchases} + ${quantity}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(productInventory.productId, productId),
            gte(productInventory.stock, quantity),
            sql`exists (select 1 from ${products} where ${products.id} = ${productId} and ${onSale})`,
          ),
        )
        .returning({ productId: productInventory.productId });
      return rows.length === 1;
    },

    async returnStock(productId: number, quantity: number) {
      await uow
        .db()
        .update(productInventory)
        .set({
          stock: sql`${productInventory.stock} + ${quantity}`,
          purchases: sql`greatest(${productInventory.purchases} - ${quantity}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(productInventory.productId, productId));
    },

    /** Name and stock left of one product (the message of a failed reservation). */
    async stockOf(productId: number): Promise<{ name: string; stock: number } | null> {
      const [row] = await uow
        .db()
        .select({ name: products.name, stock: sellable })
        .from(products)
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(eq(products.id, productId));
      return row ?? null;
    },

    /** Name, form and category for drawing the product picture. */
    async findProductArt(id: number) {
      const [row] = await uow
        .db()
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

async function trimRecentlyViewed(uow: UnitOfWork, visitorKey: string, keep: number) {
  await uow.db().execute(sql`
    delete from ${recentlyViewed} where visitor_key = ${visitorKey} and product_id not in (
      select product_id from ${recentlyViewed} where visitor_key = ${visitorKey}
      order by viewed_at desc, product_id desc limit ${keep})`);
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
