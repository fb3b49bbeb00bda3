import { QUERY_DEFAULTS } from '@aushadh/shared/constants.ts';
import { productSummaryListSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/products/featured */
export function getFeaturedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  return apiFetch('/api/products/featured', import.meta.env.DEV && productSummaryListSchema, signal ? { signal } : {});
}

/** Cached 5 minutes (SPEC §7). */
export function featuredProductsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedProducts(signal),
    staleTime: QUERY_DEFAULTS.featuredCacheMs,
    gcTime: QUERY_DEFAULTS.featuredCacheMs,
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
