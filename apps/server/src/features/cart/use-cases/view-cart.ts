import type { Cart, CartOwnerId } from '@aushadh/shared/cart/schemas.ts';
import type { CartDeps } from '../cart-store.ts';
import {
  accountOwner,
  computeTotals,
  currentOwner,
  resolveOwner,
  toCartItem,
  type CartCaller,
  type CartLine,
} from '../cart-model.ts';

/** Reading a cart: the one named (only the caller's own), the one in use now, or an account's. */
export function createViewCart({ store }: CartDeps) {
  return {
    getCart(caller: CartCaller, claimed: CartOwnerId): Promise<Cart> {
      return store.load(resolveOwner(caller, claimed));
    },

    /** The caller's current cart (checkout summary); an empty one for a visitor with neither id. */
    async getCurrentCart(caller: CartCaller): Promise<Cart> {
      const owner = currentOwner(caller);
      return owner ? store.load(owner) : { ownerId: 'guest', items: [], totals: computeTotals([], false) };
    },

    /** The current cart with its lines' pricing facts and membership: checkout re-prices it with offers. */
    async pricingOfCurrentCart(caller: CartCaller): Promise<{ cart: Cart; lines: CartLine[]; plusMember: boolean }> {
      const owner = currentOwner(caller);
      if (!owner)
        return {
          cart: { ownerId: 'guest', items: [], totals: computeTotals([], false) },
          lines: [],
          plusMember: false,
        };
      const lines = await store.lines(owner.ownerKey);
      const plusMember = await store.isPlusMember(owner.userId);
      return {
        cart: {
          ownerId: owner.ownerId,
          items: lines.map(toCartItem),
          totals: computeTotals(lines, plusMember, store.combos()),
        },
        lines,
        plusMember,
      };
    },

    accountCart(userId: number): Promise<Cart> {
      return store.load(accountOwner(userId));
    },
  };
}
