import { orderDetailSchema } from '@aushadh/shared/orders/schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const orderQueryKey = (id: number) => sessionKey('orders', 'detail', id);

/** GET /api/orders/{id}: items, totals, address, payment and the status history (others' orders: 404). */
export function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return apiFetch(`/api/orders/${id}`, import.meta.env.DEV && orderDetailSchema, signal ? { signal } : {});
}

export function orderQueryOptions(id: number) {
  return queryOptions({ queryKey: orderQueryKey(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });
}

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
