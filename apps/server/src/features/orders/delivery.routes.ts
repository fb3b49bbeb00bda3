import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  deliverRequestSchema,
  failDeliveryRequestSchema,
  riderOrderSchema,
  riderOrdersSchema,
} from '@aushadh/shared/orders/order-life-schemas.ts';
import { orderIdParamsSchema } from '@aushadh/shared/orders/schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guards.ts';
import type { OrdersService } from './orders.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const config = { roles: ['delivery'] as const };

/** `/api/delivery`: the rider's own orders only (another rider's: 404). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const { rider } = orders;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/delivery/orders',
    {
      config,
      schema: {
        tags: ['delivery'],
        summary: 'My orders: to pick up and out for delivery, and delivered today',
        response: { 200: riderOrdersSchema, ...errors },
      },
    },
    async (request) => rider.myOrders(requireUser(request)),
  );

  app.post(
    '/api/delivery/orders/:id/pickup',
    {
      config,
      schema: {
        tags: ['delivery'],
        summary: 'Picked up from the store: packed → out for delivery',
        params: orderIdParamsSchema,
        response: { 200: riderOrderSchema, ...errors },
      },
    },
    async (request) => rider.pickUp(requireUser(request), request.params.id),
  );

  app.post(
    '/api/delivery/orders/:id/deliver',
    {
      config,
      schema: {
        tags: ['delivery'],
        summary: "Delivered, with the customer's 4-digit code (5 wrong codes lock the order); COD: the cash",
        params: orderIdParamsSchema,
        body: deliverRequestSchema,
        response: { 200: riderOrderSchema, ...errors },
      },
    },
    async (request) => rider.deliver(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/delivery/orders/:id/fail',
    {
      config,
      schema: {
        tags: ['delivery'],
        summary: 'Delivery failed, with a reason: back to the store (packed, no rider)',
        params: orderIdParamsSchema,
        body: failDeliveryRequestSchema,
        response: { 200: riderOrdersSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await rider.fail(user, request.params.id, request.body);
      return rider.myOrders(user);
    },
  );
};
