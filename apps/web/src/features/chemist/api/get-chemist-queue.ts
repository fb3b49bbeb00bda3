import {
  chemistQueueSchema,
  type ChemistQueue,
  type ChemistQueueReply,
} from '@aushadh/shared/orders/order-life-schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const chemistRootKey = sessionKey('chemist');

/** GET /api/chemist/orders: orders to pack (oldest first) or packed and waiting for a rider, by page. */
export function getChemistQueue(queue: ChemistQueue, page: number, signal?: AbortSignal): Promise<ChemistQueueReply> {
  return apiFetch(
    `/api/chemist/orders?queue=${queue}&page=${page}`,
    import.meta.env.DEV && chemistQueueSchema,
    signal ? { signal } : {},
  );
}

export function chemistQueueOptions(queue: ChemistQueue, page: number) {
  return queryOptions({
    queryKey: [...chemistRootKey, 'queue', queue, page],
    queryFn: ({ signal }) => getChemistQueue(queue, page, signal),
    // The queue is shared with the other packers: fresh on every visit, refreshed every half minute.
    staleTime: 0,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export const useChemistQueue = (queue: ChemistQueue, page: number) => useQuery(chemistQueueOptions(queue, page));
