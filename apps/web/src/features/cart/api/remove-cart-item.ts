import { cartMutationResponseSchema } from '@aushadh/shared/cart/schemas.ts';
import type { CartMutationResponse } from '@aushadh/shared/cart/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/cart/{cartItemId} */
export function removeCartItem(cartItemId: number): Promise<CartMutationResponse> {
  return apiFetch(`/api/cart/${cartItemId}`, import.meta.env.DEV && cartMutationResponseSchema, { method: 'DELETE' });
}

export function useRemoveCartItemMutation() {
  return useMutation({
    mutationKey: ['cart', 'remove'],
    mutationFn: (cartItemId: number) => removeCartItem(cartItemId),
  });
}
