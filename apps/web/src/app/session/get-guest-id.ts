import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { guestResponseSchema, type GuestResponse } from '@aushadh/shared/auth/schemas.ts';
import { apiFetch } from '../../lib/api-client.ts';

export const guestIdQueryKey = ['session', 'guest-id'] as const;

/**
 * GET /api/guest: the visitor's unguessable guest id, bound to a signed httpOnly cookie. It is the
 * "temporary user id" of SPEC §3, sent as tempUserId at sign-in so the guest cart can follow the user.
 */
export function getGuestId(signal?: AbortSignal): Promise<GuestResponse> {
  return apiFetch('/api/guest', import.meta.env.DEV && guestResponseSchema, signal ? { signal } : {});
}

export function guestIdQueryOptions() {
  return queryOptions({ queryKey: guestIdQueryKey, queryFn: ({ signal }) => getGuestId(signal) });
}

export function useGuestId() {
  return useQuery(guestIdQueryOptions());
}

/** The guest id for a sign-in call: the cached one, else fetched now; null if the server cannot give one. */
export async function resolveTempUserId(queryClient: QueryClient): Promise<string | null> {
  try {
    return (await queryClient.fetchQuery(guestIdQueryOptions())).guestId;
  } catch {
    return null;
  }
}

/**
 * After sign-out the server has issued a new guest cookie: forget the old id at once (nothing may be asked
 * for it any more: the server would refuse it) and fetch the new one.
 */
export function refreshGuestId(queryClient: QueryClient): void {
  // reset() clears the old id synchronously (and refetches it where it is shown); fetchQuery joins that
  // fetch, or starts one when nothing shows the id right now.
  void queryClient.resetQueries({ queryKey: guestIdQueryKey }).catch(() => undefined);
  void queryClient.fetchQuery({ ...guestIdQueryOptions(), staleTime: 0 }).catch(() => undefined);
}
