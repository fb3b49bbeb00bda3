import { cartMutationResponseSchema } from '@aushadh/shared/cart/schemas.ts';
import type { CartMutationResponse, UpdateCartItemRequest } from '@aushadh/shared/cart/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /api/cart/{cartItemId} {quantity} */
export function updateCartItem(cartItemId: number, body: UpdateCartItemRequest): Promise<CartMutationResponse> {
  return apiFetch(`/api/cart/${cartItemId}`, import.meta.env.DEV && cartMutationResponseSchema, {
    method: 'PUT',
    body,
  });
}

export function useUpdateCartItemMutation() {
  return useMutation({
    mutationKey: ['cart', 'update'],
    mutationFn: ({ cartItemId, quantity }: { cartItemId: number; quantity: number }) =>
      updateCartItem(cartItemId, { quantity }),
  });
}
