import { healthResponseSchema } from '@aushadh/shared/health/schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type DatabaseHandle } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await pingDatabase(database.db).then(
        () => true,
        () => false,
      );
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { driver: database.driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
        uptimeSeconds: Math.round(process.uptime()),
      };
      reply.header('cache-control', 'no-store');
      return reply.code(ok ? 200 : 503).send(body);
    },
  );
};
