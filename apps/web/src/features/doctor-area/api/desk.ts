import {
  availabilitySchema,
  doctorQueueSchema,
  ePrescriptionSchema,
  medicinePickSchema,
  patientHistorySchema,
  queueEntrySchema,
  type AvailabilityInput,
  type WritePrescriptionInput,
} from '@aushadh/shared/doctors/schemas.ts';
import { labTestListSchema } from '@aushadh/shared/labs/schemas.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The signed-in doctor's data lives under the session root: signing out drops it. */
const root = ['session', 'doctor-desk'] as const;

/** GET /api/doctor/queue */
export function useDoctorQueue() {
  return useQuery({
    queryKey: [...root, 'queue'] as const,
    queryFn: ({ signal }) => apiFetch('/api/doctor/queue', import.meta.env.DEV && doctorQueueSchema, { signal }),
    refetchInterval: 30_000,
  });
}

/** GET /api/doctor/appointments/{id} */
export function useDeskAppointment(id: number | null) {
  return useQuery({
    queryKey: [...root, 'appointment', id] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/doctor/appointments/${id}`, import.meta.env.DEV && queueEntrySchema, { signal }),
    enabled: id !== null,
  });
}

/** POST /api/doctor/appointments/{id}/start | no-show */
export function useAppointmentAction(action: 'start' | 'no-show') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/doctor/appointments/${id}/${action}`, import.meta.env.DEV && queueEntrySchema, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
}

/** GET /api/doctor/patients/{userId}/consultations */
export function usePatientHistory(userId: number | null) {
  return useQuery({
    queryKey: [...root, 'patient', userId] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/doctor/patients/${userId}/consultations`, import.meta.env.DEV && patientHistorySchema, { signal }),
    enabled: userId !== null,
  });
}

/** GET /api/lab-tests?q=: the doctor picks recommended tests from the same catalog the patient books from. */
export function useLabTestPicks(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['lab-tests', 'picks', text] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/lab-tests?q=${encodeURIComponent(text)}`, import.meta.env.DEV && labTestListSchema, { signal }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/doctor/medicines?q= */
export function useMedicinePicks(q: string) {
  return useQuery({
    queryKey: [...root, 'medicines', q] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/doctor/medicines?q=${encodeURIComponent(q)}`, import.meta.env.DEV && medicinePickSchema, {
        signal,
      }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/doctor/appointments/{id}/e-prescription */
export function useWritePrescription(appointmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WritePrescriptionInput) =>
      apiFetch(`/api/doctor/appointments/${appointmentId}/e-prescription`, import.meta.env.DEV && ePrescriptionSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
}

/** GET /api/doctor/appointments/{id}/e-prescription (after it was written) */
export function useWrittenPrescription(appointmentId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...root, 'e-prescription', appointmentId] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/doctor/appointments/${appointmentId}/e-prescription`, import.meta.env.DEV && ePrescriptionSchema, {
        signal,
      }),
    enabled: enabled && appointmentId !== null,
  });
}

/** GET/PUT /api/doctor/availability, POST /api/doctor/leave, DELETE /api/doctor/leave/{id} */
export function useAvailability() {
  return useQuery({
    queryKey: [...root, 'availability'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/doctor/availability', import.meta.env.DEV && availabilitySchema, { signal }),
  });
}

export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) =>
      apiFetch('/api/doctor/availability', import.meta.env.DEV && availabilitySchema, { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData([...root, 'availability'], data),
  });
}

export function useAddLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { fromDate: string; toDate: string; reason: string }) =>
      apiFetch('/api/doctor/leave', import.meta.env.DEV && availabilitySchema, { method: 'POST', body }),
    onSuccess: (data) => client.setQueryData([...root, 'availability'], data),
  });
}

export function useRemoveLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/doctor/leave/${id}`, import.meta.env.DEV && availabilitySchema, { method: 'DELETE' }),
    onSuccess: (data) => client.setQueryData([...root, 'availability'], data),
  });
}
