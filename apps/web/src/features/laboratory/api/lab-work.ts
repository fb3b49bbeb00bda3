import { labDaySchema, labWorkBookingSchema, type LabDay, type LabWorkBooking } from '@aushadh/shared/labs/schemas.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const root = ['session', 'laboratory'] as const;

/** GET /api/laboratory/lab-bookings?date: a day's visits by window. */
export function useLabDay(date: string) {
  return useQuery<LabDay>({
    queryKey: [...root, 'day', date],
    queryFn: ({ signal }) =>
      apiFetch(`/api/laboratory/lab-bookings?date=${encodeURIComponent(date)}`, import.meta.env.DEV && labDaySchema, {
        signal,
      }),
  });
}

const workKey = (id: number) => [...root, 'booking', id] as const;

/** GET /api/laboratory/lab-bookings/{id} */
export function useLabWork(id: number) {
  return useQuery<LabWorkBooking>({
    queryKey: workKey(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/laboratory/lab-bookings/${id}`, import.meta.env.DEV && labWorkBookingSchema, { signal }),
  });
}

export type LabAction =
  | { kind: 'assign'; name: string; phone: string }
  | { kind: 'collect'; samples: { bookingPatientId: number; sampleId: string }[] }
  | { kind: 'processing' }
  | { kind: 'report-ready' }
  | { kind: 'results'; bookingPatientId: number; results: { parameterId: number; value: string }[] }
  | { kind: 'upload'; bookingPatientId: number; file: File };

function send(id: number, action: LabAction): Promise<LabWorkBooking> {
  const schema = import.meta.env.DEV && labWorkBookingSchema;
  switch (action.kind) {
    case 'assign':
      return apiFetch(`/api/laboratory/lab-bookings/${id}/assign`, schema, {
        method: 'POST',
        body: { name: action.name, phone: action.phone },
      });
    case 'collect':
      return apiFetch(`/api/laboratory/lab-bookings/${id}/collect`, schema, {
        method: 'POST',
        body: { samples: action.samples },
      });
    case 'processing':
      return apiFetch(`/api/laboratory/lab-bookings/${id}/processing`, schema, { method: 'POST' });
    case 'report-ready':
      return apiFetch(`/api/laboratory/lab-bookings/${id}/report-ready`, schema, { method: 'POST' });
    case 'results':
      return apiFetch(`/api/laboratory/lab-results/${action.bookingPatientId}`, schema, {
        method: 'PUT',
        body: { results: action.results },
      });
    case 'upload': {
      const form = new FormData();
      form.append('report', action.file, action.file.name);
      return apiFetch(`/api/laboratory/lab-results/${action.bookingPatientId}/report`, schema, {
        method: 'POST',
        body: form,
      });
    }
  }
}

/** Every step of the laboratory's work on a booking: the reply is the booking, which replaces the cache. */
export function useLabAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...root, 'action', id],
    mutationFn: (action: LabAction) => send(id, action),
    onSuccess: (booking) => {
      queryClient.setQueryData(workKey(id), booking);
      void queryClient.invalidateQueries({ queryKey: [...root, 'day'] });
    },
  });
}

export const labReportFileUrl = (bookingPatientId: number) => `/api/laboratory/lab-results/${bookingPatientId}/report`;
