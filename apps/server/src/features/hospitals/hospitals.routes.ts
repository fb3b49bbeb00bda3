import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  adminHospitalSchema,
  adminHospitalsQuerySchema,
  HOSPITAL_LIMITS,
  hospitalAppointmentDecisionSchema,
  hospitalAppointmentInputSchema,
  hospitalAppointmentSchema,
  hospitalDeskSchema,
  hospitalDetailSchema,
  hospitalIdParamsSchema,
  hospitalListSchema,
  hospitalReviewSchema,
  hospitalsQuerySchema,
  hospitalSubmissionSchema,
  hospitalSubmittedSchema,
  hospitalSummarySchema,
  nearbyQuerySchema,
} from '@aushadh/shared/hospitals/schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { HospitalsService } from './hospitals.service.ts';

export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

const ADMIN = { roles: ['admin', 'subadmin'] } as const;
const HOSPITAL = { roles: ['hospital'] } as const;
const actorOf = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { id: user.id, role: user.role ?? 'customer' };
};
/** The visitor a limit counts: the account when signed in, else the address. */
export const visitorKey = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : `ip:${request.ip}`);

/** The hospital directory, the add-hospital form, appointments, the hospital's desk and the admin's queue. */
export const hospitalsRoutes: FastifyPluginAsyncZod<{ hospitals: HospitalsService }> = async (app, { hospitals }) => {
  app.get(
    '/api/hospitals',
    {
      schema: {
        tags: ['hospitals'],
        summary: 'Approved hospitals: search (q), city, specialty, emergency; with lat/lng or pincode nearest first',
        querystring: hospitalsQuerySchema,
        response: { 200: hospitalListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return hospitals.list(request.query);
    },
  );

  app.get(
    '/api/hospitals/nearby',
    {
      schema: {
        tags: ['hospitals'],
        summary: 'The nearest approved hospitals to a point (lat/lng) or a pincode, with the distance in km',
        querystring: nearbyQuerySchema,
        response: {
          200: z.object({
            origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
            radiusKm: z.number(),
            items: z.array(hospitalSummarySchema),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=30');
      return hospitals.nearby(request.query);
    },
  );

  app.get(
    '/api/hospitals/:id',
    {
      schema: {
        tags: ['hospitals'],
        summary: 'An approved hospital: departments, phone, hours, emergency care, maps link',
        params: hospitalIdParamsSchema,
        response: { 200: hospitalDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return hospitals.detail(request.params.id);
    },
  );

  app.get(
    '/api/doctors/:id/hospitals',
    {
      schema: {
        tags: ['hospitals'],
        summary: 'The approved hospitals a doctor of the directory practises at (none for an unknown doctor)',
        params: hospitalIdParamsSchema,
        response: { 200: z.array(hospitalSummarySchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return hospitals.ofDoctor(request.params.id);
    },
  );

  const submitLimits = [
    limit(app, 'hospital-submission', { max: HOSPITAL_LIMITS.submissionsPerHour, minutes: 60, key: visitorKey }),
  ];
  app.post(
    '/api/hospitals',
    {
      preHandler: submitLimits,
      schema: {
        tags: ['hospitals'],
        summary: 'Add a hospital (SPEC §3 form + address and pincode): pending until an admin approves it',
        body: hospitalSubmissionSchema,
        response: { 201: hospitalSubmittedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await hospitals.submit(request.body, {
        userId: request.user?.id ?? null,
        key: visitorKey(request),
      });
      return reply.code(201).send(result);
    },
  );

  /* ── appointments (customers) ── */
  const bookLimits = [limit(app, 'hospital-appointment', { max: 20, minutes: 60, key: visitorKey })];
  app.post(
    '/api/hospitals/:id/appointments',
    {
      preHandler: bookLimits,
      schema: {
        tags: ['hospitals'],
        summary: 'Ask for an appointment: department, date, time window, patient, reason (the hospital answers)',
        params: hospitalIdParamsSchema,
        body: hospitalAppointmentInputSchema,
        response: { 201: hospitalAppointmentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await hospitals.book(requireUser(request).id, request.params.id, request.body)),
  );

  app.get(
    '/api/hospital-appointments',
    {
      schema: {
        tags: ['hospitals'],
        summary: 'My hospital appointments, newest first',
        response: { 200: z.array(hospitalAppointmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return hospitals.myAppointments(requireUser(request).id);
    },
  );

  app.get(
    '/api/hospital-appointments/:id',
    {
      schema: {
        tags: ['hospitals'],
        summary: 'One of my hospital appointments (anyone else: 404)',
        params: hospitalIdParamsSchema,
        response: { 200: hospitalAppointmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return hospitals.myAppointment(requireUser(request).id, request.params.id);
    },
  );

  app.post(
    '/api/hospital-appointments/:id/cancel',
    {
      schema: {
        tags: ['hospitals'],
        summary: 'Cancel my appointment request',
        params: hospitalIdParamsSchema,
        response: { 200: hospitalAppointmentSchema, ...errors },
      },
    },
    async (request) => hospitals.cancelAppointment(requireUser(request).id, request.params.id),
  );

  /* ── the hospital's desk (/laboratory area, role hospital) ── */
  app.get(
    '/api/hospital-desk/appointments',
    {
      config: HOSPITAL,
      schema: {
        tags: ['hospital-desk'],
        summary: "My hospital's appointment requests, by date",
        response: { 200: hospitalDeskSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return hospitals.desk(actorOf(request));
    },
  );

  app.post(
    '/api/hospital-desk/appointments/:id/decision',
    {
      config: HOSPITAL,
      schema: {
        tags: ['hospital-desk'],
        summary: 'Confirm, reschedule (new date and window) or decline an appointment of my hospital',
        params: hospitalIdParamsSchema,
        body: hospitalAppointmentDecisionSchema,
        response: { 200: hospitalAppointmentSchema, ...errors },
      },
    },
    async (request) => hospitals.decide(actorOf(request), request.params.id, request.body),
  );

  /* ── the admin's queue ── */
  app.get(
    '/api/admin/hospitals',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary: 'Submitted hospitals by status (pending first in, with a likely duplicate named)',
        querystring: adminHospitalsQuerySchema,
        response: { 200: z.array(adminHospitalSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return hospitals.queue(request.query.status);
    },
  );

  app.post(
    '/api/admin/hospitals/:id/review',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject a pending hospital (who and when recorded)',
        params: hospitalIdParamsSchema,
        body: hospitalReviewSchema,
        response: { 200: adminHospitalSchema, ...errors },
      },
    },
    async (request) => hospitals.review(request.params.id, request.body, actorOf(request)),
  );
};
