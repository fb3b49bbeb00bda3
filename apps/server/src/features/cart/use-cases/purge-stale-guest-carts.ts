import { RETENTION } from '@aushadh/shared/constants.ts';
import type { CartDeps } from '../cart-store.ts';

const DAY_MS = 86_400_000;

/** Scheduled clean-up: guest carts nobody touched for RETENTION.guestCartDays. Answers how many went. */
export function createPurgeStaleGuestCarts({ repository }: CartDeps) {
  return function purgeStaleGuestCarts(now = new Date()): Promise<number> {
    return repository.deleteGuestCartsUntouchedSince(new Date(now.getTime() - RETENTION.guestCartDays * DAY_MS));
  };
}
