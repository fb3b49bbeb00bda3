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

/** What the checkout page shows before the order: the cart, delivery to a pincode, the payment methods. */
export function createCheckoutSummary({ cart, delivery }: OrdersDeps) {
  return async function summary(caller: CartCaller, pincode: string | undefined): Promise<CheckoutSummary> {
    const current = await cart.getCurrentCart(caller);
    const total = current.totals.totalPaise;
    return {
      cart: current,
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
    };
  };
}
