import type { OffersDeps } from './offers-deps.ts';
import { createCheckoutOffers } from './use-cases/checkout-offers.ts';
import { createComboPacks } from './use-cases/combo-packs.ts';
import { createListOffers } from './use-cases/list-offers.ts';
import { createOffersPersonalData } from './use-cases/offers-personal-data.ts';
import { createPlusMembership } from './use-cases/plus-membership.ts';
import { createValuePages } from './use-cases/value-pages.ts';

export type { CheckoutPricing, CheckoutPricingRequest } from './use-cases/checkout-offers.ts';
export type { OffersDeps } from './offers-deps.ts';

/** The offers feature's entry point: offers at checkout, /offers, the value pages, PLUS. */
export function createOffersService(deps: OffersDeps) {
  const combos = createComboPacks(deps);
  const checkout = createCheckoutOffers(deps, combos);
  const listing = createListOffers(deps);
  const value = createValuePages(deps, listing, combos);
  const plus = createPlusMembership(deps);
  return {
    /* checkout (the orders feature prices and places with these) */
    priceCheckout: checkout.price,
    recordRedemption: checkout.recordRedemption,
    releaseRedemption: checkout.releaseRedemption,
    /* public pages */
    listOffers: listing.listOffers,
    valueStore: value.valueStore,
    topDeals: value.topDeals,
    featuredBrands: value.featuredBrands,
    brandPage: value.brandPage,
    /* combo packs (the cart prices with `comboDeals`) */
    refreshCombos: combos.refresh,
    comboDeals: combos.deals,
    addComboToCart: combos.addToCart,
    /* PLUS */
    plusStatus: plus.status,
    buyPlus: plus.buy,
    cancelPlus: plus.cancel,
    plusMembersAmong: plus.membersAmong,
    personalData: createOffersPersonalData(deps),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
