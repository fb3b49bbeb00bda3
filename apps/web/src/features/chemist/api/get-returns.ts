import { chemistReturnsSchema, type ChemistReturn } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chemistRootKey } from './get-chemist-queue.ts';

export const returnsKey = [...chemistRootKey, 'returns'] as const;

/** GET /api/chemist/returns: returns waiting for a decision, oldest first. */
export async function getReturns(signal?: AbortSignal): Promise<ChemistReturn[]> {
  return (await apiFetch('/api/chemist/returns', import.meta.env.DEV && chemistReturnsSchema, signal ? { signal } : {}))
    .items;
}

export const useReturns = () =>
  useQuery({ queryKey: returnsKey, queryFn: ({ signal }) => getReturns(signal), staleTime: 0 });
