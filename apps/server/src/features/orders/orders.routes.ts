import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import { applyCouponRequestSchema } from '@aushadh/shared/offers/schemas.ts';
import {
  addressIdParamsSchema,
  addressInputSchema,
  addressSchema,
  checkoutSummaryQuerySchema,
  checkoutSummarySchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  linkPrescriptionRequestSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderSummarySchema,
  placeOrderRequestSchema,
  reorderResponseSchema,
} from '@aushadh/shared/orders/schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { OrdersService } from './orders.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export interface OrdersRoutesOptions {
  orders: OrdersService;
  guestIdOf: (request: FastifyRequest) => string | null;
  /** The account's language (users.language): the invoice's labels are printed in it. */
  languageOf: (userId: number) => Promise<LanguageCode>;
}

/** Addresses, checkout summary and orders. Every order route answers only the owner's orders (others: 404). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { orders, guestIdOf, languageOf },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const placeLimits = [limit(app, 'place-order', { max: 60, minutes: 1, key: (r) => String(r.user?.id ?? r.ip) })];

  /* ── addresses ── */
  app.get(
    '/api/addresses',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Saved addresses of the signed-in customer',
        response: { 200: z.array(addressSchema), ...errors },
      },
    },
    async (request) => orders.listAddresses(requireUser(request).id),
  );
  app.post(
    '/api/addresses',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Save an address',
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await orders.createAddress(requireUser(request).id, request.body)),
  );
  app.put(
    '/api/addresses/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Replace a saved address',
        params: addressIdParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => orders.updateAddress(requireUser(request).id, request.params.id, request.body),
  );
  app.delete(
    '/api/addresses/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Delete a saved address',
        params: addressIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await orders.deleteAddress(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* ── checkout ── */
  app.get(
    '/api/checkout/summary',
    {
      schema: {
        tags: ['checkout'],
        summary: "The caller's cart priced on the server, delivery check and payment methods",
        querystring: checkoutSummaryQuerySchema,
        response: { 200: checkoutSummarySchema, ...errors },
      },
    },
    async (request) =>
      orders.summary({ userId: request.user?.id ?? null, guestId: guestIdOf(request) }, request.query.pincode, {
        coupon: request.query.coupon,
      }),
  );
  app.post(
    '/api/checkout/coupon',
    {
      preHandler: [limit(app, 'apply-coupon', { max: 30, minutes: 1, key: (r) => String(r.user?.id ?? r.ip) })],
      schema: {
        tags: ['checkout'],
        summary: "Try a coupon code on the caller's cart: the summary priced with it, or 4xx with the reason",
        body: applyCouponRequestSchema,
        response: { 200: checkoutSummarySchema, ...errors },
      },
    },
    async (request) =>
      orders.summary({ userId: request.user?.id ?? null, guestId: guestIdOf(request) }, undefined, {
        coupon: request.body.code,
        strict: true,
      }),
  );

  /* ── orders ── */
  app.post(
    '/api/orders',
    {
      preHandler: placeLimits,
      schema: {
        tags: ['orders'],
        summary: 'Place the cart as an order (Idempotency-Key header; demo payment)',
        headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema }),
        body: placeOrderRequestSchema,
        response: { 200: orderDetailSchema, 201: orderDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw new AppError('SIGN_IN_TO_ORDER');
      const { order, created } = await orders.placeOrder(
        request.user,
        request.headers[IDEMPOTENCY_HEADER],
        request.body,
      );
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first",
        response: { 200: z.array(orderSummarySchema), ...errors },
      },
    },
    async (request) => orders.listOrders(requireUser(request).id),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of my orders with items, totals, address and status history',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orders.getOrder(requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/orders/:id/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: "Put an order's items back in the cart at today's prices",
        params: orderIdParamsSchema,
        response: { 200: reorderResponseSchema, ...errors },
      },
    },
    async (request) => orders.reorder(requireUser(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel before dispatch (stock returned)',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orders.cancelOrder(requireUser(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/prescription',
    {
      schema: {
        tags: ['orders'],
        summary: 'Link one of my uploaded prescriptions to an order awaiting one (released at once if it covers it)',
        params: orderIdParamsSchema,
        body: linkPrescriptionRequestSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orders.linkPrescription(requireUser(request), request.params.id, request.body.prescriptionId),
  );

  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'GST tax invoice (PDF); 409 for an order cancelled before payment (no invoice issued)',
        params: orderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const order = await orders.invoiceData(user.id, request.params.id);
      // Labels in the account's language (users.language), as its mails.
      const pdf = await renderInvoicePdf(order, await languageOf(user.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${order.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
