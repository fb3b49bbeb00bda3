import {
  APPOINTMENT_REPORTS,
  appointmentListSchema,
  appointmentSchema,
  ePrescriptionSchema,
  type BookAppointmentInput,
} from '@aushadh/shared/doctors/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Signed-in data lives under the session root (architecture "Web"): signing out drops it. */
const root = ['session', 'appointments'] as const;

/** POST /api/doctors/{id}/appointments */
export function useBookAppointment(doctorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookAppointmentInput) =>
      apiFetch(`/api/doctors/${doctorId}/appointments`, import.meta.env.DEV && appointmentSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: async (appointment) => {
      client.setQueryData([...root, appointment.id], appointment);
      await client.invalidateQueries({ queryKey: ['doctors', 'detail', doctorId] });
    },
  });
}

/** GET /api/appointments/{id} */
export function appointmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...root, id] as const,
    queryFn: ({ signal }) => apiFetch(`/api/appointments/${id}`, import.meta.env.DEV && appointmentSchema, { signal }),
  });
}

export function useAppointment(id: number | null) {
  return useQuery({ ...appointmentQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /api/appointments/mine */
export function useMyAppointments() {
  return useQuery({
    queryKey: [...root, 'mine'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/appointments/mine', import.meta.env.DEV && appointmentListSchema, { signal }),
  });
}

/** POST /api/appointments/{id}/cancel */
export function useCancelAppointment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/appointments/${id}/cancel`, import.meta.env.DEV && appointmentSchema, { method: 'POST' }),
    onSuccess: (appointment) => client.setQueryData([...root, id], appointment),
  });
}

/** GET /api/appointments/{id}/e-prescription */
export function useMyEPrescription(appointmentId: number | null) {
  return useQuery({
    queryKey: [...root, appointmentId, 'e-prescription'] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/appointments/${appointmentId}/e-prescription`, import.meta.env.DEV && ePrescriptionSchema, {
        signal,
      }),
    enabled: appointmentId !== null,
  });
}

/** POST /api/appointments/{id}/reports: one report (JPG, PNG or PDF, ≤ 5 MB) attached to a live booking. */
export function attachReport(appointmentId: number, file: File) {
  const form = new FormData();
  form.append(APPOINTMENT_REPORTS.field, file, file.name);
  return apiFetch(`/api/appointments/${appointmentId}/reports`, import.meta.env.DEV && appointmentSchema, {
    method: 'POST',
    body: form,
  });
}

export function useAttachReport(appointmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => attachReport(appointmentId, file),
    onSuccess: (appointment) => client.setQueryData([...root, appointmentId], appointment),
  });
}
