import type { CartMutationResponse, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CartDeps } from '../cart-store.ts';
import type { CartNotice } from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { guestOwnerKey, lineCap, resolveOwner, userOwnerKey, withNotices, type CartCaller } from '../cart-model.ts';

/** A guest's cart follows them into their account: at sign-in, or when asked (POST /api/cart/transfer). */
export function createMergeGuestCart({ repository, catalog, store, uow }: CartDeps) {
  /**
   * Moves a guest cart into a user's cart: quantities added and capped; exactly once even when called
   * concurrently. Lines that would pass the cart's line cap are left out (counted in `leftOut`).
   */
  function merge(guestId: string, userId: number): Promise<{ moved: number; leftOut: number }> {
    return uow.transaction(async () => {
      const taken = await repository.takeAll(guestOwnerKey(guestId));
      if (taken.length === 0) return { moved: 0, leftOut: 0 };
      const products = await catalog.purchaseFacts(taken.map((line) => line.productId));
      const known = taken.flatMap((line) => {
        const product = products.get(line.productId);
        // An out-of-stock line is kept (at least 1) so the customer sees it, flagged, instead of losing it.
        return product ? [{ ...line, cap: Math.max(1, lineCap(product)) }] : [];
      });
      const added = await store.addLines(userOwnerKey(userId), known);
      const leftOut = added.filter((a) => a === null).length;
      return { moved: taken.length - leftOut, leftOut };
    });
  }

  return {
    /** Only the caller's own guest cart into the caller's own account. */
    async transfer(caller: CartCaller, fromUserId: CartOwnerId, toUserId: CartOwnerId): Promise<CartMutationResponse> {
      if (caller.userId === null) throw new AppError('SIGN_IN_TO_MOVE_CART');
      const from = resolveOwner(caller, fromUserId);
      const to = resolveOwner(caller, toUserId);
      if (from.userId !== null || to.userId === null) throw new AppError('NOT_YOUR_CART');
      const { moved, leftOut } = await merge(String(from.ownerId), to.userId);
      const notices: CartNotice[] = [
        ...(moved > 0 ? [{ code: 'guest-cart-moved' as const, params: { count: moved } }] : []),
        ...(leftOut > 0
          ? [{ code: 'guest-cart-left-out' as const, params: { count: leftOut, max: CHECKOUT.maxCartLines } }]
          : []),
      ];
      return { ...(await store.load(to)), ...withNotices(notices) };
    },

    /** Sign-in hook: the verified guest cart follows the customer into the account. */
    async mergeGuestCart(userId: number, guestId: string | null): Promise<void> {
      if (guestId) await merge(guestId, userId);
    },
  };
}
