import { deliveryCheckResponseSchema } from '@aushadh/shared/delivery/schemas.ts';
import type { DeliveryCheckResponse } from '@aushadh/shared/delivery/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/delivery-check?pincode=: served or not, with the estimated dates; 400 for a malformed or unknown pincode. */
export function getDeliveryCheck(pincode: string, signal?: AbortSignal): Promise<DeliveryCheckResponse> {
  return apiFetch(
    `/api/delivery-check?${new URLSearchParams({ pincode }).toString()}`,
    import.meta.env.DEV && deliveryCheckResponseSchema,
    signal ? { signal } : {},
  );
}

/** Estimated dates move with the calendar: an answer is reused for an hour. */
export function deliveryCheckQueryOptions(pincode: string) {
  return queryOptions({
    queryKey: ['delivery', 'check', pincode] as const,
    queryFn: ({ signal }) => getDeliveryCheck(pincode, signal),
    staleTime: 60 * 60_000,
  });
}

export function useDeliveryCheck(pincode: string | null) {
  return useQuery({ ...deliveryCheckQueryOptions(pincode ?? ''), enabled: pincode !== null });
}
