import { bestCoupon, priceOrder, type PricedOrder } from './price-order.ts';
import type { Coupon, OfferScope, PriceOrderInput } from './schemas.ts';

/**
 * Who may use an offer when (issue 18). The pricing function prices what depends on the cart (scope, minimum,
 * cap); these rules decide what depends on the customer and the clock: the validity window, first order only,
 * uses per customer, PLUS only, card only. Pure, so the server and the tests run the very same rules.
 */

export interface OfferTerms {
  code: string;
  type: 'percent' | 'flat';
  percent: number | null;
  amountPaise: number | null;
  minOrderPaise: number | null;
  maxDiscountPaise: number | null;
  scope: OfferScope | null;
  firstOrderOnly: boolean;
  usesPerCustomer: number | null;
  plusOnly: boolean;
  cardOnly: boolean;
  startsAt: Date;
  endsAt: Date | null;
}

export interface CustomerFacts {
  now: Date;
  /** Orders the customer placed before (a cancelled one does not count). */
  placedOrders: number;
  /** How often the customer has used this offer (a cancelled order gives its use back). */
  usesOfOffer: number;
  plusMember: boolean;
  /** How the order is paid; null while not chosen yet (the checkout summary). */
  paysByCard: boolean | null;
}

/** Each refusal is an error code the web words in every language. */
export const OFFER_REFUSALS = {
  'not-started': 'COUPON_NOT_STARTED',
  expired: 'COUPON_EXPIRED',
  'first-order-only': 'COUPON_FIRST_ORDER_ONLY',
  'already-used': 'COUPON_ALREADY_USED',
  'plus-only': 'COUPON_PLUS_ONLY',
  'card-only': 'COUPON_CARD_ONLY',
  'minimum-order': 'COUPON_MINIMUM_ORDER',
  'no-eligible-items': 'COUPON_NOT_APPLICABLE',
} as const;
export type OfferRefusal = keyof typeof OFFER_REFUSALS;

/** Why this customer may not use the offer now, or null when they may (the cart is the pricing's to judge). */
export function offerRefusal(offer: OfferTerms, facts: CustomerFacts): OfferRefusal | null {
  if (facts.now < offer.startsAt) return 'not-started';
  if (offer.endsAt !== null && facts.now >= offer.endsAt) return 'expired';
  if (offer.firstOrderOnly && facts.placedOrders > 0) return 'first-order-only';
  if (offer.usesPerCustomer !== null && facts.usesOfOffer >= offer.usesPerCustomer) return 'already-used';
  if (offer.plusOnly && !facts.plusMember) return 'plus-only';
  if (offer.cardOnly && facts.paysByCard === false) return 'card-only';
  return null;
}

/** The offer as the pricing function takes it. */
export function toCoupon(offer: OfferTerms): Coupon {
  const terms = {
    code: offer.code,
    ...(offer.minOrderPaise !== null ? { minOrderPaise: offer.minOrderPaise } : {}),
    ...(offer.maxDiscountPaise !== null ? { maxDiscountPaise: offer.maxDiscountPaise } : {}),
    ...(offer.scope ? { scope: offer.scope } : {}),
  };
  return offer.type === 'percent'
    ? { ...terms, type: 'percent', percent: offer.percent! }
    : { ...terms, type: 'flat', amountPaise: offer.amountPaise! };
}

export type OfferChoice<T extends OfferTerms> =
  | { outcome: 'none'; offer: null; priced: PricedOrder }
  | { outcome: 'applied'; offer: T; automatic: boolean; priced: PricedOrder }
  | { outcome: 'refused'; offer: T | null; refusal: OfferRefusal; priced: PricedOrder };

/**
 * Prices an order with offers: a typed code (when given) must be usable and apply to the cart, else it is
 * refused with the reason; without one, the offer that leaves the lowest total among those usable now and
 * not tied to the payment (a bank offer needs the card chosen first) applies by itself.
 */
export function priceWithOffers<T extends OfferTerms>(
  input: Omit<PriceOrderInput, 'coupon'>,
  offers: readonly T[],
  factsOf: (offer: T) => CustomerFacts,
  typedCode: string | null,
): OfferChoice<T> {
  if (typedCode !== null) {
    const offer = offers.find((candidate) => candidate.code === typedCode) ?? null;
    if (offer === null)
      return { outcome: 'refused', offer: null, refusal: 'no-eligible-items', priced: priceOrder(input) };
    const refusal = offerRefusal(offer, factsOf(offer));
    if (refusal) return { outcome: 'refused', offer, refusal, priced: priceOrder(input) };
    const priced = priceOrder({ ...input, coupon: toCoupon(offer) });
    if (!priced.coupon?.applied) {
      return {
        outcome: 'refused',
        offer,
        refusal: priced.coupon?.rejection ?? 'no-eligible-items',
        priced: priceOrder(input),
      };
    }
    return { outcome: 'applied', offer, automatic: false, priced };
  }
  const usable = offers.filter((offer) => !offer.cardOnly && offerRefusal(offer, factsOf(offer)) === null);
  const coupons = usable.map(toCoupon);
  const best = bestCoupon(input, coupons);
  if (best === null) return { outcome: 'none', offer: null, priced: priceOrder(input) };
  return {
    outcome: 'applied',
    offer: usable[coupons.indexOf(best)]!,
    automatic: true,
    priced: priceOrder({ ...input, coupon: best }),
  };
}
