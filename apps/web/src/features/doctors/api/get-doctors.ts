import { doctorPageSchema, specialtyListSchema, type DoctorSearchQuery } from '@aushadh/shared/doctors/schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The directory's filters as they travel in the page's URL and the API's query string. */
export type DoctorFilters = Partial<Record<keyof DoctorSearchQuery, string>>;

export const DOCTOR_FILTER_KEYS = [
  'q',
  'specialty',
  'language',
  'maxFee',
  'availableToday',
  'mode',
  'gender',
  'sort',
  'page',
] as const satisfies readonly (keyof DoctorSearchQuery)[];

export function readDoctorFilters(params: URLSearchParams): DoctorFilters {
  const filters: DoctorFilters = {};
  for (const key of DOCTOR_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value.slice(0, 100);
  }
  return filters;
}

const queryString = (filters: DoctorFilters) => {
  const params = new URLSearchParams();
  for (const key of DOCTOR_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  return params.toString();
};

/** GET /api/doctors?… */
export function doctorsQueryOptions(filters: DoctorFilters) {
  const qs = queryString(filters);
  return queryOptions({
    queryKey: ['doctors', 'list', qs] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/doctors${qs ? `?${qs}` : ''}`, import.meta.env.DEV && doctorPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDoctors(filters: DoctorFilters) {
  return useQuery(doctorsQueryOptions(filters));
}

/** GET /api/doctors/specialties */
export function doctorSpecialtiesQueryOptions() {
  return queryOptions({
    queryKey: ['doctors', 'specialties'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/doctors/specialties', import.meta.env.DEV && specialtyListSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDoctorSpecialties() {
  return useQuery(doctorSpecialtiesQueryOptions());
}
