import { addressSchema } from '@aushadh/shared/orders/schemas.ts';
import type { Address, AddressInput } from '@aushadh/shared/orders/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { storeSavedAddress } from './get-addresses.ts';

/** PUT /api/addresses/{id}: replaces a saved address. */
export function updateAddress(id: number, body: AddressInput): Promise<Address> {
  return apiFetch(`/api/addresses/${id}`, import.meta.env.DEV && addressSchema, { method: 'PUT', body });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'addresses', 'update'],
    mutationFn: ({ id, body }: { id: number; body: AddressInput }) => updateAddress(id, body),
    onSuccess: (saved) => storeSavedAddress(queryClient, saved),
  });
}
