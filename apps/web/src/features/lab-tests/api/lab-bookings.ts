import {
  labBookingSchema,
  labSavedPatientSchema,
  type LabBooking,
  type LabSavedPatient,
  type PlaceLabBooking,
} from '@aushadh/shared/labs/schemas.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const bookingsKey = ['session', 'lab-bookings'] as const;

/** POST /api/lab-bookings (Idempotency-Key: one key per attempt, so a double click books once). */
export function placeLabBooking(body: PlaceLabBooking, idempotencyKey: string): Promise<LabBooking> {
  return apiFetch('/api/lab-bookings', import.meta.env.DEV && labBookingSchema, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceLabBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lab-bookings', 'place'],
    mutationFn: ({ body, key }: { body: PlaceLabBooking; key: string }) => placeLabBooking(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}

/** GET /api/lab-bookings */
export function useMyLabBookings() {
  return useQuery({
    queryKey: bookingsKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/lab-bookings', import.meta.env.DEV && z.array(labBookingSchema), { signal }),
  });
}

/** GET /api/lab-patients: family members booked for before. */
export function useSavedPatients(enabled: boolean) {
  return useQuery<LabSavedPatient[]>({
    queryKey: ['session', 'lab-patients'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/lab-patients', import.meta.env.DEV && z.array(labSavedPatientSchema), { signal }),
    enabled,
  });
}

/** POST /api/lab-bookings/{id}/cancel or /reschedule (until the sample is collected). */
export function useChangeLabBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lab-bookings', 'change'],
    mutationFn: (change: { id: number; cancel: true } | { id: number; date: string; startHour: number }) =>
      'cancel' in change
        ? apiFetch(`/api/lab-bookings/${change.id}/cancel`, import.meta.env.DEV && labBookingSchema, { method: 'POST' })
        : apiFetch(`/api/lab-bookings/${change.id}/reschedule`, import.meta.env.DEV && labBookingSchema, {
            method: 'POST',
            body: { date: change.date, startHour: change.startHour },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}
