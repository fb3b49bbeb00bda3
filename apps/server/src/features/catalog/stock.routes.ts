import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  lowStockQuerySchema,
  productStockSchema,
  receiveStockRequestSchema,
  stockProductIdParamsSchema,
  stockProductPageSchema,
  stockProductSchema,
  stockSearchQuerySchema,
  writeOffRequestSchema,
} from '@aushadh/shared/catalog/stock-schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import type { CatalogService } from './catalog.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
/** The store keeps the stock: the chemist, and the pharmacist who may work in `/chemist` too. */
const config = { roles: ['chemist', 'pharmacy'] as const };

/** `/api/chemist/stock`: batches per product, stock received and written off, the low-stock list. */
export const stockRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/chemist/stock/products',
    {
      config,
      schema: {
        tags: ['stock'],
        summary: 'Find products by name, salt or maker, with their sellable stock',
        querystring: stockSearchQuerySchema,
        response: { 200: z.array(stockProductSchema), ...errors },
      },
    },
    async (request) => catalog.findStockProducts(request.query.q),
  );

  app.get(
    '/api/chemist/stock/products/:id',
    {
      config,
      schema: {
        tags: ['stock'],
        summary: "A product's sellable stock and its batches, earliest expiry first",
        params: stockProductIdParamsSchema,
        response: { 200: productStockSchema, ...errors },
      },
    },
    async (request) => catalog.productStock(request.params.id),
  );

  app.get(
    '/api/chemist/stock/low',
    {
      config,
      schema: {
        tags: ['stock'],
        summary: 'Products with fewer than `below` sellable units (default 20), fewest first',
        querystring: lowStockQuerySchema,
        response: { 200: stockProductPageSchema, ...errors },
      },
    },
    async (request) => catalog.lowStock(request.query.below, request.query.page),
  );

  app.post(
    '/api/chemist/stock/receive',
    {
      config,
      schema: {
        tags: ['stock'],
        summary: 'Stock received into a new or existing batch (expiry in the future)',
        body: receiveStockRequestSchema,
        response: { 200: productStockSchema, ...errors },
      },
    },
    async (request) => catalog.receiveStock(request.body, requireUser(request).id),
  );

  app.post(
    '/api/chemist/stock/write-off',
    {
      config,
      schema: {
        tags: ['stock'],
        summary: 'Write off damaged or expired units of a batch (never below zero)',
        body: writeOffRequestSchema,
        response: { 200: productStockSchema, ...errors },
      },
    },
    async (request) => catalog.writeOff(request.body, requireUser(request).id),
  );
};
