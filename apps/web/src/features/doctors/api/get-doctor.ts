import { doctorProfileSchema } from '@aushadh/shared/doctors/schemas.ts';
import { hospitalSummarySchema } from '@aushadh/shared/hospitals/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
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

/** GET /api/doctors/{id}/hospitals: the hospitals where the doctor practises (the page's loader prefetches it). */
export function doctorHospitalsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['doctors', 'hospitals', id] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/doctors/${id}/hospitals`, import.meta.env.DEV && z.array(hospitalSummarySchema), { signal }),
    staleTime: 60_000,
  });
}

export function useDoctorHospitals(id: number) {
  return useQuery(doctorHospitalsQueryOptions(id));
}
