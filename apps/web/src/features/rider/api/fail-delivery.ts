import {
  riderOrdersSchema,
  type FailDeliveryRequest,
  type RiderOrders,
} from '@aushadh/shared/orders/order-life-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myDeliveriesKey } from './get-my-deliveries.ts';

/** POST /api/delivery/orders/{id}/fail: back to the store with a reason; answers my orders. */
export function failDelivery(orderId: number, body: FailDeliveryRequest): Promise<RiderOrders> {
  return apiFetch(`/api/delivery/orders/${orderId}/fail`, import.meta.env.DEV && riderOrdersSchema, {
    method: 'POST',
    body,
  });
}

export function useFailDelivery(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FailDeliveryRequest) => failDelivery(orderId, body),
    onSuccess: (orders) => queryClient.setQueryData(myDeliveriesKey, orders),
  });
}
