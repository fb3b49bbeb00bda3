import { addressSchema } from '@aushadh/shared/orders/schemas.ts';
import type { Address } from '@aushadh/shared/orders/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const addressesQueryKey = sessionKey('addresses');
const addressListSchema = z.array(addressSchema);

/** GET /api/addresses: the signed-in customer's saved addresses. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiFetch('/api/addresses', import.meta.env.DEV && addressListSchema, signal ? { signal } : {});
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal) });
}

/**
 * The address book after `saved` was created or edited, as GET /api/addresses would list it: one default
 * (a new default takes the mark from the others), the default first, then oldest first.
 */
export function withSavedAddress(list: readonly Address[], saved: Address): Address[] {
  const others = list
    .filter((a) => a.id !== saved.id)
    .map((a) => (saved.isDefault && a.isDefault ? { ...a, isDefault: false } : a));
  return [...others, saved].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
}

/** Puts a saved address into the cached book from the save's own reply (no second read). */
export function storeSavedAddress(queryClient: QueryClient, saved: Address): void {
  const { queryKey } = addressesQueryOptions();
  const list = queryClient.getQueryData(queryKey);
  // Never loaded: nothing to update, the next read fetches it.
  if (list) queryClient.setQueryData(queryKey, withSavedAddress(list, saved));
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
