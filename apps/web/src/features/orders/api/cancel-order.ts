import { orderDetailSchema } from '@aushadh/shared/orders/schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersScopeKey } from './get-orders.ts';

/** POST /api/orders/{id}/cancel: before dispatch only (409 after); the stock goes back. */
export function cancelOrder(id: number): Promise<OrderDetail> {
  return apiFetch(`/api/orders/${id}/cancel`, orderDetailSchema, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'cancel'],
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: ordersScopeKey });
    },
  });
}
