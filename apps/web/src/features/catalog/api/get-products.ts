import { productPageSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductListQuery, ProductPage } from '@aushadh/shared/catalog/schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type ProductsParams = Pick<ProductListQuery, 'page' | 'pageSize'> & { categoryId?: number | undefined };

/** GET /api/products?categoryId=&page=&pageSize= */
export function getProducts(params: ProductsParams, signal?: AbortSignal): Promise<ProductPage> {
  const search = new URLSearchParams();
  if (params.categoryId !== undefined) search.set('categoryId', String(params.categoryId));
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return apiFetch(`/api/products?${search.toString()}`, productPageSchema, signal ? { signal } : {});
}

export function productsQueryOptions(params: ProductsParams) {
  return queryOptions({
    queryKey: ['products', 'list', params] as const,
    queryFn: ({ signal }) => getProducts(params, signal),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), enabled: options.enabled ?? true });
}
