import { pharmacyPrescriptionSchema, type PharmacyPrescription } from '@aushadh/shared/prescriptions/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const pharmacyPrescriptionQueryKey = (id: number) => sessionKey('pharmacy', 'prescription', id);

/** GET /api/pharmacy/prescriptions/{id}: everything the decision needs. */
export function getPharmacyPrescription(id: number, signal?: AbortSignal): Promise<PharmacyPrescription> {
  return apiFetch(
    `/api/pharmacy/prescriptions/${id}`,
    import.meta.env.DEV && pharmacyPrescriptionSchema,
    signal ? { signal } : {},
  );
}

export function pharmacyPrescriptionQueryOptions(id: number) {
  return queryOptions({
    queryKey: pharmacyPrescriptionQueryKey(id),
    queryFn: ({ signal }) => getPharmacyPrescription(id, signal),
    staleTime: 0,
  });
}

export function usePharmacyPrescription(id: number) {
  return useQuery(pharmacyPrescriptionQueryOptions(id));
}

/** A page as the pharmacist's viewer loads it (any prescription's; the server checks the role). */
export const pharmacyPageUrl = (id: number, page: number) => `/api/pharmacy/prescriptions/${id}/pages/${page}`;
