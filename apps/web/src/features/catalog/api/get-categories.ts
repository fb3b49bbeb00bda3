import { QUERY_DEFAULTS } from '@aushadh/shared/constants.ts';
import { categoryListSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { Category } from '@aushadh/shared/catalog/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/categories */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch('/api/categories', import.meta.env.DEV && categoryListSchema, signal ? { signal } : {});
}

/** Cached 10 minutes (SPEC §7). */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: QUERY_DEFAULTS.categoriesCacheMs,
    gcTime: QUERY_DEFAULTS.categoriesCacheMs,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
