import { specialtyListSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@aushadh/shared/constants.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type SpecialtyWithCount = z.infer<typeof specialtyListSchema>[number];

/** GET /api/specialties: the fixed SPEC §3 list with product counts. */
export function getSpecialties(signal?: AbortSignal): Promise<SpecialtyWithCount[]> {
  return apiFetch('/api/specialties', import.meta.env.DEV && specialtyListSchema, signal ? { signal } : {});
}

/** The list is fixed; only the counts move, so it is cached like the categories. */
export function specialtiesQueryOptions() {
  return queryOptions({
    queryKey: ['specialties'] as const,
    queryFn: ({ signal }) => getSpecialties(signal),
    staleTime: QUERY_DEFAULTS.categoriesCacheMs,
    gcTime: QUERY_DEFAULTS.categoriesCacheMs,
  });
}

export function useSpecialties() {
  return useQuery(specialtiesQueryOptions());
}
