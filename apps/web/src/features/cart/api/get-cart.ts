import { cartSchema } from '@aushadh/shared/cart/schemas.ts';
import type { Cart, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/**
 * Every cart query key starts with the cart scope (and the checkout summary's too, which prices the same
 * cart), so one `invalidateQueries({ queryKey: cartScopeKey })` refetches everything that shows the cart.
 */
export const cartScopeKey = sessionKey('cart');
export const cartQueryKey = (ownerId: CartOwnerId | null) =>
  sessionKey('cart', 'owner', ownerId === null ? null : String(ownerId));

/** GET /api/cart/{userId}: the cart of the signed-in user or of the caller's own guest id. */
export function getCart(ownerId: CartOwnerId, signal?: AbortSignal): Promise<Cart> {
  return apiFetch(
    `/api/cart/${encodeURIComponent(String(ownerId))}`,
    import.meta.env.DEV && cartSchema,
    signal ? { signal } : {},
  );
}

/** Fetched on load and whenever the owner changes (a new key); refetched after every change. */
export function cartQueryOptions(ownerId: CartOwnerId | null) {
  return queryOptions({
    queryKey: cartQueryKey(ownerId),
    queryFn: ({ signal }) => getCart(ownerId!, signal),
    enabled: ownerId !== null,
  });
}

export function useCartQuery(ownerId: CartOwnerId | null) {
  return useQuery(cartQueryOptions(ownerId));
}
