import { pincodeDetailsSchema } from '@aushadh/shared/delivery/schemas.ts';
import type { PincodeDetails } from '@aushadh/shared/delivery/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client.ts';

/** GET /api/pincodes/{pincode}: office, district, state and service of a pincode; null when India Post has none. */
export async function getPincodeDetails(pincode: string, signal?: AbortSignal): Promise<PincodeDetails | null> {
  try {
    return await apiFetch(
      `/api/pincodes/${encodeURIComponent(pincode)}`,
      import.meta.env.DEV && pincodeDetailsSchema,
      signal ? { signal } : {},
    );
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** A pincode's place does not change: kept for the session. */
export function pincodeDetailsQueryOptions(pincode: string) {
  return queryOptions({
    queryKey: ['checkout', 'pincode', pincode] as const,
    queryFn: ({ signal }) => getPincodeDetails(pincode, signal),
    staleTime: Infinity,
  });
}

/** The place of `pincode` once it is six digits (null: nothing to look up). */
export function usePincodeDetails(pincode: string | null) {
  return useQuery({ ...pincodeDetailsQueryOptions(pincode ?? ''), enabled: pincode !== null });
}
