import {
  medicineSearchQuerySchema,
  medicineSearchResponseSchema,
  relatedProductsSchema,
  specialtyListSchema,
  categoryListSchema,
  productDetailSchema,
  leafletQuerySchema,
  productIdParamsSchema,
  productLeafletSchema,
  productListQuerySchema,
  productPageSchema,
  productSummaryListSchema,
  SEARCH_MODE_HEADER,
  SEARCH_SUGGESTION_HEADER,
} from '@aushadh/shared/catalog/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import { SEARCH_RATE } from '@aushadh/shared/constants.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLanguage } from '../../lib/page-head.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { CatalogService } from './catalog.service.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

export interface CatalogRoutesOptions {
  catalog: CatalogService;
  /** Who is browsing: `u:<userId>` when signed in, `g:<guestId>` from the signed guest cookie, else null. */
  visitorKey: (request: FastifyRequest) => string | null;
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, { catalog, visitorKey }) => {
  // Built once the app is ready (after a first-start seed), so the first search is already fast.
  app.addHook('onReady', async () => catalog.warmSearchIndex());
  app.addHook('onClose', async () => catalog.stop());

  // Search-as-you-type sends a request per pause in typing: two a second per visitor is generous, and the
  // per-address bound (ten visitors' worth, for shared mobile carrier addresses) stops a cookie-less flood.
  const searchLimits = [
    limit(app, 'search-visitor', {
      max: SEARCH_RATE.perVisitorPerMinute,
      minutes: 1,
      key: (request) => visitorKey(request) ?? `ip:${request.ip}`,
    }),
    limit(app, 'search-address', { max: SEARCH_RATE.perAddressPerMinute, minutes: 1 }),
  ];

  app.get(
    '/api/medicine/search',
    {
      preHandler: searchLimits,
      schema: {
        tags: ['catalog'],
        summary:
          'Search-as-you-type (SPEC §7): brand, salt or maker, typo-tolerant; at most 10; under 2 characters → []. ' +
          'Never empty while any word matches: falls back to partial matches. Headers: x-search-mode ' +
          '(all, corrected, partial, none), x-search-suggestion (did you mean, URI-encoded).',
        querystring: medicineSearchQuerySchema,
        response: { 200: medicineSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { results, summary } = await catalog.searchMedicines(request.query.q);
      // The body stays SPEC §7's list; how the words matched rides along in headers.
      reply.header(SEARCH_MODE_HEADER, summary.mode);
      if (summary.suggestion) reply.header(SEARCH_SUGGESTION_HEADER, encodeURIComponent(summary.suggestion));
      return results;
    },
  );

  app.get(
    '/api/specialties',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The eight specialties with product counts',
        response: { 200: specialtyListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return catalog.listSpecialties();
    },
  );

  app.get(
    '/api/recently-viewed',
    {
      schema: {
        tags: ['catalog'],
        summary: "The caller's previously browsed products, newest first (guest cookie or signed-in user)",
        response: { 200: productSummaryListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return catalog.listRecentlyViewed(visitorKey(request));
    },
  );

  app.get(
    '/api/products/:id/related',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Substitutes (same salt, strength and form; cheapest per unit first), similar medicines, frequently bought together',
        params: productIdParamsSchema,
        response: { 200: relatedProductsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return catalog.getRelated(request.params.id);
    },
  );

  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All categories with product counts',
        response: { 200: categoryListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return catalog.listCategories();
    },
  );

  app.get(
    '/api/products/featured',
    { schema: { tags: ['catalog'], summary: 'Featured products', response: { 200: productSummaryListSchema } } },
    async (_request, reply) => {
      // Stock shows on the shelf and changes with any instance's order: no HTTP cache may outlive it.
      reply.header('cache-control', 'no-cache');
      return catalog.listFeatured();
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'One page of products: filters (category, specialty, maker, Rx, price, stock, discount, featured, q) and sorts',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return catalog.listProducts(request.query);
    },
  );

  // GET counts a view; HEAD (Fastify derives it from GET) is the prefetch of SPEC §7 and does not.
  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Full product detail (money in paise)',
        params: productIdParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const countView = request.method === 'GET';
      return catalog.getProduct(request.params.id, { countView, visitorKey: countView ? visitorKey(request) : null });
    },
  );

  app.get(
    '/api/products/:id/leaflet',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The medicine leaflet in a language (?lang=, else the language cookie); null: read the English one',
        params: productIdParamsSchema,
        querystring: leafletQuerySchema,
        response: { 200: productLeafletSchema, ...errors },
      },
    },
    async (request) => {
      const { language } = pageLanguage(request);
      return { language, leaflet: await catalog.leaflet(request.params.id, language) };
    },
  );
};
