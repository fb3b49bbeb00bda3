import { pickListSchema, type PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chemistRootKey } from './get-chemist-queue.ts';

export const pickListKey = (orderId: number) => [...chemistRootKey, 'pick-list', orderId] as const;

/** GET /api/chemist/orders/{id}: the lines with the shelf's batches of each product and the 90-day rule's dates. */
export function getPickList(orderId: number, signal?: AbortSignal): Promise<PickList> {
  return apiFetch(`/api/chemist/orders/${orderId}`, import.meta.env.DEV && pickListSchema, signal ? { signal } : {});
}

export const usePickList = (orderId: number) =>
  useQuery(
    queryOptions({
      queryKey: pickListKey(orderId),
      queryFn: ({ signal }) => getPickList(orderId, signal),
      staleTime: 0,
    }),
  );
