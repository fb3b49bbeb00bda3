import { riderOrderSchema, type RiderOrder } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myDeliveriesKey } from './get-my-deliveries.ts';

/** POST /api/delivery/orders/{id}/pickup: picked up at the store, now out for delivery. */
export function pickUpOrder(orderId: number): Promise<RiderOrder> {
  return apiFetch(`/api/delivery/orders/${orderId}/pickup`, import.meta.env.DEV && riderOrderSchema, {
    method: 'POST',
  });
}

export function usePickUpOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickUpOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDeliveriesKey }),
  });
}
