import { cartMutationResponseSchema } from '@aushadh/shared/cart/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  addComboToCartRequestSchema,
  brandPageSchema,
  brandSlugParamsSchema,
  buyPlusRequestSchema,
  comboSlugParamsSchema,
  featuredBrandsSchema,
  offerListSchema,
  plusCancelResultSchema,
  plusStatusSchema,
  topDealsSchema,
  valueStoreSchema,
} from '@aushadh/shared/offers/schemas.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@aushadh/shared/orders/schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { OffersService } from './offers.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Public offer pages (cacheable for a minute: offers change by the admin's hand) and the customer's PLUS. */
export const offersRoutes: FastifyPluginAsyncZod<{
  offers: OffersService;
  /** The cart's caller: the session's user and the signed guest cookie (never an id from the body alone). */
  cartCallerOf: (request: FastifyRequest) => { userId: number | null; guestId: string | null };
}> = async (app, { offers, cartCallerOf }) => {
  const publicCache = { 'cache-control': 'public, max-age=60' };

  app.get(
    '/api/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Every offer running now, its code and terms',
        response: { 200: offerListSchema },
      },
    },
    async (_request, reply) => reply.headers(publicCache).send(await offers.listOffers()),
  );
  app.get(
    '/api/offers/top-deals',
    {
      schema: { tags: ['offers'], summary: 'The largest real discounts, in stock', response: { 200: topDealsSchema } },
    },
    async (_request, reply) => reply.headers(publicCache).send(await offers.topDeals()),
  );
  app.get(
    '/api/value-store',
    {
      schema: {
        tags: ['offers'],
        summary: 'Under ₹99/₹199/₹499, and generics that save the most against the leading brand',
        response: { 200: valueStoreSchema },
      },
    },
    async (_request, reply) => reply.headers(publicCache).send(await offers.valueStore()),
  );
  app.post(
    '/api/value-store/combos/:slug/cart',
    {
      preHandler: [limit(app, 'combo-to-cart', { max: 60, minutes: 1, key: (r) => String(r.user?.id ?? r.ip) })],
      schema: {
        tags: ['offers'],
        summary:
          "Put one set of a combo pack in the caller's cart (its products, all or none); the bundle price applies",
        params: comboSlugParamsSchema,
        body: addComboToCartRequestSchema,
        response: { 200: cartMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await offers.addComboToCart(cartCallerOf(request), request.params.slug, request.body.userId)),
  );
  app.get(
    '/api/brands',
    { schema: { tags: ['offers'], summary: 'Featured brands', response: { 200: featuredBrandsSchema } } },
    async (_request, reply) => reply.headers(publicCache).send(await offers.featuredBrands()),
  );
  app.get(
    '/api/brands/:slug',
    {
      schema: {
        tags: ['offers'],
        summary: "A featured brand's page: its products and running offers",
        params: brandSlugParamsSchema,
        response: { 200: brandPageSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => reply.headers(publicCache).send(await offers.brandPage(request.params.slug)),
  );

  /* ── PLUS: the signed-in customer's own ── */
  app.get(
    '/api/plus/me',
    {
      schema: {
        tags: ['plus'],
        summary: "The caller's PLUS membership: valid until, refund if cancelled now, plans bought",
        response: { 200: plusStatusSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await offers.plusStatus(requireUser(request).id)),
  );
  app.post(
    '/api/plus/purchase',
    {
      preHandler: [limit(app, 'plus-purchase', { max: 20, minutes: 1, key: (r) => String(r.user?.id ?? r.ip) })],
      schema: {
        tags: ['plus'],
        summary: 'Buy or renew a PLUS plan (demo payment; Idempotency-Key header)',
        headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema }),
        body: buyPlusRequestSchema,
        response: { 200: plusStatusSchema, ...errors },
      },
    },
    async (request) => offers.buyPlus(requireUser(request).id, request.headers[IDEMPOTENCY_HEADER], request.body),
  );
  app.post(
    '/api/plus/cancel',
    {
      schema: {
        tags: ['plus'],
        summary: 'Cancel PLUS now; the unused part is refunded (demo)',
        response: { 200: plusCancelResultSchema, ...errors },
      },
    },
    async (request) => offers.cancelPlus(requireUser(request).id),
  );
};
