import { auditPageSchema, auditQuerySchema } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.ts';

/** GET /api/admin/audit: readable by admin only (not subadmin: the log records subadmins too). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'The staff audit log, newest first (admin only); `before` pages to older records',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return audit.page(request.query);
    },
  );
};
