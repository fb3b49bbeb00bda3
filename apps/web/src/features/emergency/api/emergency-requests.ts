import { type EmergencyRequestStatus } from '@aushadh/shared/emergency/emergency-constants.ts';
import {
  emergencyRequestSchema,
  homeServiceRequestSchema,
  type EmergencyRequest,
  type HomeServiceInput,
  type HomeServiceRequest,
  type HomeServiceStatus,
} from '@aushadh/shared/emergency/schemas.ts';
import { productPageSchema } from '@aushadh/shared/catalog/schemas.ts';
import { equipmentListSchema } from '@aushadh/shared/emergency/equipment.ts';
import { hospitalSummarySchema } from '@aushadh/shared/hospitals/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/emergency-requests/track/{code}: a request's status by its tracking code. */
export function trackQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['emergency', 'track', code] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/emergency-requests/track/${encodeURIComponent(code)}`,
        import.meta.env.DEV && emergencyRequestSchema,
        {
          signal,
        },
      ),
    refetchInterval: 15_000,
  });
}
export const useTrackedRequest = (code: string | null) =>
  useQuery({ ...trackQueryOptions(code ?? ''), enabled: code !== null });

/** GET /api/staff/emergency-requests (admin, subadmin, hospital). */
export function useStaffEmergencyRequests(enabled: boolean) {
  return useQuery<EmergencyRequest[]>({
    queryKey: ['session', 'staff-emergency-requests'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/staff/emergency-requests', import.meta.env.DEV && z.array(emergencyRequestSchema), { signal }),
    enabled,
    refetchInterval: 15_000,
  });
}

/** POST /api/staff/emergency-requests/{id}/status */
export function useMoveEmergencyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: EmergencyRequestStatus }) =>
      apiFetch(`/api/staff/emergency-requests/${id}/status`, import.meta.env.DEV && emergencyRequestSchema, {
        method: 'POST',
        body: { to },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', 'staff-emergency-requests'] }),
  });
}

/** POST /api/home-services (signed in). */
export function useRequestHomeService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeServiceInput) =>
      apiFetch('/api/home-services', import.meta.env.DEV && homeServiceRequestSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', 'home-services'] }),
  });
}

export function useMyHomeServices(enabled: boolean) {
  return useQuery<HomeServiceRequest[]>({
    queryKey: ['session', 'home-services'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/home-services', import.meta.env.DEV && z.array(homeServiceRequestSchema), { signal }),
    enabled,
  });
}

export function useStaffHomeServices(enabled: boolean) {
  return useQuery<HomeServiceRequest[]>({
    queryKey: ['session', 'staff-home-services'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/staff/home-services', import.meta.env.DEV && z.array(homeServiceRequestSchema), { signal }),
    enabled,
  });
}

export function useMoveHomeService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: HomeServiceStatus }) =>
      apiFetch(`/api/staff/home-services/${id}/status`, import.meta.env.DEV && homeServiceRequestSchema, {
        method: 'POST',
        body: { to },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', 'staff-home-services'] }),
  });
}

/** The catalog's Healthcare Devices category (id 6, SPEC §2 nav): the equipment we sell through the cart. */
export const EQUIPMENT_CATEGORY_ID = 6;
export function equipmentQueryOptions() {
  return queryOptions({
    queryKey: ['emergency', 'equipment'] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/products?categoryId=${EQUIPMENT_CATEGORY_ID}&pageSize=24`,
        import.meta.env.DEV && productPageSchema,
        {
          signal,
        },
      ),
    staleTime: 5 * 60_000,
  });
}
export const useEquipment = () => useQuery(equipmentQueryOptions());

/** GET /api/medical-equipment: what can be bought or rented, with the rental terms (decision 0026). */
export function rentableEquipmentQueryOptions() {
  return queryOptions({
    queryKey: ['emergency', 'rentable-equipment'] as const,
    queryFn: ({ signal }) => apiFetch('/api/medical-equipment', import.meta.env.DEV && equipmentListSchema, { signal }),
    staleTime: 30_000,
  });
}
export const useRentableEquipment = () => useQuery(rentableEquipmentQueryOptions());

const destinationsSchema = z.object({ items: z.array(hospitalSummarySchema) });
/** The hospitals nearest a pincode (an ambulance's destination choices): GET /api/hospitals/nearby. */
export function useDestinationHospitals(pincode: string | null) {
  return useQuery({
    queryKey: ['emergency', 'destinations', pincode ?? ''] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/hospitals/nearby?pincode=${pincode}&limit=15`, import.meta.env.DEV && destinationsSchema, {
        signal,
      }),
    enabled: pincode !== null,
    staleTime: 5 * 60_000,
  });
}
