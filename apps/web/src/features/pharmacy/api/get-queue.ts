import { queuePageSchema, type PrescriptionStatus, type QueuePage } from '@aushadh/shared/prescriptions/schemas.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const pharmacyScopeKey = sessionKey('pharmacy');
export const queueQueryKey = (status: PrescriptionStatus) => sessionKey('pharmacy', 'queue', status);

/** GET /api/pharmacy/prescriptions?status=&cursor= — one page of the verification queue. */
export function getQueuePage(
  status: PrescriptionStatus,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<QueuePage> {
  const params = new URLSearchParams({ status });
  if (cursor !== null) params.set('cursor', String(cursor));
  return apiFetch(
    `/api/pharmacy/prescriptions?${params.toString()}`,
    import.meta.env.DEV && queuePageSchema,
    signal ? { signal } : {},
  );
}

/** New uploads arrive all day: read again whenever the queue is shown, and every minute while it is. */
export function queueQueryOptions(status: PrescriptionStatus) {
  return infiniteQueryOptions({
    queryKey: queueQueryKey(status),
    queryFn: ({ pageParam, signal }) => getQueuePage(status, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useQueue(status: PrescriptionStatus) {
  return useInfiniteQuery(queueQueryOptions(status));
}
