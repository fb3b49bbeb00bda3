import {
  pharmacyPrescriptionSchema,
  type PharmacyPrescription,
  type ReviewRequest,
} from '@aushadh/shared/prescriptions/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { pharmacyPrescriptionQueryKey } from './get-pharmacy-prescription.ts';
import { pharmacyScopeKey } from './get-queue.ts';

/** POST /api/pharmacy/prescriptions/{id}/review: approve, reject with a reason, or ask for a call-back. */
export function reviewPrescription({
  id,
  review,
}: {
  id: number;
  review: ReviewRequest;
}): Promise<PharmacyPrescription> {
  return apiFetch(`/api/pharmacy/prescriptions/${id}/review`, import.meta.env.DEV && pharmacyPrescriptionSchema, {
    method: 'POST',
    body: review,
  });
}

export function useReviewPrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['pharmacy', 'review'],
    mutationFn: reviewPrescription,
    onSuccess: (decided) => {
      queryClient.setQueryData(pharmacyPrescriptionQueryKey(decided.id), decided);
      // Every status list changed (it left one and joined another).
      void queryClient.invalidateQueries({ queryKey: [...pharmacyScopeKey, 'queue'] });
    },
  });
}
