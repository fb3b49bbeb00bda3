/**
 * Catalog values the web's first page uses, without zod (schemas.ts builds on them), so the storefront's
 * entry does not carry the schemas (docs/perf.md, bundle).
 */

/** SPEC §5: percent off only when a lower discounted price exists, rounded to a whole percent. */
export function percentOff(price: number, discountedPrice: number | null | undefined): number | null {
  if (discountedPrice == null || price <= 0 || discountedPrice >= price) return null;
  return Math.round(((price - discountedPrice) / price) * 100);
}

/** The largest id a path may name (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;

/**
 * A path id as `idParamSchema` (schemas.ts) accepts it — digits only, 1 to MAX_ID — else null; without zod,
 * for the pages that read their id in the browser.
 */
export function parseIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** GET /api/products: one page of a listing, filtered and sorted on the server (state mirrors the URL). */
export const PRODUCT_PAGE_SIZE_MAX = 60;
export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'discount', 'rating', 'popularity'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * How a text search matched. all: every word, some product without a typo; corrected: every word, but only
 * through a spelling correction; partial: no product has every word (the best partial matches); none.
 */
export const SEARCH_MODES = ['all', 'corrected', 'partial', 'none'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/**
 * The dropdown's search summary travels in headers, so its body stays SPEC §7's plain list: the mode, and
 * the suggestion URI-encoded (absent when there is none).
 */
export const SEARCH_MODE_HEADER = 'x-search-mode';
export const SEARCH_SUGGESTION_HEADER = 'x-search-suggestion';
