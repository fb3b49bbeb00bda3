import { stockProductSchema, type StockProduct } from '@aushadh/shared/catalog/stock-schemas.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { chemistRootKey } from './get-chemist-queue.ts';

export const stockKey = [...chemistRootKey, 'stock'] as const;

/** GET /api/chemist/stock/products?q=: products by name, salt or maker, with their sellable stock. */
export function searchStockProducts(q: string, signal?: AbortSignal): Promise<StockProduct[]> {
  return apiFetch(
    `/api/chemist/stock/products?q=${encodeURIComponent(q)}`,
    import.meta.env.DEV && z.array(stockProductSchema),
    signal ? { signal } : {},
  );
}

export const useStockSearch = (q: string) =>
  useQuery({
    queryKey: [...stockKey, 'search', q],
    queryFn: ({ signal }) => searchStockProducts(q, signal),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
