import { IDEMPOTENCY_HEADER, orderDetailSchema } from '@aushadh/shared/orders/schemas.ts';
import type { OrderDetail, PlaceOrderRequest } from '@aushadh/shared/orders/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface PlaceOrderInput {
  /** One key per checkout attempt: a repeat (double click, retry after a lost answer) returns the first order. */
  idempotencyKey: string;
  body: PlaceOrderRequest;
}

/** POST /api/orders with the Idempotency-Key header: 201 new order, 200 the order this key already placed. */
export function placeOrder({ idempotencyKey, body }: PlaceOrderInput): Promise<OrderDetail> {
  return apiFetch('/api/orders', import.meta.env.DEV && orderDetailSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function usePlaceOrder() {
  return useMutation({ mutationKey: ['checkout', 'place-order'], mutationFn: placeOrder });
}
