import { productStockSchema, type ProductStock, type WriteOffRequest } from '@aushadh/shared/catalog/stock-schemas.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useStockChange } from './get-product-stock.ts';

/** POST /api/chemist/stock/write-off: damaged or expired units of a batch, never below zero. */
export function writeOffStock(body: WriteOffRequest): Promise<ProductStock> {
  return apiFetch('/api/chemist/stock/write-off', import.meta.env.DEV && productStockSchema, { method: 'POST', body });
}

export const useWriteOffStock = () => useStockChange(writeOffStock);
