import { PRODUCT_SORTS, productListQuerySchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductSort } from '@aushadh/shared/catalog/schemas.ts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductsParams } from '../api/get-products.ts';

/**
 * A listing's whole state lives in the URL search params, so a listing can be shared, survives a reload and
 * the back button steps through filter changes. Keys match the API's, except the price range: the URL holds
 * whole rupees (readable when shared, "?minPrice=100" is ₹100) and the API gets paise.
 */
export interface ListingState {
  q?: string;
  categoryId?: number;
  manufacturer?: string;
  /** true: only prescription medicines; false: only those sold without one. */
  prescription?: boolean;
  inStock?: boolean;
  minPriceRupees?: number;
  maxPriceRupees?: number;
  minDiscount?: number;
  sort: ProductSort;
  page: number;
}

export type ListingFilterKey = Exclude<keyof ListingState, 'sort' | 'page' | 'q'>;
export const LISTING_FILTER_KEYS: ListingFilterKey[] = [
  'categoryId',
  'manufacturer',
  'prescription',
  'inStock',
  'minPriceRupees',
  'maxPriceRupees',
  'minDiscount',
];

export const LISTING_PAGE_SIZE = 24;
const MAX_RUPEES = 1_000_000;

const shape = productListQuerySchema.shape;

function parseField<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, raw: string | null) {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

function parseRupees(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= MAX_RUPEES ? value : undefined;
}

/** Reads the listing state from the URL; a value that does not parse is ignored rather than an error. */
export function readListingState(params: URLSearchParams): ListingState {
  const state: ListingState = {
    sort: parseField(shape.sort, params.get('sort')) ?? 'relevance',
    page: parseField(shape.page, params.get('page')) ?? 1,
  };
  const q = parseField(shape.q, params.get('q'));
  if (q) state.q = q;
  const categoryId = parseField(shape.categoryId, params.get('categoryId'));
  if (categoryId !== undefined) state.categoryId = categoryId;
  const manufacturer = parseField(shape.manufacturer, params.get('manufacturer'));
  if (manufacturer) state.manufacturer = manufacturer;
  const prescription = parseField(shape.prescription, params.get('prescription'));
  if (prescription !== undefined) state.prescription = prescription;
  if (parseField(shape.inStock, params.get('inStock')) === true) state.inStock = true;
  const minPrice = parseRupees(params.get('minPrice'));
  if (minPrice !== undefined) state.minPriceRupees = minPrice;
  const maxPrice = parseRupees(params.get('maxPrice'));
  if (maxPrice !== undefined) state.maxPriceRupees = maxPrice;
  const minDiscount = parseField(shape.minDiscount, params.get('minDiscount'));
  if (minDiscount) state.minDiscount = minDiscount;
  return state;
}

/** Writes the state back to search params, leaving out defaults so URLs stay short. */
export function writeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.categoryId !== undefined) params.set('categoryId', String(state.categoryId));
  if (state.manufacturer) params.set('manufacturer', state.manufacturer);
  if (state.prescription !== undefined) params.set('prescription', String(state.prescription));
  if (state.inStock) params.set('inStock', 'true');
  if (state.minPriceRupees !== undefined) params.set('minPrice', String(state.minPriceRupees));
  if (state.maxPriceRupees !== undefined) params.set('maxPrice', String(state.maxPriceRupees));
  if (state.minDiscount) params.set('minDiscount', String(state.minDiscount));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query for a listing: URL state plus what the route fixes (a category, a specialty, featured). */
export function toProductsParams(
  state: ListingState,
  fixed: Partial<Pick<ProductsParams, 'categoryId' | 'specialty' | 'featured'>> = {},
  pageSize = LISTING_PAGE_SIZE,
): ProductsParams {
  const params: ProductsParams = { sort: state.sort, page: state.page, pageSize };
  if (state.q) params.q = state.q;
  const categoryId = fixed.categoryId ?? state.categoryId;
  if (categoryId !== undefined) params.categoryId = categoryId;
  if (fixed.specialty) params.specialty = fixed.specialty;
  if (fixed.featured) params.featured = true;
  if (state.manufacturer) params.manufacturer = state.manufacturer;
  if (state.prescription !== undefined) params.prescription = state.prescription;
  if (state.inStock) params.inStock = true;
  if (state.minPriceRupees !== undefined) params.minPrice = state.minPriceRupees * 100;
  if (state.maxPriceRupees !== undefined) params.maxPrice = state.maxPriceRupees * 100;
  if (state.minDiscount) params.minDiscount = state.minDiscount;
  return params;
}

export function countActiveFilters(state: ListingState): number {
  let count = 0;
  for (const key of LISTING_FILTER_KEYS) {
    if (key === 'maxPriceRupees' && state.minPriceRupees !== undefined) continue; // one price range
    if (state[key] !== undefined) count += 1;
  }
  return count;
}

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

export type ListingPatch = Partial<Omit<ListingState, 'sort' | 'page'>> & { sort?: ProductSort; page?: number };

/**
 * The listing state of the current URL and setters that push a new history entry (so Back undoes a filter).
 * Updates are flushed synchronously so a checkbox or radio shows its new state at once, not after the
 * router's transition.
 */
export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListingState(searchParams), [searchParams]);

  /** Changes some fields; any change other than the page goes back to page 1. Undefined removes a field. */
  const update = useCallback(
    (patch: ListingPatch) => {
      const next: ListingState = { ...readListingState(searchParams) };
      for (const [key, value] of Object.entries(patch) as [keyof ListingState, unknown][]) {
        if (value === undefined) delete next[key];
        else (next as unknown as Record<string, unknown>)[key] = value;
      }
      next.sort ??= 'relevance';
      if (!('page' in patch)) next.page = 1;
      next.page ??= 1;
      setSearchParams(writeListingState(next), { preventScrollReset: true, flushSync: true });
    },
    [searchParams, setSearchParams],
  );

  /** Removes every filter, keeping the search text and the sort. */
  const clearFilters = useCallback(() => {
    const current = readListingState(searchParams);
    const next: ListingState = { sort: current.sort, page: 1 };
    if (current.q) next.q = current.q;
    setSearchParams(writeListingState(next), { preventScrollReset: true, flushSync: true });
  }, [searchParams, setSearchParams]);

  const hrefForPage = useCallback(
    (page: number) => {
      const query = writeListingState({ ...state, page }).toString();
      return query ? `?${query}` : '?';
    },
    [state],
  );

  return { state, update, clearFilters, hrefForPage };
}
