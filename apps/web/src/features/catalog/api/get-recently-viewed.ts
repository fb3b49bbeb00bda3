import { productSummaryListSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** GET /api/recently-viewed: the products this visitor opened, newest first (kept per visitor on the server). */
export function getRecentlyViewed(signal?: AbortSignal): Promise<ProductSummary[]> {
  return apiFetch('/api/recently-viewed', import.meta.env.DEV && productSummaryListSchema, signal ? { signal } : {});
}

export function recentlyViewedQueryOptions() {
  return queryOptions({
    queryKey: sessionKey('recently-viewed'),
    queryFn: ({ signal }) => getRecentlyViewed(signal),
    // Opening a product changes the list, so every mount asks again.
    staleTime: 0,
  });
}

export function useRecentlyViewed() {
  return useQuery(recentlyViewedQueryOptions());
}
