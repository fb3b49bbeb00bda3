import {
  medicationReorderSchema,
  medicationSchema,
  type LogDoseInput,
  type Medication,
  type MedicationInput,
  type MedicationList,
  type MedicationReorder,
} from '@aushadh/shared/medication/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from '../../../lib/session-key.ts';
import { apiFetch, apiRequest } from '../../../lib/api-client.ts';
import { medicationsKey } from './get-medications.ts';

/** Puts the server's answer for one medicine in the list at once (no refetch of the whole page). */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (medication: Medication) =>
    queryClient.setQueryData<MedicationList>(medicationsKey, (list) => {
      if (!list) return list;
      const known = list.medications.some((m) => m.id === medication.id);
      return {
        medications: known
          ? list.medications.map((m) => (m.id === medication.id ? medication : m))
          : [...list.medications, medication],
      };
    });
}

/** POST /api/medications, or PUT /api/medications/{id} when changing one. */
export function useSaveMedication() {
  const replace = useReplaceInList();
  return useMutation({
    mutationKey: ['medications', 'save'],
    mutationFn: ({ id, body }: { id: number | null; body: MedicationInput }) =>
      apiFetch(id === null ? '/api/medications' : `/api/medications/${id}`, import.meta.env.DEV && medicationSchema, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: replace,
  });
}

/** POST /api/medications/{id}/doses: taken, skipped or snoozed. */
export function useLogDose() {
  const replace = useReplaceInList();
  return useMutation({
    mutationKey: ['medications', 'dose'],
    mutationFn: ({ id, body }: { id: number; body: LogDoseInput }) =>
      apiFetch(`/api/medications/${id}/doses`, import.meta.env.DEV && medicationSchema, { method: 'POST', body }),
    onSuccess: replace,
  });
}

/** POST /api/medications/{id}/refill: a new pack is home. */
export function useRefill() {
  const replace = useReplaceInList();
  return useMutation({
    mutationKey: ['medications', 'refill'],
    mutationFn: ({ id, unitsAdded }: { id: number; unitsAdded: number }) =>
      apiFetch(`/api/medications/${id}/refill`, import.meta.env.DEV && medicationSchema, {
        method: 'POST',
        body: { unitsAdded },
      }),
    onSuccess: replace,
  });
}

/** POST /api/medications/{id}/reorder: packs into the cart; the cart's queries refresh. */
export function useReorderMedication() {
  const queryClient = useQueryClient();
  return useMutation<MedicationReorder, Error, number>({
    mutationKey: ['medications', 'reorder'],
    mutationFn: (id) =>
      apiFetch(`/api/medications/${id}/reorder`, import.meta.env.DEV && medicationReorderSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey('cart') }),
  });
}

/** DELETE /api/medications/{id} */
export function useRemoveMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['medications', 'remove'],
    mutationFn: (id: number) => apiRequest(`/api/medications/${id}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<MedicationList>(medicationsKey, (list) =>
        list ? { medications: list.medications.filter((m) => m.id !== id) } : list,
      ),
  });
}
