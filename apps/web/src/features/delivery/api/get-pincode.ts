import { pincodeLookupResponseSchema } from '@aushadh/shared/delivery/schemas.ts';
import type { PincodeLookupResponse } from '@aushadh/shared/delivery/schemas.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/pincode?lat&lng: the pincode of the nearest post office (404 when none is near). */
export function getPincode(lat: number, lng: number, signal?: AbortSignal): Promise<PincodeLookupResponse> {
  const query = new URLSearchParams({ lat: lat.toFixed(6), lng: lng.toFixed(6) });
  return apiFetch(
    `/api/pincode?${query.toString()}`,
    import.meta.env.DEV && pincodeLookupResponseSchema,
    signal ? { signal } : {},
  );
}

export function pincodeQueryOptions(lat: number, lng: number) {
  return queryOptions({
    queryKey: ['delivery', 'pincode', lat.toFixed(4), lng.toFixed(4)] as const,
    queryFn: ({ signal }) => getPincode(lat, lng, signal),
  });
}
