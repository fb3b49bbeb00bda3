import { CHECKOUT } from '@aushadh/shared/constants.ts';
import {
  PAYMENT_DEMO_NOTICE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type CheckoutSummary,
} from '@aushadh/shared/orders/schemas.ts';
import type { CartCaller } from '../../cart/cart.service.ts';
import type { OrdersDeps } from '../orders-deps.ts';
import { rupees } from '../order-model.ts';
import { createPriceCheckout } from './price-checkout.ts';

/**
 * What the checkout page shows before the order: the cart priced with PLUS and the best (or typed) offer,
 * delivery to a pincode, the payment methods. `strict`: a typed code that cannot apply is refused (4xx, the
 * reason's code) instead of quietly replaced by the best offer.
 */
export function createCheckoutSummary(deps: OrdersDeps) {
  const { cart, delivery } = deps;
  const priceCheckout = createPriceCheckout(deps);
  return async function summary(
    caller: CartCaller,
    pincode: string | undefined,
    options: { coupon?: string | undefined; strict?: boolean } = {},
  ): Promise<CheckoutSummary> {
    const current = await cart.pricingOfCurrentCart(caller);
    const priced = await priceCheckout({
      userId: caller.userId,
      lines: current.lines,
      plusMember: current.plusMember,
      code: options.coupon ?? null,
      paysByCard: null,
      strict: options.strict ?? false,
    });
    const total = priced.totals.totalPaise;
    return {
      cart: { ...current.cart, totals: priced.totals },
      delivery: pincode ? await delivery.check(pincode) : null,
      signInRequired: caller.userId === null,
      paymentMethods: PAYMENT_METHODS.map((method) => {
        const codBlocked = method === 'cod' && total > CHECKOUT.codLimitPaise;
        return {
          method,
          label: PAYMENT_METHOD_LABELS[method],
          available: !codBlocked,
          reason: codBlocked
            ? `Cash on delivery is available for orders up to ${rupees(CHECKOUT.codLimitPaise)}`
            : null,
        };
      }),
      codLimitPaise: CHECKOUT.codLimitPaise,
      demoNotice: PAYMENT_DEMO_NOTICE,
      offer: priced.offer,
    };
  };
}
