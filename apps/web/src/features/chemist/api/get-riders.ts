import { riderSummarySchema, type RiderSummary } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { chemistRootKey } from './get-chemist-queue.ts';

/** GET /api/chemist/riders: every rider with the orders they hold now. */
export function getRiders(signal?: AbortSignal): Promise<RiderSummary[]> {
  return apiFetch('/api/chemist/riders', import.meta.env.DEV && z.array(riderSummarySchema), signal ? { signal } : {});
}

export const useRiders = (enabled = true) =>
  useQuery({
    queryKey: [...chemistRootKey, 'riders'],
    queryFn: ({ signal }) => getRiders(signal),
    staleTime: 0,
    enabled,
  });
