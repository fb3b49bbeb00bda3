import { userSchema } from '@aushadh/shared/auth/schemas.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { QUERY_DEFAULTS } from '@aushadh/shared/constants.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetchOrNull } from '../../lib/api-client.ts';
import { clearSessionData } from '../../lib/session-key.ts';

import { currentUserQueryKey } from './current-user-key.ts';

export { currentUserQueryKey };

/** GET /api/user: the signed-in user, or null when the server answers 401 (SPEC §7). */
export function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  return apiFetchOrNull('/api/user', import.meta.env.DEV && userSchema, signal ? { signal } : {});
}

/** The one exception to the query defaults (SPEC §7): refetched on window focus, stale after 10 s, one retry. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: QUERY_DEFAULTS.userStaleTimeMs,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Stores the user a sign-in call returned (or null after sign-out) so every part of the page sees it at once.
 * When that is someone else (sign-in, sign-out, account deletion), the previous visitor's data goes first.
 */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  const previous = queryClient.getQueryData<User | null>(currentUserQueryKey);
  if ((previous?.id ?? null) !== (user?.id ?? null)) clearSessionData(queryClient);
  queryClient.setQueryData(currentUserQueryKey, user);
}
