import type { CartMutationResponse } from '@aushadh/shared/cart/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CartDeps } from '../cart-store.ts';
import { ownerKeysOf, ownerOfLine, withNotices, type CartCaller } from '../cart-model.ts';

/** Removes one of the caller's lines. */
export function createRemoveFromCart({ repository, store }: CartDeps) {
  return async function remove(caller: CartCaller, cartItemId: number): Promise<CartMutationResponse> {
    const line = await repository.findLine(cartItemId, ownerKeysOf(caller));
    if (!line) throw new AppError('CART_ITEM_NOT_FOUND');
    await repository.deleteLine(line.id, line.ownerKey);
    return { ...(await store.load(ownerOfLine(caller, line.ownerKey))), ...withNotices([]) };
  };
}
