import type { CartTotals } from '@aushadh/shared/cart/schemas.ts';
import type { CartDeps } from '../cart-store.ts';
import { computeTotals, userOwnerKey, type CartLine } from '../cart-model.ts';

/** What checkout places: the account's lines priced from the catalog, and their totals. */
export function createCheckoutCart({ store }: CartDeps) {
  /** `lock` holds the lines until the current transaction ends: a concurrent submit waits, then finds them gone. */
  return async function checkoutCart(
    userId: number,
    options: { lock?: boolean } = {},
  ): Promise<{ lines: CartLine[]; totals: CartTotals; plusMember: boolean }> {
    const lines = await store.lines(userOwnerKey(userId), options);
    const plusMember = await store.isPlusMember(userId);
    return { lines, totals: computeTotals(lines, plusMember, store.combos()), plusMember };
  };
}
