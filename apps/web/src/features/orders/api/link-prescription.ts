import { orderDetailSchema, type OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersListQueryKey } from './get-orders.ts';

/** POST /api/orders/{id}/prescription: one of my prescriptions for an order awaiting one (released if it covers it). */
export function linkPrescription(orderId: number, prescriptionId: number): Promise<OrderDetail> {
  return apiFetch(`/api/orders/${orderId}/prescription`, import.meta.env.DEV && orderDetailSchema, {
    method: 'POST',
    body: { prescriptionId },
  });
}

export function useLinkPrescription(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prescriptionId: number) => linkPrescription(orderId, prescriptionId),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
    },
  });
}
