import { categoryListSchema } from '@aushadh/shared/catalog/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/categories — for the "bought from a category" segment. */
export function useCategoryChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['campaigns', 'categories'] as const,
      queryFn: ({ signal }) => apiFetch('/api/categories', categoryListSchema, { signal }),
      staleTime: 10 * 60_000,
    }),
  );
}
