import { medicineSearchResponseSchema, type MedicineSearchResult } from '@aushadh/shared/catalog/schemas.ts';
import { SEARCH } from '@aushadh/shared/constants.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/medicine/search?q= — the public search (SPEC §7), for picking what a prescription allows. */
export function searchCatalog(q: string, signal?: AbortSignal): Promise<MedicineSearchResult[]> {
  return apiFetch(
    `/api/medicine/search?${new URLSearchParams({ q }).toString()}`,
    import.meta.env.DEV && medicineSearchResponseSchema,
    signal ? { signal } : {},
  );
}

/** Asked only from SEARCH.minQueryLength letters (SPEC §5); the last answer stays while the next loads. */
export function useCatalogSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...queryOptions({
      queryKey: ['pharmacy-catalog-search', text],
      queryFn: ({ signal }) => searchCatalog(text, signal),
      staleTime: 60_000,
    }),
    enabled: text.length >= SEARCH.minQueryLength,
    placeholderData: keepPreviousData,
  });
}
