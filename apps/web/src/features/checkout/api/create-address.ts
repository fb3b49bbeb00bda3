import { addressSchema } from '@aushadh/shared/orders/schemas.ts';
import type { Address, AddressInput } from '@aushadh/shared/orders/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { storeSavedAddress } from './get-addresses.ts';

/** POST /api/addresses → 201 with the saved address. */
export function createAddress(body: AddressInput): Promise<Address> {
  return apiFetch('/api/addresses', import.meta.env.DEV && addressSchema, { method: 'POST', body });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'addresses', 'create'],
    mutationFn: createAddress,
    onSuccess: (saved) => storeSavedAddress(queryClient, saved),
  });
}
