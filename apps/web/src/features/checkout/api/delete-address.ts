import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './get-addresses.ts';

/** DELETE /api/addresses/{id} → 204. */
export async function deleteAddress(id: number): Promise<void> {
  await apiRequest(`/api/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'addresses', 'delete'],
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
