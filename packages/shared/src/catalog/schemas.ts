import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';
import { SPECIALTY_SLUGS } from './specialties.ts';
import {
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_MODES,
  percentOff,
  SEARCH_MODE_HEADER,
  SEARCH_SUGGESTION_HEADER,
  type ProductSort,
  type SearchMode,
} from './catalog-constants.ts';

/** Money is integer paise everywhere in the API (DESIGN §3). */
export const paiseSchema = z.number().int().nonnegative();

/** A path id: digits only, within int4, so "1e9", "-1" or "abc" are a 400 rather than a database error. */
export const idParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647, 'Too large'));

export const productIdParamsSchema = z.object({ id: idParamSchema });

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Where the category leads in the web app, e.g. /products/category/4. */
  link: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** A product as a card or search result shows it (SPEC §3): price is MRP, discountedPrice the selling price. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  imageUrl: z.string(),
  price: paiseSchema,
  discountedPrice: paiseSchema,
  packSize: z.string(),
  medicineType: z.string(),
  saltComposition: z.string(),
  prescriptionRequired: z.boolean(),
  inStock: z.boolean(),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  isFeatured: z.boolean(),
  tags: z.array(z.string()),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productSummaryListSchema = z.array(productSummarySchema);

export const PRODUCT_KINDS = ['medicine', 'wellness', 'device'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const safetyLevelSchema = z.enum(['safe', 'safe-if-prescribed', 'caution', 'unsafe', 'consult']);
const safetyAdviceSchema = z.object({ level: safetyLevelSchema, text: z.string() });

export const productDetailSchema = productSummarySchema.extend({
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** For the category's name in the reader's language (web: use-category-name.ts). */
  categorySlug: z.string(),
  description: z.string(),
  manufacturerAddress: z.string(),
  countryOfOrigin: z.string(),
  stock: z.number().int().nonnegative(),
  maxOrderQuantity: z.number().int().positive(),
  discountPercent: z.number().int().min(0).max(100),
  schedule: z.enum(['OTC', 'G', 'H', 'H1']),
  /**
   * Which page template fits: a medicine has the SPEC §2 sections (salt, substitutes, missed dose…); a wellness
   * product or a device shows its ingredients or specifications, how to use and warnings instead.
   */
  kind: z.enum(PRODUCT_KINDS),
  /** Ingredients or specifications (wellness and devices); empty for medicines. */
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Warnings for wellness products and devices; medicines carry theirs in safetyAdvice. */
  warnings: z.array(z.string()),
  views: z.number().int().nonnegative(),
  purchases: z.number().int().nonnegative(),
  specialties: z.array(z.enum(SPECIALTY_SLUGS as [string, ...string[]])),
  introduction: z.string(),
  benefits: z.array(z.object({ title: z.string(), text: z.string() })),
  howToUse: z.string(),
  howItWorks: z.string(),
  safetyAdvice: z.object({
    alcohol: safetyAdviceSchema,
    pregnancy: safetyAdviceSchema,
    lactation: safetyAdviceSchema,
    driving: safetyAdviceSchema,
    kidney: safetyAdviceSchema,
    liver: safetyAdviceSchema,
  }),
  missedDose: z.string(),
  sideEffects: z.array(z.string()),
  storage: z.string(),
  primaryUse: z.string(),
  factBox: z.object({
    habitForming: z.boolean(),
    therapeuticClass: z.string(),
    chemicalClass: z.string(),
    actionClass: z.string(),
  }),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const searchTextSchema = safeText({ field: 'searchText', max: 200, maxMessage: messageToken('SEARCH_TEXT_TOO_LONG') });
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const productListQuerySchema = z.object({
  /** Free text within the listing (the /search page uses it). */
  q: searchTextSchema.optional(),
  categoryId: idParamSchema.optional(),
  specialty: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z-]+$/, 'Unknown specialty')
    .optional(),
  manufacturer: safeText({ field: 'manufacturer', max: 120 }).optional(),
  /** "true": only medicines that need a prescription; "false": only those that do not. */
  prescription: booleanQuery.optional(),
  inStock: booleanQuery.optional(),
  featured: booleanQuery.optional(),
  minPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /** Minimum discount in whole percent. */
  minDiscount: z.coerce.number().int().min(0).max(100).optional(),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX).default(24),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** [start, end) character ranges of a text that matched the search words, for highlighting. */
export const highlightRangesSchema = z.array(z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]));
export const searchHighlightsSchema = z.object({
  name: highlightRangesSchema,
  saltComposition: highlightRangesSchema,
  manufacturer: highlightRangesSchema,
});
export type SearchHighlights = z.infer<typeof searchHighlightsSchema>;

/** Added to each result of a text search (optional: SPEC §7's payload stays as it was). */
const searchMatchFields = {
  /** The query's words (as typed, lower case) this product matched; fewer than all in a partial match. */
  matchedWords: z.array(z.string()).optional(),
  highlights: searchHighlightsSchema.optional(),
};

export const searchSummarySchema = z.object({
  query: z.string(),
  mode: z.enum(SEARCH_MODES),
  /** The query's words (as typed, lower case) that the results matched, and those none did, in query order. */
  matchedWords: z.array(z.string()),
  unmatchedWords: z.array(z.string()),
  /** Did you mean: the query spelt as the catalog spells it; null when there is nothing to correct. */
  suggestion: z.string().nullable(),
});
export type SearchSummary = z.infer<typeof searchSummarySchema>;

export const productListItemSchema = productSummarySchema.extend(searchMatchFields);
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productPageSchema = z.object({
  items: z.array(productListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** For the filter panel: the makers present in this listing (before the manufacturer filter), most products first. */
  facets: z.object({ manufacturers: z.array(z.object({ name: z.string(), count: z.number().int() })) }).optional(),
  /** With `q`: how the words matched (notice and "did you mean" on the results page). */
  search: searchSummarySchema.optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** SPEC §7 GET /api/medicine/search?q=: under 2 characters answers an empty list. */
export const medicineSearchQuerySchema = z.object({ q: searchTextSchema.default('') });
export const medicineSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  imageUrl: z.string(),
  price: paiseSchema,
  discountedPrice: paiseSchema,
  saltComposition: z.string(),
  prescriptionRequired: z.boolean(),
  inStock: z.boolean(),
  ...searchMatchFields,
});
export type MedicineSearchResult = z.infer<typeof medicineSearchResultSchema>;
export const medicineSearchResponseSchema = z.array(medicineSearchResultSchema);

export const specialtyWithCountSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  productCount: z.number().int().nonnegative(),
});
export const specialtyListSchema = z.array(specialtyWithCountSchema);

/** A substitute: same salt composition, strength and form; how much cheaper per unit (tablet, ml…) it is. */
export const substituteSchema = productSummarySchema.extend({
  unitsPerPack: z.number().int().positive(),
  unitPricePaise: z.number().nonnegative(),
  /** Positive = the substitute is cheaper per unit than the product on screen. */
  savingsPerUnitPaise: z.number(),
  savingsPercent: z.number().int(),
});
export type Substitute = z.infer<typeof substituteSchema>;

/** GET /api/products/{id}/related */
export const relatedProductsSchema = z.object({
  substitutes: z.array(substituteSchema),
  similar: productSummaryListSchema,
  frequentlyBoughtTogether: productSummaryListSchema,
});
export type RelatedProducts = z.infer<typeof relatedProductsSchema>;

// Defined without zod for the web's first page; still importable from here as before.
export {
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_MODES,
  percentOff,
  SEARCH_MODE_HEADER,
  SEARCH_SUGGESTION_HEADER,
  type ProductSort,
  type SearchMode,
};

/** The languages medicine leaflets are translated into (issue 20); others read the English monograph. */
export const LEAFLET_LANGUAGES = ['hi', 'bn', 'te', 'mr', 'ta', 'ar'] as const;
export const LEAFLET_SAFETY_KEYS = ['alcohol', 'pregnancy', 'lactation', 'driving', 'kidney', 'liver'] as const;
/** A medicine leaflet in one language: uses, benefits, side effects, safety advice, how to use. */
export const leafletSchema = z.object({
  uses: z.string(),
  benefits: z.array(z.string()),
  sideEffects: z.array(z.string()),
  safetyAdvice: z.object(
    Object.fromEntries(LEAFLET_SAFETY_KEYS.map((k) => [k, z.string()])) as Record<
      (typeof LEAFLET_SAFETY_KEYS)[number],
      z.ZodString
    >,
  ),
  howToUse: z.string(),
});
export type Leaflet = z.infer<typeof leafletSchema>;
/** GET /api/products/{id}/leaflet?lang=: the leaflet in that language, or null (the page shows English and says so). */
export const productLeafletSchema = z.object({ language: z.string(), leaflet: leafletSchema.nullable() });
export const leafletQuerySchema = z.object({ lang: z.string().max(8).optional() });
