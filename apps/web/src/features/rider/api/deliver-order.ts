import { riderOrderSchema, type DeliverRequest, type RiderOrder } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myDeliveriesKey } from './get-my-deliveries.ts';

/** POST /api/delivery/orders/{id}/deliver: with the customer's 4-digit code (and the cash on COD orders). */
export function deliverOrder(orderId: number, body: DeliverRequest): Promise<RiderOrder> {
  return apiFetch(`/api/delivery/orders/${orderId}/deliver`, import.meta.env.DEV && riderOrderSchema, {
    method: 'POST',
    body,
  });
}

export function useDeliverOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverRequest) => deliverOrder(orderId, body),
    // A wrong code changes the tries left: the card reads them again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDeliveriesKey }),
  });
}
