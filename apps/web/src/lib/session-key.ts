import type { QueryClient } from '@tanstack/react-query';

/**
 * The one root of every query whose answer depends on who is visiting: the signed-in account's (or the
 * guest's) cart, orders, addresses, consents, recently viewed, staff overviews. Public catalog data stays
 * outside it. The session itself (the current user and the guest id) is not under it: those are replaced,
 * never dropped.
 */
export const SESSION_DATA_ROOT = ['session-data'] as const;

/** A query key under the session root, e.g. `sessionKey('orders', 'list')`. */
export function sessionKey<const Parts extends readonly unknown[]>(...parts: Parts) {
  return [...SESSION_DATA_ROOT, ...parts] as const;
}

/**
 * Forgets everything the previous visitor saw, in one call: at sign-out, account deletion and a sign-in as
 * someone else. Removed, not refetched: the old session could only answer 401 (or another person's data).
 */
export function clearSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: SESSION_DATA_ROOT });
}
