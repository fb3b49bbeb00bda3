import {
  plusCancelResultSchema,
  plusStatusSchema,
  type BuyPlusRequest,
  type PlusStatus,
} from '@aushadh/shared/offers/schemas.ts';
import { IDEMPOTENCY_HEADER } from '@aushadh/shared/orders/schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchOrNull, apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** The caller's PLUS; null when signed out. Under the session root: it is the visitor's own. */
export const plusStatusQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey('plus', 'me'),
    queryFn: ({ signal }): Promise<PlusStatus | null> =>
      apiFetchOrNull('/api/plus/me', import.meta.env.DEV && plusStatusSchema, signal ? { signal } : {}),
    staleTime: 0,
  });
export const usePlusStatus = (enabled = true) => useQuery({ ...plusStatusQueryOptions(), enabled });

/** Membership changes what the cart and checkout charge: both are re-read with the status. */
function useAfterPlusChange() {
  const client = useQueryClient();
  return (status: PlusStatus) => {
    client.setQueryData(plusStatusQueryOptions().queryKey, status);
    void client.invalidateQueries({ queryKey: sessionKey('cart') });
  };
}

/** POST /api/plus/purchase (Idempotency-Key: one key per attempt, so a double click buys once). */
export function useBuyPlus() {
  const after = useAfterPlusChange();
  return useMutation({
    mutationKey: ['plus', 'purchase'],
    mutationFn: ({ idempotencyKey, body }: { idempotencyKey: string; body: BuyPlusRequest }) =>
      apiFetch('/api/plus/purchase', import.meta.env.DEV && plusStatusSchema, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSuccess: after,
  });
}

/** POST /api/plus/cancel: ends PLUS now, refunds the unused part (demo). */
export function useCancelPlus() {
  const after = useAfterPlusChange();
  return useMutation({
    mutationKey: ['plus', 'cancel'],
    mutationFn: () => apiFetch('/api/plus/cancel', import.meta.env.DEV && plusCancelResultSchema, { method: 'POST' }),
    onSuccess: (result) => after(result.status),
  });
}
