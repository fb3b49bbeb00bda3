import {
  adminHospitalSchema,
  HOSPITAL_DEPARTMENT_SLUGS,
  hospitalAppointmentSchema,
  hospitalDeskSchema,
  hospitalDetailSchema,
  hospitalListSchema,
  hospitalSubmittedSchema,
  hospitalSummarySchema,
  type HospitalAppointmentDecision,
  type HospitalAppointmentInput,
  type HospitalDepartment,
  type HospitalSubmission,
} from '@aushadh/shared/hospitals/schemas.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export interface HospitalsParams {
  q: string;
  city: string;
  specialty: HospitalDepartment | null;
  emergency: boolean;
  pincode: string;
  radiusKm: number | null;
  page: number;
}

/** Reads /hospitals?q&city&specialty&emergency&pincode&radiusKm&page (the page and the route loader alike). */
export function readHospitalsParams(search: URLSearchParams): HospitalsParams {
  const specialty = search.get('specialty') ?? '';
  const pincode = (search.get('pincode') ?? '').trim();
  const radius = Number(search.get('radiusKm'));
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    city: (search.get('city') ?? '').trim().slice(0, 80),
    specialty: (HOSPITAL_DEPARTMENT_SLUGS as readonly string[]).includes(specialty)
      ? (specialty as HospitalDepartment)
      : null,
    emergency: search.get('emergency') === 'true',
    pincode: /^[1-9]\d{5}$/.test(pincode) ? pincode : '',
    radiusKm: [5, 10, 25, 50, 100].includes(radius) ? radius : null,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
  };
}

export function hospitalsSearch(params: HospitalsParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.city) search.set('city', params.city);
  if (params.specialty) search.set('specialty', params.specialty);
  if (params.emergency) search.set('emergency', 'true');
  if (params.pincode) search.set('pincode', params.pincode);
  if (params.pincode && params.radiusKm) search.set('radiusKm', String(params.radiusKm));
  if (params.page > 1) search.set('page', String(params.page));
  return search.toString();
}

export function hospitalsQueryOptions(params: HospitalsParams) {
  const query = hospitalsSearch(params);
  return queryOptions({
    queryKey: ['hospitals', 'list', query] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/hospitals${query ? `?${query}` : ''}`, import.meta.env.DEV && hospitalListSchema, { signal }),
    staleTime: 60_000,
  });
}
export const useHospitals = (params: HospitalsParams) =>
  useQuery({ ...hospitalsQueryOptions(params), placeholderData: keepPreviousData });

export function hospitalQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['hospitals', 'detail', id] as const,
    queryFn: ({ signal }) => apiFetch(`/api/hospitals/${id}`, import.meta.env.DEV && hospitalDetailSchema, { signal }),
    staleTime: 60_000,
  });
}
export const useHospital = (id: number) => useQuery(hospitalQueryOptions(id));

const nearbySchema = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  radiusKm: z.number(),
  items: z.array(hospitalSummarySchema),
});
export type NearbyOrigin = { lat: number; lng: number } | { pincode: string };
export function nearbyQueryOptions(origin: NearbyOrigin | null) {
  const query =
    origin === null
      ? ''
      : 'pincode' in origin
        ? `pincode=${origin.pincode}`
        : `lat=${origin.lat.toFixed(5)}&lng=${origin.lng.toFixed(5)}`;
  return queryOptions({
    queryKey: ['hospitals', 'nearby', query] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/hospitals/nearby?${query}&limit=20`, import.meta.env.DEV && nearbySchema, { signal }),
    enabled: origin !== null,
    staleTime: 60_000,
  });
}
export const useNearbyHospitals = (origin: NearbyOrigin | null) => useQuery(nearbyQueryOptions(origin));

export function useSubmitHospital() {
  return useMutation({
    mutationFn: (body: HospitalSubmission) =>
      apiFetch('/api/hospitals', import.meta.env.DEV && hospitalSubmittedSchema, { method: 'POST', body }),
  });
}

export function useBookHospitalAppointment(hospitalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HospitalAppointmentInput) =>
      apiFetch(`/api/hospitals/${hospitalId}/appointments`, import.meta.env.DEV && hospitalAppointmentSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', 'hospital-appointments'] }),
  });
}

export function useMyHospitalAppointments(enabled: boolean) {
  return useQuery({
    queryKey: ['session', 'hospital-appointments'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/hospital-appointments', import.meta.env.DEV && z.array(hospitalAppointmentSchema), { signal }),
    enabled,
  });
}

export function useHospitalDesk() {
  return useQuery({
    queryKey: ['session', 'hospital-desk'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/hospital-desk/appointments', import.meta.env.DEV && hospitalDeskSchema, { signal }),
    refetchInterval: 30_000,
  });
}

export function useDecideAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: HospitalAppointmentDecision }) =>
      apiFetch(`/api/hospital-desk/appointments/${id}/decision`, import.meta.env.DEV && hospitalAppointmentSchema, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', 'hospital-desk'] }),
  });
}

export function useAdminHospitals(status: 'pending' | 'approved' | 'rejected') {
  return useQuery({
    queryKey: ['session', 'admin-hospitals', status] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/hospitals?status=${status}`, import.meta.env.DEV && z.array(adminHospitalSchema), {
        signal,
      }),
  });
}

export function useReviewHospital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      apiFetch(`/api/admin/hospitals/${id}/review`, import.meta.env.DEV && adminHospitalSchema, {
        method: 'POST',
        body: { decision },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', 'admin-hospitals'] }),
  });
}
