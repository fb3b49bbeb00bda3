import { medicineSearchResponseSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { MedicineSearchResult } from '@aushadh/shared/catalog/schemas.ts';
import { SEARCH } from '@aushadh/shared/constants.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/medicine/search?q= (SPEC §7). A non-OK reply gives an empty list and is only logged (SPEC §8);
 * a cancelled request still rejects so the query layer can drop it.
 */
export async function searchMedicines(q: string, signal?: AbortSignal): Promise<MedicineSearchResult[]> {
  try {
    return await apiFetch(
      `/api/medicine/search?${new URLSearchParams({ q }).toString()}`,
      medicineSearchResponseSchema,
      signal ? { signal } : {},
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Medicine search failed', error);
    return [];
  }
}

export function medicineSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['medicine-search', q] as const,
    queryFn: ({ signal }) => searchMedicines(q, signal),
    // Results of a query go stale after a minute; typing back and forth reuses them meanwhile.
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
}

/** Suggestions for the dropdown; no call under SEARCH.minQueryLength characters. */
export function useMedicineSearch(q: string) {
  return useQuery({
    ...medicineSearchQueryOptions(q),
    enabled: q.length >= SEARCH.minQueryLength,
    placeholderData: keepPreviousData,
  });
}
