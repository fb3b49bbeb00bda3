import { productPageSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductListQuery, ProductPage } from '@aushadh/shared/catalog/schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every listing filter of GET /api/products; page and pageSize are required, the rest optional. */
export type ProductsParams = Partial<Omit<ProductListQuery, 'page' | 'pageSize'>> &
  Pick<ProductListQuery, 'page' | 'pageSize'>;

/** The query string the server expects, in a stable key order (so equal params share one cache entry). */
export function productsSearchParams(params: ProductsParams): URLSearchParams {
  const search = new URLSearchParams();
  const keys = [
    'q',
    'categoryId',
    'specialty',
    'manufacturer',
    'prescription',
    'inStock',
    'featured',
    'minPrice',
    'maxPrice',
    'minDiscount',
    'sort',
    'page',
    'pageSize',
  ] as const;
  for (const key of keys) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  return search;
}

/** GET /api/products?q=&categoryId=&…&page=&pageSize= */
export function getProducts(params: ProductsParams, signal?: AbortSignal): Promise<ProductPage> {
  return apiFetch(
    `/api/products?${productsSearchParams(params).toString()}`,
    import.meta.env.DEV && productPageSchema,
    signal ? { signal } : {},
  );
}

export function productsQueryOptions(params: ProductsParams) {
  return queryOptions({
    queryKey: ['products', 'list', productsSearchParams(params).toString()] as const,
    queryFn: ({ signal }) => getProducts(params, signal),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), enabled: options.enabled ?? true });
}
