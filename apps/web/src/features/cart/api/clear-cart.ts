import { cartMutationResponseSchema } from '@aushadh/shared/cart/schemas.ts';
import type { CartMutationResponse, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/cart/user/{userId}: empties the owner's cart. */
export function clearCart(ownerId: CartOwnerId): Promise<CartMutationResponse> {
  return apiFetch(
    `/api/cart/user/${encodeURIComponent(String(ownerId))}`,
    import.meta.env.DEV && cartMutationResponseSchema,
    {
      method: 'DELETE',
    },
  );
}

export function useClearCartMutation() {
  return useMutation({ mutationKey: ['cart', 'clear'], mutationFn: (ownerId: CartOwnerId) => clearCart(ownerId) });
}
