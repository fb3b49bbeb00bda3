import { pickListSchema, type PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chemistRootKey } from './get-chemist-queue.ts';
import { pickListKey } from './get-pick-list.ts';

/** POST /api/chemist/orders/{id}/assign: a packed order to a rider. */
export function assignRider(orderId: number, riderUserId: number): Promise<PickList> {
  return apiFetch(`/api/chemist/orders/${orderId}/assign`, import.meta.env.DEV && pickListSchema, {
    method: 'POST',
    body: { riderUserId },
  });
}

export function useAssignRider(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (riderUserId: number) => assignRider(orderId, riderUserId),
    onSuccess: (pickList) => {
      queryClient.setQueryData(pickListKey(orderId), pickList);
      void queryClient.invalidateQueries({ queryKey: [...chemistRootKey, 'queue'] });
      void queryClient.invalidateQueries({ queryKey: [...chemistRootKey, 'riders'] });
    },
  });
}
