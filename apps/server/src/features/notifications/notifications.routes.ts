import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  inboxSchema,
  notificationIdParamsSchema,
  notificationPreferencesSchema,
  notificationTokenSchema,
  removeNotificationTokenSchema,
  vapidPublicKeySchema,
} from '@aushadh/shared/notifications/schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { NotificationsService } from './notifications.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** Push subscriptions (SPEC §7), the inbox in the header and the per-channel preferences (issue 19). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications/vapid-public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key, for pushManager.subscribe",
        response: { 200: vapidPublicKeySchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return notifications.publicKey();
    },
  );

  const tokenLimits = [
    limit(app, 'notification-token', { max: 30, minutes: 60, key: (r) => `u:${r.user?.id ?? r.ip}` }),
  ];
  app.post(
    '/api/notification-tokens',
    {
      preHandler: tokenLimits,
      schema: {
        tags: ['notifications'],
        summary: "SPEC §7: save this browser's push subscription (token: its JSON) for the signed-in user",
        body: notificationTokenSchema,
        response: { 201: z.object({ saved: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.saveToken(requireUser(request), request.body);
      return reply.code(201).send({ saved: true });
    },
  );

  app.delete(
    '/api/notification-tokens',
    {
      schema: {
        tags: ['notifications'],
        summary: "Forget this browser's push subscription (notifications turned off here)",
        body: removeNotificationTokenSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.removeToken(requireUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My inbox: the newest 30 and how many are unread',
        response: { 200: inboxSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.inbox(requireUser(request).id);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.markRead(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(requireUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My channels (push, e-mail), quiet hours and time zone',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.preferences(requireUser(request).id);
    },
  );

  app.put(
    '/api/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Change my channels, quiet hours and time zone',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => notifications.savePreferences(requireUser(request).id, request.body),
  );
};
