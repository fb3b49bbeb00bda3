import { cartMutationResponseSchema } from '@aushadh/shared/cart/schemas.ts';
import type { AddToCartRequest, CartMutationResponse } from '@aushadh/shared/cart/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/cart {userId, productId, quantity}: adds, or raises the quantity of an existing line (capped). */
export function addToCart(body: AddToCartRequest): Promise<CartMutationResponse> {
  return apiFetch('/api/cart', import.meta.env.DEV && cartMutationResponseSchema, { method: 'POST', body });
}

export function useAddToCartMutation() {
  return useMutation({ mutationKey: ['cart', 'add'], mutationFn: (body: AddToCartRequest) => addToCart(body) });
}
