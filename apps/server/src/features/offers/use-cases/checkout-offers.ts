import type { AppliedOffer } from '@aushadh/shared/offers/schemas.ts';
import {
  OFFER_REFUSALS,
  priceWithOffers,
  toCoupon,
  type CustomerFacts,
  type OfferTerms,
} from '@aushadh/shared/pricing/offer-rules.ts';
import { PLUS_MEMBERSHIP, priceOrder, type PricedOrder } from '@aushadh/shared/pricing/price-order.ts';
import type { PriceLine, PriceOrderInput } from '@aushadh/shared/pricing/schemas.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OffersDeps } from '../offers-deps.ts';
import type { OfferRow } from '../offers.repository.ts';
import type { ComboPacks } from './combo-packs.ts';

/** An offer row as the pricing rules read it (the scope's display names stay out of the pricing). */
export function toTerms(row: OfferRow): OfferTerms & { id: number; title: string; kind: OfferRow['kind'] } {
  const scope = row.scope
    ? Object.fromEntries(
        (['categoryIds', 'manufacturerIds', 'kinds', 'productIds'] as const).flatMap((key) =>
          row.scope![key] ? [[key, row.scope![key]]] : [],
        ),
      )
    : null;
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    code: row.code,
    type: row.type,
    percent: row.percent,
    amountPaise: row.amountPaise,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    scope,
    firstOrderOnly: row.firstOrderOnly,
    usesPerCustomer: row.usesPerCustomer,
    plusOnly: row.plusOnly,
    cardOnly: row.cardOnly,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

/** English amount in an error param, as the COD limit writes it ("Rs. 1,250.50"). */
const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

export interface CheckoutPricingRequest {
  /** Null for a guest: priced as a new customer (they must sign in to order, and then it is checked again). */
  userId: number | null;
  lines: PriceLine[];
  plusMember: boolean;
  /** The customer's earlier orders that count (not cancelled): the orders feature knows them. */
  placedOrders: number;
  /** A code the customer typed, already upper-cased by the shared schema. */
  code: string | null;
  /** How the order is paid; null while it is not chosen (the checkout summary). */
  paysByCard: boolean | null;
  /**
   * Placing the order: a typed code that cannot apply is refused with its reason (4xx), and the customer's
   * redemptions are locked until the transaction ends. Otherwise (the summary) it falls back to the best offer.
   */
  strict: boolean;
}

export interface CheckoutPricing {
  priced: PricedOrder;
  offer: AppliedOffer | null;
  offerId: number | null;
}

/** The one pricing of a checkout with offers and PLUS: what the summary shows and what the order is charged. */
export function createCheckoutOffers({ repository, now }: OffersDeps, combos: Pick<ComboPacks, 'deals'>) {
  async function refuseUnknown(code: string): Promise<OfferRow> {
    const row = await repository.findByCode(code);
    if (!row || !row.active) throw new AppError('COUPON_NOT_FOUND', { code });
    return row;
  }

  async function price(request: CheckoutPricingRequest): Promise<CheckoutPricing> {
    const at = now();
    if (request.strict && request.userId !== null) await repository.lockCustomer(request.userId);
    let rows = await repository.listLive(at);
    if (request.code !== null && !rows.some((row) => row.code === request.code)) {
      // Ended or switched off: still named, so the customer learns it ended rather than that it never existed.
      rows = [...rows, await refuseUnknown(request.code)];
    }
    const uses =
      request.userId === null
        ? new Map<number, number>()
        : await repository.usesBy(
            request.userId,
            rows.map((r) => r.id),
          );
    const terms = rows.map(toTerms);
    const factsOf = (offer: (typeof terms)[number]): CustomerFacts => ({
      now: at,
      placedOrders: request.placedOrders,
      usesOfOffer: uses.get(offer.id) ?? 0,
      plusMember: request.plusMember,
      paysByCard: request.paysByCard,
    });
    const input = {
      lines: request.lines,
      membership: request.plusMember ? PLUS_MEMBERSHIP : null,
      combos: [...combos.deals()],
    };
    let choice = priceWithOffers(input, terms, factsOf, request.code);
    if (choice.outcome === 'refused') {
      if (request.strict) {
        const code = request.code!;
        const errorCode = OFFER_REFUSALS[choice.refusal];
        if (errorCode === 'COUPON_MINIMUM_ORDER') {
          const missing = choice.offer ? missingForMinimum(choice.offer, input) : 0;
          throw new AppError('COUPON_MINIMUM_ORDER', { code, amount: rupees(missing) });
        }
        throw new AppError(errorCode, { code });
      }
      choice = priceWithOffers(input, terms, factsOf, null);
    }
    if (choice.outcome !== 'applied') return { priced: choice.priced, offer: null, offerId: null };
    return {
      priced: choice.priced,
      offerId: choice.offer.id,
      offer: {
        code: choice.offer.code,
        title: choice.offer.title,
        kind: choice.offer.kind,
        automatic: choice.automatic,
        amountPaise: choice.priced.coupon?.amountPaise ?? 0,
        cardOnly: choice.offer.cardOnly,
      },
    };
  }

  return {
    price,
    /** Inside the order's transaction: the offer's use by this order (given back when the order is cancelled). */
    async recordRedemption(redemption: { offerId: number; userId: number; orderId: number; amountPaise: number }) {
      await repository.insertRedemption(redemption);
    },
    async releaseRedemption(orderId: number) {
      await repository.releaseRedemption(orderId, now());
    },
  };
}

function missingForMinimum(offer: OfferTerms, input: Omit<PriceOrderInput, 'coupon'>): number {
  return priceOrder({ ...input, coupon: toCoupon(offer) }).coupon?.amountToMinimumPaise ?? 0;
}
