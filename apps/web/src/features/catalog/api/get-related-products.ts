import { relatedProductsSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { RelatedProducts } from '@aushadh/shared/catalog/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/products/{id}/related: substitutes (same salt and strength), similar, frequently bought together. */
export function getRelatedProducts(id: number, signal?: AbortSignal): Promise<RelatedProducts> {
  return apiFetch(
    `/api/products/${id}/related`,
    import.meta.env.DEV && relatedProductsSchema,
    signal ? { signal } : {},
  );
}

export function relatedProductsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['products', 'related', id] as const,
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
  });
}

export function useRelatedProducts(id: number | null) {
  return useQuery({ ...relatedProductsQueryOptions(id ?? 0), enabled: id !== null });
}
