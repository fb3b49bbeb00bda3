import type { ReturnRequestLine } from '@aushadh/shared/orders/order-life-schemas.ts';
import { orderDetailSchema, type OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersListQueryKey } from './get-orders.ts';

export interface ReturnRequestInput {
  lines: ReturnRequestLine[];
  note: string;
  photo: File;
}

/** POST /api/orders/{id}/returns (multipart): the lines as JSON, a note and one photo (JPEG/PNG, ≤ 5 MB). */
export function requestReturn(orderId: number, input: ReturnRequestInput): Promise<OrderDetail> {
  const form = new FormData();
  form.append('lines', JSON.stringify(input.lines));
  form.append('note', input.note);
  form.append('photo', input.photo);
  return apiFetch(`/api/orders/${orderId}/returns`, import.meta.env.DEV && orderDetailSchema, {
    method: 'POST',
    body: form,
  });
}

export function useRequestReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) => requestReturn(orderId, input),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersListQueryKey });
    },
  });
}
