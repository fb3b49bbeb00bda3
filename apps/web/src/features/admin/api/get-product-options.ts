import { productFormOptionsSchema, type ProductFormOptions } from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { productsRootKey } from './get-products.ts';

/** GET /api/admin/products/options — the generics, makers and categories a product is made from. */
export function getProductOptions(signal?: AbortSignal): Promise<ProductFormOptions> {
  return apiFetch(
    '/api/admin/products/options',
    import.meta.env.DEV && productFormOptionsSchema,
    signal ? { signal } : {},
  );
}

export function useProductOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...productsRootKey, 'options'],
    queryFn: ({ signal }) => getProductOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
