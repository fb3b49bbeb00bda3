import { checkoutSummarySchema } from '@aushadh/shared/orders/schemas.ts';
import type { CheckoutSummary } from '@aushadh/shared/orders/schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/**
 * The key is in the cart's scope on purpose: this prices the caller's cart, so every cart change (which
 * invalidates that scope) refetches it too.
 */
export const checkoutSummaryQueryKey = (pincode: string | null, coupon: string | null = null) =>
  sessionKey('cart', 'checkout-summary', pincode, coupon);
/** Every checkout summary, whatever its pincode or coupon. */
export const CHECKOUT_SUMMARIES_KEY = sessionKey('cart', 'checkout-summary');

/**
 * GET /api/checkout/summary?pincode=&coupon=: the cart priced on the server with PLUS and the best offer (or
 * the typed coupon), the delivery check and payment methods.
 */
export function getCheckoutSummary(
  pincode: string | null,
  signal?: AbortSignal,
  coupon: string | null = null,
): Promise<CheckoutSummary> {
  const params = new URLSearchParams();
  if (pincode) params.set('pincode', pincode);
  if (coupon) params.set('coupon', coupon);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return apiFetch(
    `/api/checkout/summary${query}`,
    import.meta.env.DEV && checkoutSummarySchema,
    signal ? { signal } : {},
  );
}

export function checkoutSummaryQueryOptions(pincode: string | null = null, coupon: string | null = null) {
  return queryOptions({
    queryKey: checkoutSummaryQueryKey(pincode, coupon),
    queryFn: ({ signal }) => getCheckoutSummary(pincode, signal, coupon),
    // Prices and stock move: always re-read when the checkout opens.
    staleTime: 0,
  });
}

export function useCheckoutSummary(pincode: string | null = null, coupon: string | null = null) {
  return useQuery({ ...checkoutSummaryQueryOptions(pincode, coupon), placeholderData: keepPreviousData });
}
