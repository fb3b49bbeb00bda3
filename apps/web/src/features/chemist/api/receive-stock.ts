import {
  productStockSchema,
  type ProductStock,
  type ReceiveStockRequest,
} from '@aushadh/shared/catalog/stock-schemas.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useStockChange } from './get-product-stock.ts';

/** POST /api/chemist/stock/receive: into a new or existing batch (same expiry), onto the sellable count. */
export function receiveStock(body: ReceiveStockRequest): Promise<ProductStock> {
  return apiFetch('/api/chemist/stock/receive', import.meta.env.DEV && productStockSchema, { method: 'POST', body });
}

export const useReceiveStock = () => useStockChange(receiveStock);
