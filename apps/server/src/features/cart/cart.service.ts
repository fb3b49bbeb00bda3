import type { ComboDeal } from '@aushadh/shared/pricing/combos.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CartRepository } from './cart.repository.ts';
import { createCartStore, type CartDeps } from './cart-store.ts';
import { createRentalTermsRepository } from './rental-terms.repository.ts';
import { createRentalCart } from './use-cases/rental-cart.ts';
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
  // The offers feature registers after the cart and hands in its live combo packs (`useComboDeals`).
  let comboSource: () => readonly ComboDeal[] = () => [];
  const withCombos = {
    ...options,
    comboDeals: () => comboSource(),
    rentals: createRentalTermsRepository(options.uow),
  };
  const deps: CartDeps = { ...withCombos, store: createCartStore(withCombos) };
  const view = createViewCart(deps);
  const add = createAddToCart(deps);
  const rental = createRentalCart(deps);
  const empty = createEmptyCart(deps);
  const merge = createMergeGuestCart(deps);
  return {
    getCart: view.getCart,
    getCurrentCart: view.getCurrentCart,
    pricingOfCurrentCart: view.pricingOfCurrentCart,
    accountCart: view.accountCart,
    /** A line bought, or rented when `rentalPeriods` is given (decision 0026). */
    add: (caller: Parameters<typeof add.add>[0], input: Parameters<typeof add.add>[1]) =>
      input.rentalPeriods === undefined ? add.add(caller, input) : rental.add(caller, input),
    /* equipment rental (decision 0026) */
    rentalOffers: rental.offers,
    reserveRentalUnits: rental.reserveUnits,
    releaseRentalUnits: rental.releaseUnits,
    addToAccount: add.addToAccount,
    addSet: add.addSet,
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
    /** Where the cart's totals read the live combo packs from (the offers feature keeps them). */
    useComboDeals(source: () => readonly ComboDeal[]): void {
      comboSource = source;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
