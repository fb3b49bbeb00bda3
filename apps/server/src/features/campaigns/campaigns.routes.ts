import {
  campaignIdParamsSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignSchema,
  oneClickUnsubscribeSchema,
  testSendResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@aushadh/shared/campaigns/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { AuditActor } from '../audit/audit.service.ts';
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

/** Who acts, for the audit log. */
function actorOf(request: FastifyRequest): AuditActor {
  const user = requireUser(request);
  return { userId: user.id, role: user.role, ip: request.ip };
}

/**
 * A one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form, url-encoded or multipart;
 * both are read here (this plugin only) into the same object.
 */
function readUnsubscribeForm(contentType: string | undefined, body: string): Record<string, string> {
  if (contentType?.startsWith('multipart/form-data')) {
    const value = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/.exec(body)?.[1];
    return value === undefined ? {} : { 'List-Unsubscribe': value };
  }
  return Object.fromEntries(new URLSearchParams(body));
}

export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService }> = async (app, { campaigns }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/admin/')) reply.header('cache-control', 'private, no-store');
  });
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (request, body, done) => done(null, readUnsubscribeForm(request.headers['content-type'], body as string)),
  );
  const oneClickLimits = [limit(app, 'one-click-unsubscribe', { max: 60, minutes: 1 })];

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
    async (request, reply) => reply.code(201).send(await campaigns.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/campaigns/:id',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Rewrite a draft campaign (a campaign being sent or sent is final)',
        params: campaignIdParamsSchema,
        body: campaignInputSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => campaigns.update(request.params.id, actorOf(request), request.body),
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
    async (request) => campaigns.sendTest(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/admin/campaigns/:id/send',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary:
          'Send to the segment, in batches through the mail outbox (customers with marketing consent only); resumes a paused campaign',
        params: campaignIdParamsSchema,
        response: { 202: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      await campaigns.start(request.params.id, actorOf(request));
      return reply.code(202).send(await campaigns.get(request.params.id));
    },
  );

  app.post(
    '/api/admin/campaigns/:id/pause',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Pause a campaign being sent: no further batches until it is sent again',
        params: campaignIdParamsSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => {
      await campaigns.pause(request.params.id, actorOf(request));
      return campaigns.get(request.params.id);
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

  app.post(
    '/api/email/unsubscribe/one-click',
    {
      preHandler: oneClickLimits,
      schema: {
        tags: ['email'],
        summary:
          "The List-Unsubscribe link a mail program posts to (RFC 8058: List-Unsubscribe=One-Click): withdraws the recipient's marketing consent",
        querystring: unsubscribeRequestSchema,
        body: oneClickUnsubscribeSchema,
        response: { 200: unsubscribeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await campaigns.unsubscribe(request.query.token);
      return { unsubscribed: true as const };
    },
  );
};
