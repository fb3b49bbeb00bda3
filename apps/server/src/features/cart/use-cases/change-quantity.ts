import type { CartMutationResponse } from '@aushadh/shared/cart/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CartDeps } from '../cart-store.ts';
import { checkQuantity, ownerKeysOf, ownerOfLine, withNotices, type CartCaller } from '../cart-model.ts';

/** Sets the quantity of one of the caller's lines (in the account's or the guest's cart). */
export function createChangeQuantity({ repository, store }: CartDeps) {
  return async function update(
    caller: CartCaller,
    cartItemId: number,
    quantity: number,
  ): Promise<CartMutationResponse> {
    const line = await repository.findLine(cartItemId, ownerKeysOf(caller));
    if (!line) throw new AppError('CART_ITEM_NOT_FOUND');
    // A rented line is capped by the rental units free, a bought one by the stock (store.price knows which).
    const [priced] = await store.price([line]);
    checkQuantity(priced ?? (await store.product(line.productId)), quantity);
    await repository.setQuantity(line.id, line.ownerKey, quantity);
    return { ...(await store.load(ownerOfLine(caller, line.ownerKey))), ...withNotices([]) };
  };
}
