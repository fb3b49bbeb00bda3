import { addressSchema } from '@aushadh/shared/orders/schemas.ts';
import type { Address } from '@aushadh/shared/orders/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const addressesQueryKey = ['checkout', 'addresses'] as const;
const addressListSchema = z.array(addressSchema);

/** GET /api/addresses: the signed-in customer's saved addresses. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiFetch('/api/addresses', addressListSchema, signal ? { signal } : {});
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal) });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
