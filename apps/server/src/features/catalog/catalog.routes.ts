import {
  categoryListSchema,
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productPageSchema,
  productSummaryListSchema,
} from '@aushadh/shared/catalog/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog.service.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'All categories with product counts', response: { 200: categoryListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return catalog.listCategories();
    },
  );

  app.get(
    '/api/products/featured',
    { schema: { tags: ['catalog'], summary: 'Featured products', response: { 200: productSummaryListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return catalog.listFeatured();
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One page of products, optionally in one category',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request) => catalog.listProducts(request.query),
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
      return catalog.getProduct(request.params.id, { countView: request.method === 'GET' });
    },
  );
};
