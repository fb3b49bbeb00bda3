import { doctorProfileSchema } from '@aushadh/shared/doctors/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/doctors/{id}: the profile with the next days' slots. */
export function doctorQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['doctors', 'detail', id] as const,
    queryFn: ({ signal }) => apiFetch(`/api/doctors/${id}`, import.meta.env.DEV && doctorProfileSchema, { signal }),
  });
}

export function useDoctor(id: number) {
  return useQuery(doctorQueryOptions(id));
}
