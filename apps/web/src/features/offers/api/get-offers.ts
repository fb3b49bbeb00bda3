import { offerListSchema, type OfferList } from '@aushadh/shared/offers/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/offers: every offer running now, its code and terms. */
export function getOffers(signal?: AbortSignal): Promise<OfferList> {
  return apiFetch('/api/offers', import.meta.env.DEV && offerListSchema, signal ? { signal } : {});
}

export function offersQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'list'] as const,
    queryFn: ({ signal }) => getOffers(signal),
    staleTime: 60_000,
  });
}

export const useOffers = () => useQuery(offersQueryOptions());
