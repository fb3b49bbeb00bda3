import type { CartMutationResponse, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import type { CartDeps } from '../cart-store.ts';
import { resolveOwner, userOwnerKey, withNotices, type CartCaller } from '../cart-model.ts';

/** Emptying a cart: the caller's own on request, an account's when an order took it or its e-mail was claimed. */
export function createEmptyCart({ repository, store }: CartDeps) {
  return {
    async clear(caller: CartCaller, claimed: CartOwnerId): Promise<CartMutationResponse> {
      const owner = resolveOwner(caller, claimed);
      await repository.clear(owner.ownerKey);
      return { ...(await store.load(owner)), ...withNotices([]) };
    },

    /** Inside the caller's transaction when there is one (an order placed, an e-mail taken back). */
    clearAccountCart(userId: number): Promise<void> {
      return repository.clear(userOwnerKey(userId));
    },
  };
}
