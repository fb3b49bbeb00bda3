import {
  SEARCH_MODE_HEADER,
  SEARCH_MODES,
  SEARCH_SUGGESTION_HEADER,
  type SearchMode,
} from '@aushadh/shared/catalog/catalog-constants.ts';
import { medicineSearchResponseSchema, type MedicineSearchResult } from '@aushadh/shared/catalog/schemas.ts';
import { SEARCH } from '@aushadh/shared/constants.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The dropdown's answer: SPEC §7's list, plus how the words matched and "did you mean" (from headers). */
export interface MedicineSearchAnswer {
  results: MedicineSearchResult[];
  mode: SearchMode | null;
  suggestion: string | null;
}

const EMPTY: MedicineSearchAnswer = { results: [], mode: null, suggestion: null };

function readSuggestion(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * GET /api/medicine/search?q= (SPEC §7). A non-OK reply gives an empty list and is only logged (SPEC §8);
 * a cancelled request still rejects so the query layer can drop it.
 */
export async function searchMedicines(q: string, signal?: AbortSignal): Promise<MedicineSearchAnswer> {
  try {
    const response = await apiRequest(
      `/api/medicine/search?${new URLSearchParams({ q }).toString()}`,
      signal ? { signal } : {},
    );
    // Checked in development and tests only, like apiFetch's replies (lib/api-client.ts).
    const reply: unknown = await response.json();
    const results = import.meta.env.DEV ? medicineSearchResponseSchema.parse(reply) : (reply as MedicineSearchResult[]);
    const mode = response.headers.get(SEARCH_MODE_HEADER);
    return {
      results,
      mode: SEARCH_MODES.find((known) => known === mode) ?? null,
      suggestion: readSuggestion(response.headers.get(SEARCH_SUGGESTION_HEADER)),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Medicine search failed', error);
    return EMPTY;
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
