import type { DecideReturnRequest } from '@aushadh/shared/orders/order-life-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chemistRootKey } from './get-chemist-queue.ts';
import { returnsKey } from './get-returns.ts';

/** POST /api/chemist/returns/{id}/decide: approve (each line resellable or not) or decline with a reason. */
export async function decideReturn(returnId: number, body: DecideReturnRequest): Promise<void> {
  await apiRequest(`/api/chemist/returns/${returnId}/decide`, { method: 'POST', body });
}

export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, body }: { returnId: number; body: DecideReturnRequest }) => decideReturn(returnId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: returnsKey });
      void queryClient.invalidateQueries({ queryKey: [...chemistRootKey, 'stock'] });
    },
  });
}
