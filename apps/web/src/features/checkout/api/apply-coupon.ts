import { checkoutSummarySchema, type CheckoutSummary } from '@aushadh/shared/orders/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { checkoutSummaryQueryKey } from './get-checkout-summary.ts';

/**
 * POST /api/checkout/coupon: the summary priced with the typed code, or a 4xx whose code says why it cannot
 * apply (ended, not started, first order only, minimum not met …), shown translated.
 */
export function applyCoupon(code: string): Promise<CheckoutSummary> {
  return apiFetch('/api/checkout/coupon', import.meta.env.DEV && checkoutSummarySchema, {
    method: 'POST',
    body: { code },
  });
}

export function useApplyCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'apply-coupon'],
    mutationFn: applyCoupon,
    // The accepted code's summary is the one the page shows next: no second request.
    onSuccess: (summary) => {
      if (summary.offer) client.setQueryData(checkoutSummaryQueryKey(null, summary.offer.code), summary);
    },
  });
}
