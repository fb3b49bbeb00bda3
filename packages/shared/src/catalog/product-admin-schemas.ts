import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';

/**
 * /api/admin/products (issue 17 item 3): the catalog's write side. Products are created, edited and retired
 * by admin and subadmin; the rules (price ≤ MRP, a known generic, Schedule X and narcotics refused, the
 * prescription flag from the schedule) are checked here and again on the server, and a CSV import runs every
 * row through the same schema.
 */

const id = z.number().int().positive().max(2_147_483_647);

/**
 * What an admin may type as a schedule. X (Drugs and Cosmetics Rules) and NDPS (narcotics and psychotropics)
 * are listed so they are refused with a reason, not as an unknown word: Indian e-pharmacies may not sell them.
 */
export const PRODUCT_SCHEDULE_INPUTS = ['OTC', 'G', 'H', 'H1', 'X', 'NDPS'] as const;
export const SELLABLE_SCHEDULES = ['OTC', 'G', 'H', 'H1'] as const;
export type SellableSchedule = (typeof SELLABLE_SCHEDULES)[number];
export const REFUSED_SCHEDULES = ['X', 'NDPS'] as const;

/** Forms that always need a prescription whatever the generic's schedule (injections are given by a professional). */
const PRESCRIPTION_FORMS = ['injection'];

/** SPEC §3 "prescription required", computed, never typed: Schedule H and H1, and injections. */
export function prescriptionRequiredFor(schedule: SellableSchedule, medicineType: string): boolean {
  return schedule === 'H' || schedule === 'H1' || PRESCRIPTION_FORMS.includes(medicineType.trim().toLowerCase());
}

/** Largest MRP an admin may enter: ₹10,00,000 (devices such as oxygen concentrators reach ₹60,000). */
export const MAX_PRODUCT_PAISE = 100_000_000;

/** "125", "125.5", "125.50", "₹1,250.00" → paise; null when it is not an amount (never through a float). */
export function rupeesToPaise(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.replace(/[₹,\s]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 12550 → "125.50": how the catalog file and the product form write money. */
export const paiseToRupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const paise = z
  .number({ error: messageToken('PRODUCT_PRICE_INVALID') })
  .int(messageToken('PRODUCT_PRICE_INVALID'))
  .min(1, messageToken('PRODUCT_PRICE_INVALID'))
  .max(MAX_PRODUCT_PAISE, messageToken('PRODUCT_PRICE_INVALID'));

/** The fields of a product an admin writes; everything else (salts, prescription flag) follows from them. */
export const productInputSchema = z
  .object({
    name: safeText({ field: 'name', min: 2, max: 120 }),
    /** The generic's key (the drug leaflet): it gives the salts, the schedule it starts from and the kind. */
    generic: z
      .string({ error: messageToken('PRODUCT_GENERIC_UNKNOWN') })
      .trim()
      .min(1, messageToken('PRODUCT_GENERIC_UNKNOWN'))
      .max(80, messageToken('PRODUCT_GENERIC_UNKNOWN')),
    strength: safeText({ field: 'strength', max: 40 }),
    medicineType: safeText({ field: 'medicineType', min: 2, max: 40 }),
    manufacturer: safeText({ field: 'manufacturer', min: 2, max: 120 }),
    categoryId: id,
    packSize: safeText({ field: 'packSize', min: 1, max: 60 }),
    unitsPerPack: z.number().int().min(1).max(1000),
    mrpPaise: paise,
    pricePaise: paise,
    schedule: z.enum(PRODUCT_SCHEDULE_INPUTS, { error: messageToken('PRODUCT_SCHEDULE_INVALID') }),
    hsnCode: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, messageToken('PRODUCT_HSN_INVALID')),
    maxOrderQuantity: z.number().int().min(1).max(100),
    isFeatured: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.pricePaise > value.mrpPaise) {
      ctx.addIssue({ code: 'custom', path: ['pricePaise'], message: messageToken('PRODUCT_PRICE_ABOVE_MRP') });
    }
    if ((REFUSED_SCHEDULES as readonly string[]).includes(value.schedule)) {
      ctx.addIssue({ code: 'custom', path: ['schedule'], message: messageToken('PRODUCT_SCHEDULE_REFUSED') });
    }
  });
export type ProductInput = z.infer<typeof productInputSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  generic: z.string(),
  genericName: z.string(),
  saltComposition: z.string(),
  strength: z.string(),
  medicineType: z.string(),
  manufacturer: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  packSize: z.string(),
  unitsPerPack: z.number().int(),
  mrpPaise: z.number().int(),
  pricePaise: z.number().int(),
  schedule: z.enum(SELLABLE_SCHEDULES),
  prescriptionRequired: z.boolean(),
  hsnCode: z.string(),
  maxOrderQuantity: z.number().int(),
  isFeatured: z.boolean(),
  stock: z.number().int(),
  retired: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const ADMIN_PRODUCT_PAGE_SIZE = 25;
export const ADMIN_PRODUCT_SORTS = ['id', 'name', 'price', 'stock', 'updated'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_PRODUCT_STATUSES = ['active', 'retired', 'low-stock'] as const;

/** Below this many sellable units a product counts as low stock (the dashboard and the products filter). */
export const LOW_STOCK_BELOW = 20;

export const adminProductListQuerySchema = z.object({
  q: safeText({ field: 'searchText', max: 100 }).optional(),
  status: z.enum(ADMIN_PRODUCT_STATUSES).optional(),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('id'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductPageSchema = z.object({
  items: z.array(adminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** What the product form chooses from: the generics (leaflets), makers and categories the catalog knows. */
export const productFormOptionsSchema = z.object({
  generics: z.array(z.object({ key: z.string(), name: z.string(), kind: z.enum(['medicine', 'wellness', 'device']) })),
  manufacturers: z.array(z.string()),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProductFormOptions = z.infer<typeof productFormOptionsSchema>;

/* ── CSV import and export ── */

/** The catalog file's columns, in order. Money in rupees with up to two decimals (what a spreadsheet shows). */
export const CATALOG_CSV_COLUMNS = [
  'id',
  'name',
  'generic',
  'strength',
  'form',
  'manufacturer',
  'category_id',
  'pack_size',
  'units_per_pack',
  'mrp_inr',
  'price_inr',
  'schedule',
  'hsn_code',
  'max_order_quantity',
  'featured',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** Rows one import may hold (a whole catalog's edit goes in several files). */
export const CATALOG_IMPORT_MAX_ROWS = 5000;
/** Bytes of one CSV upload. */
export const CATALOG_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const CATALOG_IMPORT_MODES = ['dry-run', 'all-or-nothing', 'valid-rows-only'] as const;
export type CatalogImportMode = (typeof CATALOG_IMPORT_MODES)[number];

export const catalogImportRequestSchema = z.object({
  mode: z.enum(CATALOG_IMPORT_MODES),
  csv: z
    .string()
    .min(1, messageToken('CSV_FILE_INVALID'))
    .max(CATALOG_IMPORT_MAX_BYTES, messageToken('CSV_FILE_INVALID')),
});
export type CatalogImportRequest = z.infer<typeof catalogImportRequestSchema>;

/** One thing wrong with one row: the file's line number, the column, and the catalog code that says why. */
export const catalogImportIssueSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});
export type CatalogImportIssue = z.infer<typeof catalogImportIssueSchema>;

export const catalogImportReportSchema = z.object({
  mode: z.enum(CATALOG_IMPORT_MODES),
  rows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  /** Rows written: 0 on a dry run and whenever a row is wrong in all-or-nothing mode. */
  created: z.number().int(),
  updated: z.number().int(),
  issues: z.array(catalogImportIssueSchema),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;
