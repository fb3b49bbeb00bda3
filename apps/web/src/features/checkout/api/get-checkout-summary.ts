import { checkoutSummarySchema } from '@aushadh/shared/orders/schemas.ts';
import type { CheckoutSummary } from '@aushadh/shared/orders/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/**
 * The key is in the cart's scope on purpose: this prices the caller's cart, so every cart change (which
 * invalidates that scope) refetches it too.
 */
export const checkoutSummaryQueryKey = (pincode: string | null) => sessionKey('cart', 'checkout-summary', pincode);

/** GET /api/checkout/summary?pincode=: the cart priced on the server, the delivery check and payment methods. */
export function getCheckoutSummary(pincode: string | null, signal?: AbortSignal): Promise<CheckoutSummary> {
  const query = pincode ? `?${new URLSearchParams({ pincode }).toString()}` : '';
  return apiFetch(
    `/api/checkout/summary${query}`,
    import.meta.env.DEV && checkoutSummarySchema,
    signal ? { signal } : {},
  );
}

export function checkoutSummaryQueryOptions(pincode: string | null = null) {
  return queryOptions({
    queryKey: checkoutSummaryQueryKey(pincode),
    queryFn: ({ signal }) => getCheckoutSummary(pincode, signal),
    // Prices and stock move: always re-read when the checkout opens.
    staleTime: 0,
  });
}

export function useCheckoutSummary(pincode: string | null = null) {
  return useQuery(checkoutSummaryQueryOptions(pincode));
}
