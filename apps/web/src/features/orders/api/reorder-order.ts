import { reorderResponseSchema } from '@aushadh/shared/orders/schemas.ts';
import type { ReorderResponse } from '@aushadh/shared/orders/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/orders/{id}/reorder: the items go back in the cart at today's prices; says what was not available. */
export function reorderOrder(id: number): Promise<ReorderResponse> {
  return apiFetch(`/api/orders/${id}/reorder`, import.meta.env.DEV && reorderResponseSchema, { method: 'POST' });
}

export function useReorderOrder() {
  return useMutation({ mutationKey: ['orders', 'reorder'], mutationFn: reorderOrder });
}
