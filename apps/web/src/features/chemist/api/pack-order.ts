import { pickListSchema, type PackRequest, type PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chemistRootKey } from './get-chemist-queue.ts';
import { pickListKey } from './get-pick-list.ts';

/** POST /api/chemist/orders/{id}/pack: a batch per line; 409 names the line when a batch will not do. */
export function packOrder(orderId: number, body: PackRequest): Promise<PickList> {
  return apiFetch(`/api/chemist/orders/${orderId}/pack`, import.meta.env.DEV && pickListSchema, {
    method: 'POST',
    body,
  });
}

export function usePackOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackRequest) => packOrder(orderId, body),
    onSuccess: (pickList) => {
      queryClient.setQueryData(pickListKey(orderId), pickList);
      void queryClient.invalidateQueries({ queryKey: [...chemistRootKey, 'queue'] });
    },
  });
}
