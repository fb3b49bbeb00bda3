import { EMERGENCY_SERVICES } from '@aushadh/shared/emergency/emergency-constants.ts';
import {
  emergencyRequestInputSchema,
  emergencyRequestSchema,
  emergencyStatusChangeSchema,
  homeServiceInputSchema,
  homeServiceRequestSchema,
  homeServiceStatusChangeSchema,
  HOME_SERVICE_STATUSES,
  requestIdParamsSchema,
  staffRequestsQuerySchema,
  trackingParamsSchema,
} from '@aushadh/shared/emergency/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import { readMessageToken } from '@aushadh/shared/errors/message-token.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { EmergencyService } from './emergency.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
};
/** Who moves requests along: the operations staff and hospitals' desks. */
const STAFF = { roles: ['admin', 'subadmin', 'hospital'] } as const;
const actorOf = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { id: user.id, role: user.role ?? 'admin' };
};
const visitorKey = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : `ip:${request.ip}`);

/** The pages a form posted without JavaScript may come back to. */
const FORM_PAGES = new Set<string>([...EMERGENCY_SERVICES.map((s) => s.url), '/services/ambulance-request']);
const TRACK_PAGE = '/services/ambulance-request';

/** Emergency requests, their tracking, the staff's status steps, and care-at-home requests (issue 15). */
export const emergencyRoutes: FastifyPluginAsyncZod<{ emergency: EmergencyService }> = async (app, { emergency }) => {
  // The /emergency pages work without JavaScript: their forms post url-encoded here (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const requestLimits = [limit(app, 'emergency-request', { max: 20, minutes: 60, key: visitorKey })];

  app.post(
    '/api/emergency-requests',
    {
      preHandler: requestLimits,
      schema: {
        tags: ['emergency'],
        summary: 'Ask for an ambulance, air ambulance, medical team or consultation (guests too); tracked by code',
        body: emergencyRequestInputSchema,
        response: { 201: emergencyRequestSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await emergency.request(request.body, request.user?.id ?? null)),
  );

  app.post(
    '/api/emergency-requests/form',
    {
      preHandler: requestLimits,
      schema: {
        tags: ['emergency'],
        summary: 'The same from a page without JavaScript (url-encoded form): 303 to the tracking page or back',
        body: z.record(z.string(), z.string()),
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { returnTo = '', ...fields } = request.body;
      // A form post always names its origin; without one, refuse (the JSON route has CORS's protection).
      if (!request.headers.origin && !request.headers.referer) throw new AppError('CROSS_SITE_REQUEST');
      const back = FORM_PAGES.has(returnTo) ? returnTo : '/emergency';
      const input = {
        ...fields,
        ...(fields.destinationHospitalId ? {} : { destinationHospitalId: undefined }),
        ...(fields.supportLevel ? {} : { supportLevel: undefined }),
        ...(fields.destination ? {} : { destination: undefined }),
      };
      const parsed = emergencyRequestInputSchema.safeParse(input);
      const fail = (code: string, field?: string) =>
        reply
          .code(303)
          .header(
            'location',
            `${back}?error=${encodeURIComponent(code)}${field ? `&field=${encodeURIComponent(field)}` : ''}#request-form`,
          )
          .send(null);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return fail(readMessageToken(issue?.message)?.code ?? 'VALIDATION_FAILED', String(issue?.path[0] ?? ''));
      }
      try {
        const created = await emergency.request(parsed.data, request.user?.id ?? null);
        return reply.code(303).header('location', `${TRACK_PAGE}?code=${created.trackingCode}`).send(null);
      } catch (error) {
        if (error instanceof AppError && (error.statusCode ?? 500) < 500) return fail(error.code, error.field);
        throw error;
      }
    },
  );

  app.get(
    '/api/emergency-requests/track/:code',
    {
      schema: {
        tags: ['emergency'],
        summary: 'A request by its tracking code (EM-XXXXXXXX)',
        params: trackingParamsSchema,
        response: { 200: emergencyRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return emergency.track(request.params.code);
    },
  );

  app.get(
    '/api/emergency-requests',
    {
      schema: {
        tags: ['emergency'],
        summary: 'My emergency requests, newest first',
        response: { 200: z.array(emergencyRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return emergency.mine(requireUser(request).id);
    },
  );

  app.get(
    '/api/staff/emergency-requests',
    {
      config: STAFF,
      schema: {
        tags: ['emergency'],
        summary: 'Emergency requests for the staff, newest first (optionally by status)',
        querystring: staffRequestsQuerySchema,
        response: { 200: z.array(emergencyRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return emergency.staffList(request.query.status);
    },
  );

  app.post(
    '/api/staff/emergency-requests/:id/status',
    {
      config: STAFF,
      schema: {
        tags: ['emergency'],
        summary: 'Move a request one step: requested → dispatched → arrived → completed (or cancelled)',
        params: requestIdParamsSchema,
        body: emergencyStatusChangeSchema,
        response: { 200: emergencyRequestSchema, ...errors },
      },
    },
    async (request) => emergency.move(actorOf(request), request.params.id, request.body.to, request.body.note),
  );

  /* ── care at home (/services/medical-services) ── */
  app.post(
    '/api/home-services',
    {
      preHandler: [limit(app, 'home-service', { max: 20, minutes: 60, key: visitorKey })],
      schema: {
        tags: ['emergency'],
        summary: 'Ask for nursing, physiotherapy, elder care or injections at home (staff confirm it)',
        body: homeServiceInputSchema,
        response: { 201: homeServiceRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await emergency.requestHomeService(requireUser(request).id, request.body)),
  );

  app.get(
    '/api/home-services',
    {
      schema: {
        tags: ['emergency'],
        summary: 'My care-at-home requests, newest first',
        response: { 200: z.array(homeServiceRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return emergency.myHomeServices(requireUser(request).id);
    },
  );

  app.get(
    '/api/staff/home-services',
    {
      config: STAFF,
      schema: {
        tags: ['emergency'],
        summary: 'Care-at-home requests for the staff',
        querystring: z.object({ status: z.enum(HOME_SERVICE_STATUSES).optional() }),
        response: { 200: z.array(homeServiceRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return emergency.staffHomeServices(request.query.status);
    },
  );

  app.post(
    '/api/staff/home-services/:id/status',
    {
      config: STAFF,
      schema: {
        tags: ['emergency'],
        summary: 'Confirm, decline, complete or cancel a care-at-home request',
        params: requestIdParamsSchema,
        body: homeServiceStatusChangeSchema,
        response: { 200: homeServiceRequestSchema, ...errors },
      },
    },
    async (request) =>
      emergency.moveHomeService(actorOf(request), request.params.id, request.body.to, request.body.note),
  );
};
