import type { AddToCartRequest, CartMutationResponse } from '@aushadh/shared/cart/schemas.ts';
import { CHECKOUT } from '@aushadh/shared/constants.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CartDeps, LineToAdd } from '../cart-store.ts';
import {
  cappedNotice,
  checkQuantity,
  resolveOwner,
  userOwnerKey,
  withNotices,
  type CartCaller,
} from '../cart-model.ts';

/** Adding a product raises the quantity of an existing line, capped by stock and the per-order limit. */
export function createAddToCart({ store, uow }: CartDeps) {
  return {
    async add(caller: CartCaller, input: AddToCartRequest): Promise<CartMutationResponse> {
      const owner = resolveOwner(caller, input.userId);
      const product = await store.product(input.productId);
      const cap = checkQuantity(product, input.quantity);
      const [added] = await uow.transaction(() =>
        store.addLines(owner.ownerKey, [{ productId: product.productId, quantity: input.quantity, cap }]),
      );
      if (!added) throw new AppError('CART_FULL', { max: CHECKOUT.maxCartLines });
      const { before, after } = added;
      const capped = before + input.quantity > after;
      return {
        ...(await store.load(owner)),
        ...withNotices(capped ? [cappedNotice(product, cap, before, after)] : []),
      };
    },

    /**
     * A combo pack (issue 18): every product of the set in one transaction, or none. Each is checked like a single
     * add (stock, per-order limit); a line already in the cart is raised, capped as `add` caps it.
     */
    async addSet(
      caller: CartCaller,
      ownerId: AddToCartRequest['userId'],
      items: readonly { productId: number; quantity: number }[],
    ): Promise<CartMutationResponse> {
      const owner = resolveOwner(caller, ownerId);
      const products = await Promise.all(items.map((item) => store.product(item.productId)));
      const lines = items.map((item, i) => ({ ...item, cap: checkQuantity(products[i]!, item.quantity) }));
      const added = await uow.transaction(async () => {
        const result = await store.addLines(owner.ownerKey, lines);
        if (result.some((line) => line === null)) throw new AppError('CART_FULL', { max: CHECKOUT.maxCartLines });
        return result;
      });
      const notices = added.flatMap((line, i) =>
        line && line.before + lines[i]!.quantity > line.after
          ? [cappedNotice(products[i]!, lines[i]!.cap, line.before, line.after)]
          : [],
      );
      return { ...(await store.load(owner)), ...withNotices(notices) };
    },

    /** Reorder: adds lines (capped) to the account's cart. Per line: how many were added, null if the cart was full. */
    async addToAccount(userId: number, lines: LineToAdd[]): Promise<(number | null)[]> {
      const added = await uow.transaction(() => store.addLines(userOwnerKey(userId), lines));
      return added.map((a) => (a === null ? null : a.after - a.before));
    },
  };
}
