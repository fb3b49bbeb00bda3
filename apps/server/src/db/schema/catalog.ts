import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The catalog feature's tables: only features/catalog/catalog.repository.ts (and the seed) touch them.

export const categories = pgTable('categories', {
  // Ids are assigned by the seed: 4–7 are fixed by the header links (SPEC §2).
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull().default(100),
});

export const specialties = pgTable('specialties', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
});

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  address: text('address').notNull(),
  countryOfOrigin: text('country_of_origin').notNull(),
});

export interface SafetyAdviceColumn {
  level: 'safe' | 'safe-if-prescribed' | 'caution' | 'unsafe' | 'consult';
  text: string;
}

/** The drug-information leaflet of one generic (or wellness line); every product of that generic shares it. */
export const monographs = pgTable('monographs', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['medicine', 'wellness', 'device'] }).notNull(),
  therapeuticClass: text('therapeutic_class').notNull(),
  chemicalClass: text('chemical_class').notNull(),
  actionClass: text('action_class').notNull(),
  habitForming: boolean('habit_forming').notNull(),
  primaryUse: text('primary_use').notNull(),
  description: text('description').notNull(),
  introduction: text('introduction').notNull(),
  benefits: jsonb('benefits').$type<{ title: string; text: string }[]>().notNull(),
  howToUse: text('how_to_use').notNull(),
  howItWorks: text('how_it_works').notNull(),
  safetyAdvice: jsonb('safety_advice')
    .$type<Record<'alcohol' | 'pregnancy' | 'lactation' | 'driving' | 'kidney' | 'liver', SafetyAdviceColumn>>()
    .notNull(),
  missedDose: text('missed_dose').notNull(),
  sideEffects: jsonb('side_effects').$type<string[]>().notNull(),
  storage: text('storage').notNull(),
  faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull(),
  /** Devices, kits and wellness products: what it is made of or measures (label → value); null for medicines. */
  specifications: jsonb('specifications').$type<{ label: string; value: string }[]>(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    monographId: integer('monograph_id')
      .notNull()
      .references(() => monographs.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    medicineType: text('medicine_type').notNull(),
    strength: text('strength').notNull(),
    /** As printed on 1mg-style pages, e.g. "Paracetamol (650mg)". */
    saltComposition: text('salt_composition').notNull(),
    /** Normalised generic + strength: products sharing it are substitutes of each other. */
    compositionKey: text('composition_key').notNull(),
    packSize: text('pack_size').notNull(),
    unitsPerPack: smallint('units_per_pack').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    prescriptionRequired: boolean('prescription_required').notNull(),
    schedule: text('schedule', { enum: ['OTC', 'G', 'H', 'H1'] }).notNull(),
    /** Rating ×10 (0–50) so it stays an integer. */
    ratingTenths: smallint('rating_tenths').notNull(),
    ratingCount: integer('rating_count').notNull(),
    tags: text('tags').array().notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    maxOrderQuantity: smallint('max_order_quantity').notNull().default(10),
    /** GST tariff (HSN) code printed on the invoice: 3004 medicaments, 9018/9025 devices, 2106 supplements, … */
    hsnCode: text('hsn_code').notNull().default('3004'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the admin retires the product (issue 17 item 3): kept for old orders, gone from sale and search. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Last admin edit (the catalog export and the admin list show it). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_featured_idx')
      .on(t.id)
      .where(sql`${t.isFeatured}`),
    index('products_composition_idx').on(t.compositionKey, t.pricePaise),
    index('products_monograph_idx').on(t.monographId),
    check('products_mrp_positive', sql`${t.mrpPaise} > 0`),
    check('products_price_range', sql`${t.pricePaise} > 0 AND ${t.pricePaise} <= ${t.mrpPaise}`),
    check('products_rating_range', sql`${t.ratingTenths} BETWEEN 0 AND 50`),
  ],
);

/**
 * Stock and counters change far more often than the product row: a narrow table keeps the wide row
 * free of dead tuples (DESIGN §5: PGlite never vacuums by itself).
 */
export const productInventory = pgTable(
  'product_inventory',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    views: integer('views').notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
    /** The batch on the shelf now and its expiry (printed on the invoice; the chemist's packing records its own). */
    batchNumber: text('batch_number'),
    expiryDate: date('expiry_date'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_inventory_stock_nonnegative', sql`${t.stock} >= 0`)],
);

export const productSpecialties = pgTable(
  'product_specialties',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.specialtyId] }),
    index('product_specialties_specialty_idx').on(t.specialtyId),
  ],
);

/**
 * "Previously browsed": the last products each visitor opened. `visitorKey` is `u:<userId>` or `g:<guestId>`;
 * the service keeps the newest 20 per visitor and moves a guest's rows to the user key at sign-in.
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    visitorKey: text('visitor_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitorKey, t.productId] }),
    index('recently_viewed_visitor_idx').on(t.visitorKey, t.viewedAt),
  ],
);

/**
 * The batches on the shelf, per product (issue 12): the chemist packs each line from a batch whose expiry is at
 * least 90 days after delivery; stock received, damaged or expired moves a batch's count. `product_inventory.stock`
 * stays the sellable count that checkout reserves.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_batches_product_batch_idx').on(t.productId, t.batchNumber),
    index('stock_batches_product_expiry_idx').on(t.productId, t.expiryDate),
    check('stock_batches_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);

/** Every stock change the chemist or an order made, with who, why and when. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => stockBatches.id, { onDelete: 'set null' }),
    /** Positive in, negative out. */
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['received', 'damaged', 'expired', 'packed', 'returned', 'correction'] }).notNull(),
    note: text('note').notNull().default(''),
    /** The orders feature's id when an order caused it (no foreign key across features). */
    orderId: integer('order_id'),
    byUserId: integer('by_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.at)],
);
