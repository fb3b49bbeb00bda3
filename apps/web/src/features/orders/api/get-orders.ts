import { orderSummarySchema } from '@aushadh/shared/orders/schemas.ts';
import type { OrderSummary } from '@aushadh/shared/orders/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const ordersScopeKey = ['orders'] as const;
const orderListSchema = z.array(orderSummarySchema);

/** GET /api/orders: the signed-in customer's orders, newest first. */
export function getOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  return apiFetch('/api/orders', orderListSchema, signal ? { signal } : {});
}

/** Statuses change on the server (dispatch, delivery): re-read when the list is opened again. */
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'list'] as const,
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 0,
  });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
