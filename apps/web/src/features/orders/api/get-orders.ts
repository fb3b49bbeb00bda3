import { orderSummarySchema } from '@aushadh/shared/orders/schemas.ts';
import type { OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';
import { ordersListQueryKey } from './order-keys.ts';

export const ordersScopeKey = sessionKey('orders');
export { ordersListQueryKey };
const orderListSchema = z.array(orderSummarySchema);

/** GET /api/orders: the signed-in customer's orders, newest first. */
export function getOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  return apiFetch('/api/orders', import.meta.env.DEV && orderListSchema, signal ? { signal } : {});
}

/** Statuses change on the server (dispatch, delivery): re-read when the list is opened again. */
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ordersListQueryKey,
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 0,
  });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
