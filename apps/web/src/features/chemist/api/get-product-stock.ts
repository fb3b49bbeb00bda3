import { productStockSchema, type ProductStock } from '@aushadh/shared/catalog/stock-schemas.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { stockKey } from './search-stock-products.ts';

export const productStockKey = (productId: number) => [...stockKey, 'product', productId] as const;

/** GET /api/chemist/stock/products/{id}: sellable stock and the batches, earliest expiry first. */
export function getProductStock(productId: number, signal?: AbortSignal): Promise<ProductStock> {
  return apiFetch(
    `/api/chemist/stock/products/${productId}`,
    import.meta.env.DEV && productStockSchema,
    signal ? { signal } : {},
  );
}

export const useProductStock = (productId: number | null) =>
  useQuery({
    queryKey: productStockKey(productId ?? 0),
    queryFn: ({ signal }) => getProductStock(productId!, signal),
    enabled: productId !== null,
    staleTime: 0,
  });

/** Stock received or written off answers the product's stock: it replaces the product's entry; lists refetch. */
export function useStockChange<Body>(change: (body: Body) => Promise<ProductStock>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (stock) => {
      void queryClient.invalidateQueries({ queryKey: stockKey });
      queryClient.setQueryData(productStockKey(stock.productId), stock);
    },
  });
}
