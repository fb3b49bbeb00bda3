import type { User } from '@aushadh/shared/auth/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  assignRiderRequestSchema,
  chemistQueueQuerySchema,
  chemistQueueSchema,
  chemistReturnsSchema,
  decideReturnRequestSchema,
  packRequestSchema,
  pickListSchema,
  prescriptionPageParamsSchema,
  returnIdParamsSchema,
  riderSummarySchema,
} from '@aushadh/shared/orders/order-life-schemas.ts';
import { orderIdParamsSchema } from '@aushadh/shared/orders/schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import type { OrderActor } from './order-lifecycle.ts';
import type { OrdersService } from './orders.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The store: the chemist, and the pharmacist who may work here too (SPEC §2, DESIGN §3a). */
const STORE_ROLES = ['chemist', 'pharmacy'] as const;
const config = { roles: STORE_ROLES };

/** The signed-in store person as the order state machine knows them. */
const storeActor = (user: User): OrderActor => ({
  userId: user.id,
  role: user.role === 'pharmacy' ? 'pharmacy' : 'chemist',
});

/** `/api/chemist`: orders to pack and packed, the pick list, packing, riders, the prescription, returns. */
export const chemistRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const { chemist, returns } = orders;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/chemist/orders',
    {
      config,
      schema: {
        tags: ['chemist'],
        summary: 'Orders to pack (processing, oldest first) or packed and waiting for a rider',
        querystring: chemistQueueQuerySchema,
        response: { 200: chemistQueueSchema, ...errors },
      },
    },
    async (request) => chemist.queue(request.query),
  );

  app.get(
    '/api/chemist/orders/:id',
    {
      config,
      schema: {
        tags: ['chemist'],
        summary: "An order's pick list: lines, the shelf's batches of each product with expiry, the Rx flag",
        params: orderIdParamsSchema,
        response: { 200: pickListSchema, ...errors },
      },
    },
    async (request) => chemist.pickList(request.params.id),
  );

  app.post(
    '/api/chemist/orders/:id/pack',
    {
      config,
      // Only a verified pharmacy or chemist fulfils (features/partners).
      preValidation: app.partners.verifiedOnly,
      schema: {
        tags: ['chemist'],
        summary: 'Pack: a batch per line lasting 90 days past delivery; dispenses the prescription; → packed',
        params: orderIdParamsSchema,
        body: packRequestSchema,
        response: { 200: pickListSchema, ...errors },
      },
    },
    async (request) => chemist.pack(storeActor(requireUser(request)), request.params.id, request.body),
  );

  app.post(
    '/api/chemist/orders/:id/assign',
    {
      config,
      // Only a verified pharmacy or chemist fulfils (features/partners).
      preValidation: app.partners.verifiedOnly,
      schema: {
        tags: ['chemist'],
        summary: 'Give a packed order to a rider (a delivery account)',
        params: orderIdParamsSchema,
        body: assignRiderRequestSchema,
        response: { 200: pickListSchema, ...errors },
      },
    },
    async (request) => chemist.assignRider(request.params.id, request.body.riderUserId),
  );

  app.get(
    '/api/chemist/riders',
    {
      config,
      schema: {
        tags: ['chemist'],
        summary: 'Riders with the orders they hold now',
        response: { 200: z.array(riderSummarySchema), ...errors },
      },
    },
    async () => chemist.riders(),
  );

  app.get(
    '/api/chemist/orders/:id/prescription/pages/:page',
    {
      config,
      schema: {
        tags: ['chemist'],
        summary: 'A page of the prescription the order was released against (image or PDF)',
        params: prescriptionPageParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const stored = await chemist.prescriptionPage(id, page);
      reply
        .header('content-type', stored.mediaType)
        .header('content-length', String(stored.byteSize))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="order-${id}-prescription-${page}"`);
      // A PDF opened on its own runs in an opaque origin: no script, no reaching this site's cookies.
      if (stored.mediaType === 'application/pdf') reply.header('content-security-policy', 'sandbox');
      return reply.send(stored.content);
    },
  );

  /* ── returns ── */
  app.get(
    '/api/chemist/returns',
    {
      config,
      schema: {
        tags: ['chemist'],
        summary: 'Returns waiting for a decision, oldest first',
        response: { 200: chemistReturnsSchema, ...errors },
      },
    },
    async () => ({ items: await returns.pendingReturns() }),
  );

  app.get(
    '/api/chemist/returns/:id/photo',
    {
      config,
      schema: { tags: ['chemist'], summary: "The customer's photo of a return", params: returnIdParamsSchema },
    },
    async (request, reply) => {
      const photo = await returns.returnPhoto(request.params.id);
      return reply
        .header('content-type', photo.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo.photo);
    },
  );

  app.post(
    '/api/chemist/returns/:id/decide',
    {
      config,
      // Only a verified pharmacy or chemist fulfils (features/partners).
      preValidation: app.partners.verifiedOnly,
      schema: {
        tags: ['chemist'],
        summary: 'Approve (refund; resellable units back to stock) or decline with a reason',
        params: returnIdParamsSchema,
        body: decideReturnRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await returns.decide(storeActor(requireUser(request)), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
};
