import {
  adminDashboardSchema,
  customerDetailSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerListSchema,
} from '@aushadh/shared/admin/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminService } from './admin.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** SPEC §2 /admin and /admin/customers: admin and subadmin (§6). */
const ADMINS = { roles: ['admin', 'subadmin'] } as const;

/** `/api/admin/dashboard` and `/api/admin/customers`: the console's figures and its customers, read-only. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/dashboard',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: "Today's orders and revenue, prescriptions waiting, low stock, new sign-ups, pending approvals",
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async () => admin.dashboard(),
  );

  app.get(
    '/api/admin/customers',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Customers with order count, lifetime value and last order: search, sort, 25 a page',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema, ...errors },
      },
    },
    async (request) => admin.customers(request.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'One customer: figures, orders, saved addresses and how many prescriptions they sent',
        params: customerIdParamsSchema,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (request) => admin.customer(request.params.id),
  );
};
