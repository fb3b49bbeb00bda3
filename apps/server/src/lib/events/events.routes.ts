import { eventBacklogSchema } from '@aushadh/shared/events/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from './event-bus.ts';

/** The events backlog for operators: what waits per subscriber, how old, and the newest dead letters. */
export const eventsAdminRoutes: FastifyPluginAsyncZod<{ events: EventBus }> = async (app, { events }) => {
  app.get(
    '/api/admin/events/backlog',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Events outbox backlog: pending, dead and scheduled deliveries per subscriber',
        response: { 200: eventBacklogSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => {
      const backlog = await events.backlog();
      return {
        ...backlog,
        recentDead: backlog.recentDead.map((dead) => ({ ...dead, occurredAt: dead.occurredAt.toISOString() })),
      };
    },
  );
};
