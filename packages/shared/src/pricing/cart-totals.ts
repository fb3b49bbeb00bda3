import type { CartTotals } from '../cart/schemas.ts';
import type { PricedOrder } from './price-order.ts';

/** The cart's and checkout's order summary (`cartTotalsSchema`) from a priced order. */
export function toCartTotals(
  priced: PricedOrder,
  facts: { plusMember: boolean; prescriptionRequired: boolean },
): CartTotals {
  return {
    itemCount: priced.itemCount,
    lineCount: priced.lineCount,
    subtotalMrpPaise: priced.subtotalMrpPaise,
    discountPaise: priced.discountPaise,
    discounts: priced.discounts,
    itemsTotalPaise: priced.itemsTotalPaise,
    deliveryFeePaise: priced.deliveryChargePaise,
    freeDelivery: priced.freeDelivery,
    depositPaise: priced.depositPaise,
    totalPaise: priced.totalPaise,
    freeDeliveryThresholdPaise: priced.freeDeliveryThresholdPaise,
    amountToFreeDeliveryPaise: priced.amountToFreeDeliveryPaise,
    plusMember: facts.plusMember,
    prescriptionRequired: facts.prescriptionRequired,
  };
}
