import {
  campaignIdParamsSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignSchema,
  testSendResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@aushadh/shared/campaigns/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guards.ts';
import type { CampaignsService } from './campaigns.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
/** SPEC §2 /admin/email: admin and subadmin. */
const ADMINS = { roles: ['admin', 'subadmin'] } as const;

export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService }> = async (app, { campaigns }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/admin/')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/campaigns',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'E-mail campaigns, newest first, with delivery counts',
        response: { 200: campaignListSchema, ...errors },
      },
    },
    async () => ({ items: await campaigns.list() }),
  );

  app.post(
    '/api/admin/campaigns',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Write a campaign (a draft) to a segment of customers',
        body: campaignInputSchema,
        response: { 201: campaignSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await campaigns.create(requireUser(request).id, request.body)),
  );

  app.get(
    '/api/admin/campaigns/:id',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'A campaign and its progress',
        params: campaignIdParamsSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => campaigns.get(request.params.id),
  );

  app.get(
    '/api/admin/campaigns/:id/preview',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'The mail as a recipient reads it (with the acting admin as the recipient)',
        params: campaignIdParamsSchema,
        response: { 200: campaignPreviewSchema, ...errors },
      },
    },
    async (request) => campaigns.preview(request.params.id, requireUser(request).id),
  );

  app.post(
    '/api/admin/campaigns/:id/test',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: "Send the campaign to the acting admin's own address",
        params: campaignIdParamsSchema,
        response: { 200: testSendResponseSchema, ...errors },
      },
    },
    async (request) => campaigns.sendTest(request.params.id, requireUser(request).id),
  );

  app.post(
    '/api/admin/campaigns/:id/send',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Send to the segment, in batches through the mail outbox (customers with marketing consent only)',
        params: campaignIdParamsSchema,
        response: { 202: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      await campaigns.start(request.params.id);
      return reply.code(202).send(await campaigns.get(request.params.id));
    },
  );

  app.post(
    '/api/email/unsubscribe',
    {
      schema: {
        tags: ['email'],
        summary: "A campaign mail's unsubscribe link: withdraws the recipient's marketing consent",
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await campaigns.unsubscribe(request.body.token);
      return { unsubscribed: true as const };
    },
  );
};
