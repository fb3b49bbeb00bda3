import { orderDetailSchema, orderSummarySchema } from '@aushadh/shared/orders/schemas.ts';
import type { OrderDetail, OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersListQueryKey } from './get-orders.ts';

/** POST /api/orders/{id}/cancel: before dispatch only (409 after); the stock goes back. */
export function cancelOrder(id: number): Promise<OrderDetail> {
  return apiFetch(`/api/orders/${id}/cancel`, import.meta.env.DEV && orderDetailSchema, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'cancel'],
    mutationFn: cancelOrder,
    // The reply is the cancelled order: it replaces the detail and its row in the list (the detail's summary
    // fields, the schema dropping the rest), no second read.
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      queryClient.setQueryData(ordersListQueryKey, (list: OrderSummary[] | undefined) =>
        list?.map((row) => (row.id === order.id ? orderSummarySchema.parse(order) : row)),
      );
    },
  });
}
