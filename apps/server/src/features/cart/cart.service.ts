import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CartRepository } from './cart.repository.ts';
import { createCartStore, type CartDeps } from './cart-store.ts';
import { createAddToCart } from './use-cases/add-to-cart.ts';
import { createCartPersonalData } from './use-cases/cart-personal-data.ts';
import { createChangeQuantity } from './use-cases/change-quantity.ts';
import { createCheckoutCart } from './use-cases/checkout-cart.ts';
import { createEmptyCart } from './use-cases/empty-cart.ts';
import { createMergeGuestCart } from './use-cases/merge-guest-cart.ts';
import { createPurgeStaleGuestCarts } from './use-cases/purge-stale-guest-carts.ts';
import { createRemoveFromCart } from './use-cases/remove-from-cart.ts';
import { createSetPlusMembership } from './use-cases/set-plus-membership.ts';
import { createViewCart } from './use-cases/view-cart.ts';

// What other features may use of the cart's model: through this file only (DESIGN §2 rule 4).
export { CART_FULL, lineCap, type CartCaller, type CartLine } from './cart-model.ts';

/** The cart feature's entry point: its use cases (one file each under use-cases/), assembled. */
export function createCartService(options: {
  repository: CartRepository;
  catalog: Pick<CatalogService, 'purchaseFacts'>;
  uow: UnitOfWork;
}) {
  const deps: CartDeps = { ...options, store: createCartStore(options) };
  const view = createViewCart(deps);
  const add = createAddToCart(deps);
  const empty = createEmptyCart(deps);
  const merge = createMergeGuestCart(deps);
  return {
    getCart: view.getCart,
    getCurrentCart: view.getCurrentCart,
    pricingOfCurrentCart: view.pricingOfCurrentCart,
    accountCart: view.accountCart,
    add: add.add,
    addToAccount: add.addToAccount,
    update: createChangeQuantity(deps),
    remove: createRemoveFromCart(deps),
    clear: empty.clear,
    clearAccountCart: empty.clearAccountCart,
    transfer: merge.transfer,
    mergeGuestCart: merge.mergeGuestCart,
    checkoutCart: createCheckoutCart(deps),
    purgeStaleGuestCarts: createPurgeStaleGuestCarts(deps),
    personalData: createCartPersonalData(deps),
    setPlusMembership: createSetPlusMembership(deps),
  };
}

export type CartService = ReturnType<typeof createCartService>;
