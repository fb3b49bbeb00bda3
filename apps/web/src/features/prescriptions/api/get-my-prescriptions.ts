import { prescriptionSummarySchema, type PrescriptionSummary } from '@aushadh/shared/prescriptions/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** Under the session root: a guest's list and an account's are different people's. */
export const myPrescriptionsQueryKey = sessionKey('prescriptions', 'mine');
const listSchema = z.array(prescriptionSummarySchema);

/** GET /api/prescriptions/mine: the signed-in customer's (or this browser's guest) prescriptions, newest first. */
export function getMyPrescriptions(signal?: AbortSignal): Promise<PrescriptionSummary[]> {
  return apiFetch('/api/prescriptions/mine', import.meta.env.DEV && listSchema, signal ? { signal } : {});
}

/** A pharmacist's decision can land any time: read again whenever the list is shown. */
export function myPrescriptionsQueryOptions() {
  return queryOptions({
    queryKey: myPrescriptionsQueryKey,
    queryFn: ({ signal }) => getMyPrescriptions(signal),
    staleTime: 0,
  });
}

export function useMyPrescriptions() {
  return useQuery(myPrescriptionsQueryOptions());
}

/** The page's address for an <img> or a link: the owner's route (anyone else gets 404). */
export const myPageUrl = (prescriptionId: number, page: number) => `/api/prescriptions/${prescriptionId}/pages/${page}`;
