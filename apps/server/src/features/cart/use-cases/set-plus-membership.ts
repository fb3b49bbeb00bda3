import type { CartDeps } from '../cart-store.ts';

/** The offers feature records a PLUS plan bought (valid until its end) or cancelled (null): the cart prices by it. */
export function createSetPlusMembership({ repository }: CartDeps) {
  return async function setPlusMembership(userId: number, validUntil: Date | null): Promise<void> {
    if (validUntil === null) await repository.deletePlusMembership(userId);
    else await repository.setPlusMembership(userId, validUntil);
  };
}
