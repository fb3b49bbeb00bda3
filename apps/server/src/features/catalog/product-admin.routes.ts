import { Readable } from 'node:stream';
import {
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  catalogImportReportSchema,
  catalogImportRequestSchema,
  CATALOG_IMPORT_MAX_BYTES,
  productFormOptionsSchema,
  productInputSchema,
} from '@aushadh/shared/catalog/product-admin-schemas.ts';
import { productIdParamsSchema } from '@aushadh/shared/catalog/schemas.ts';
import { productStockSchema, receiveStockRequestSchema } from '@aushadh/shared/catalog/stock-schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ProductAdmin, ProductAuditor } from './product-admin.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** SPEC §2 /admin/products: admin and subadmin (§6: a subadmin has every admin screen). */
const ADMINS = { roles: ['admin', 'subadmin'] } as const;

const retireSchema = z.object({ retired: z.boolean() });

/** `/api/admin/products`: the catalog's write side, every change audited and shown in search at once. */
export const productAdminRoutes: FastifyPluginAsyncZod<{
  products: ProductAdmin;
  audit: AuditService;
}> = async (app, { products, audit }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const auditorOf = (request: FastifyRequest): ProductAuditor => {
    const user = requireUser(request);
    return { record: (entry) => audit.record({ userId: user.id, role: user.role, ip: request.ip }, entry) };
  };

  app.get(
    '/api/admin/products',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Products (retired too): search, filter by status or category, sort, 25 a page',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, ...errors },
      },
    },
    async (request) => products.listProducts(request.query),
  );

  app.get(
    '/api/admin/products/options',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'The generics, makers and categories a product is made from',
        response: { 200: productFormOptionsSchema, ...errors },
      },
    },
    async () => products.formOptions(),
  );

  app.get(
    '/api/admin/products/export.csv',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'The whole catalog as the import reads it',
        response: { 200: z.any().describe('text/csv, streamed'), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="aushadh-catalog.csv"')
        .send(Readable.from(products.exportCsv())),
  );

  // Its own body limit: a catalog file is larger than the JSON bodies every other route takes.
  app.post(
    '/api/admin/products/import',
    {
      config: ADMINS,
      bodyLimit: CATALOG_IMPORT_MAX_BYTES * 2,
      schema: {
        tags: ['admin'],
        summary: 'Import a catalog CSV: dry-run (report only), all-or-nothing, or valid-rows-only',
        body: catalogImportRequestSchema,
        response: { 200: catalogImportReportSchema, ...errors },
      },
    },
    async (request) => products.importCsv(auditorOf(request), request.body.mode, request.body.csv),
  );

  app.post(
    '/api/admin/products',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Create a product (price ≤ MRP; Schedule X and narcotics refused; prescription flag computed)',
        body: productInputSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await products.createProduct(auditorOf(request), request.body)),
  );

  app.get(
    '/api/admin/products/:id',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'One product as the admin edits it',
        params: productIdParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => products.getProduct(request.params.id),
  );

  app.put(
    '/api/admin/products/:id',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Edit a product',
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => products.updateProduct(auditorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/products/:id/retired',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Retire a product (off sale and out of search at once) or bring it back',
        params: productIdParamsSchema,
        body: retireSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => products.setRetired(auditorOf(request), request.params.id, request.body.retired),
  );

  app.post(
    '/api/admin/products/:id/stock',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: "Receive a batch into a product's stock (the chemist's own rule: batch, future expiry)",
        params: productIdParamsSchema,
        body: receiveStockRequestSchema.omit({ productId: true }),
        response: { 200: productStockSchema, ...errors },
      },
    },
    async (request) =>
      products.receiveStock(auditorOf(request), requireUser(request).id, {
        ...request.body,
        productId: request.params.id,
      }),
  );
};
