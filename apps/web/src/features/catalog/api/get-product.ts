import { productDetailSchema } from '@aushadh/shared/catalog/schemas.ts';
import type { ProductDetail } from '@aushadh/shared/catalog/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/products/{id} */
export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch(`/api/products/${id}`, import.meta.env.DEV && productDetailSchema, signal ? { signal } : {});
}

/** HEAD /api/products/{id}: warms the server and HTTP caches for the first featured products (SPEC §7). */
export async function headProduct(id: number): Promise<void> {
  await apiRequest(`/api/products/${id}`, { method: 'HEAD' });
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['products', 'detail', id] as const,
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
