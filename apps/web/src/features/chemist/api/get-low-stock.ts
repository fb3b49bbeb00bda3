import { stockProductPageSchema, type StockProductPage } from '@aushadh/shared/catalog/stock-schemas.ts';
import { ORDER_LIFE } from '@aushadh/shared/orders/order-life-schemas.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { stockKey } from './search-stock-products.ts';

/** GET /api/chemist/stock/low: fewer than 20 sellable units, fewest first. */
export function getLowStock(page: number, signal?: AbortSignal): Promise<StockProductPage> {
  return apiFetch(
    `/api/chemist/stock/low?below=${ORDER_LIFE.lowStockThreshold}&page=${page}`,
    import.meta.env.DEV && stockProductPageSchema,
    signal ? { signal } : {},
  );
}

export const useLowStock = (page: number) =>
  useQuery({
    queryKey: [...stockKey, 'low', page],
    queryFn: ({ signal }) => getLowStock(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
