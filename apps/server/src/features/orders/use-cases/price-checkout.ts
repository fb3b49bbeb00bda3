import type { CartTotals } from '@aushadh/shared/cart/schemas.ts';
import { toCartTotals } from '@aushadh/shared/pricing/cart-totals.ts';
import type { CartLine } from '../../cart/cart.service.ts';
import type { CheckoutPricing } from '../../offers/offers.service.ts';
import type { OrdersDeps } from '../orders-deps.ts';

export interface PricedCheckout extends CheckoutPricing {
  totals: CartTotals;
}

/**
 * The cart's lines priced with PLUS and offers by the one pricing function (through the offers feature): what
 * the summary shows, what the payment is authorised for and what the order stores are the same numbers.
 */
export function createPriceCheckout({ repository, offers }: Pick<OrdersDeps, 'repository' | 'offers'>) {
  return async function priceCheckout(request: {
    userId: number | null;
    lines: CartLine[];
    plusMember: boolean;
    code: string | null;
    paysByCard: boolean | null;
    strict: boolean;
  }): Promise<PricedCheckout> {
    const placedOrders = request.userId === null ? 0 : await repository.countPlacedOrders(request.userId);
    const priced = await offers.priceCheckout({ ...request, placedOrders });
    return {
      ...priced,
      totals: toCartTotals(priced.priced, {
        plusMember: request.plusMember,
        prescriptionRequired: request.lines.some((line) => line.prescriptionRequired),
      }),
    };
  };
}
