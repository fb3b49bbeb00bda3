import {
  cartMutationResponseSchema,
  type CartMutationResponse,
  type CartOwnerId,
} from '@aushadh/shared/cart/schemas.ts';
import {
  brandPageSchema,
  featuredBrandsSchema,
  topDealsSchema,
  valueStoreSchema,
  type BrandPage,
  type FeaturedBrands,
  type TopDeals,
  type ValueStore,
} from '@aushadh/shared/offers/schemas.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/value-store: price bands and the generics that save the most. */
export const valueStoreQueryOptions = () =>
  queryOptions({
    queryKey: ['offers', 'value-store'] as const,
    queryFn: ({ signal }): Promise<ValueStore> =>
      apiFetch('/api/value-store', import.meta.env.DEV && valueStoreSchema, withSignal(signal)),
    staleTime: 60_000,
  });
export const useValueStore = () => useQuery(valueStoreQueryOptions());

/** GET /api/offers/top-deals */
export const topDealsQueryOptions = () =>
  queryOptions({
    queryKey: ['offers', 'top-deals'] as const,
    queryFn: ({ signal }): Promise<TopDeals> =>
      apiFetch('/api/offers/top-deals', import.meta.env.DEV && topDealsSchema, withSignal(signal)),
    staleTime: 60_000,
  });
export const useTopDeals = (enabled = true) => useQuery({ ...topDealsQueryOptions(), enabled });

/** GET /api/brands */
export const featuredBrandsQueryOptions = () =>
  queryOptions({
    queryKey: ['offers', 'brands'] as const,
    queryFn: ({ signal }): Promise<FeaturedBrands> =>
      apiFetch('/api/brands', import.meta.env.DEV && featuredBrandsSchema, withSignal(signal)),
    staleTime: 5 * 60_000,
  });
export const useFeaturedBrands = () => useQuery(featuredBrandsQueryOptions());

/** GET /api/brands/{slug} */
export const brandQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['offers', 'brand', slug] as const,
    queryFn: ({ signal }): Promise<BrandPage> =>
      apiFetch(`/api/brands/${encodeURIComponent(slug)}`, import.meta.env.DEV && brandPageSchema, withSignal(signal)),
    staleTime: 60_000,
  });
export const useBrand = (slug: string) => useQuery(brandQueryOptions(slug));

/** POST /api/value-store/combos/{slug}/cart: one set of the pack into the cart owner's cart, all or none. */
export function useAddComboToCart() {
  return useMutation({
    mutationKey: ['offers', 'combo', 'add'],
    mutationFn: ({ slug, userId }: { slug: string; userId: CartOwnerId }): Promise<CartMutationResponse> =>
      apiFetch(
        `/api/value-store/combos/${encodeURIComponent(slug)}/cart`,
        import.meta.env.DEV && cartMutationResponseSchema,
        { method: 'POST', body: { userId } },
      ),
  });
}
