import {
  analyticsDashboardSchema,
  analyticsExportQuerySchema,
  analyticsRangeQuerySchema,
  funnelBeaconSchema,
} from '@aushadh/shared/analytics/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyticsService } from './analytics.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
/** SPEC §2 /admin/analytics and /admin/sales-dashboard: admin and subadmin. */
const ADMINS = { roles: ['admin', 'subadmin'] } as const;

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  app.get(
    '/api/admin/analytics',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary:
          'Orders, revenue, products, categories, cities, funnel, consultations and lab bookings of a date range',
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsDashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return analytics.dashboard(request.query);
    },
  );

  app.get(
    '/api/admin/analytics/export',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'One table of the dashboard as CSV',
        querystring: analyticsExportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to, report } = request.query;
      const csv = await analytics.exportCsv({ from, to }, report);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aushadh-${report}-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/analytics/funnel',
    {
      schema: {
        tags: ['analytics'],
        summary:
          "The storefront's beacon: a browser session's first page or first cart line (counted, nothing stored per visitor)",
        body: funnelBeaconSchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      analytics.recordFunnelStep(request.body.step);
      return reply.code(204).send(null);
    },
  );
};
