import { riderOrdersSchema, type RiderOrders } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const myDeliveriesKey = sessionKey('rider', 'orders');

/** GET /api/delivery/orders: my orders to pick up and out for delivery, and delivered today. */
export function getMyDeliveries(signal?: AbortSignal): Promise<RiderOrders> {
  return apiFetch('/api/delivery/orders', import.meta.env.DEV && riderOrdersSchema, signal ? { signal } : {});
}

export const useMyDeliveries = () =>
  useQuery({
    queryKey: myDeliveriesKey,
    queryFn: ({ signal }) => getMyDeliveries(signal),
    staleTime: 0,
    // New orders are given to the rider while they are out: look again every half minute.
    refetchInterval: 30_000,
  });
