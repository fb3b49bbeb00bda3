import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  labBookingSchema,
  labIdParamsSchema,
  labReportSchema,
  labSavedPatientSchema,
  labSlotChoiceSchema,
  labSlotsQuerySchema,
  labSlotsSchema,
  labTestDetailSchema,
  labTestListSchema,
  labTestsQuerySchema,
  placeLabBookingSchema,
} from '@aushadh/shared/labs/schemas.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@aushadh/shared/orders/schemas.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { LabsService } from './labs.service.ts';

export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
};

/** A stored report PDF: only as a PDF, never sniffed, never cached, opened sandboxed (no script, no cookies). */
export function sendReport(reply: FastifyReply, id: number, file: { byteSize: number; content: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(file.byteSize))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('content-disposition', `inline; filename="lab-report-${id}.pdf"`)
    .send(file.content);
}

/** The public catalog and the customer's bookings and reports (issue 14). */
export const labsRoutes: FastifyPluginAsyncZod<{ labs: LabsService }> = async (app, { labs }) => {
  app.get(
    '/api/lab-tests',
    {
      schema: {
        tags: ['labs'],
        summary: 'Lab tests and packages: search (q), group and kind filters; popular first',
        querystring: labTestsQuerySchema,
        response: { 200: labTestListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return labs.listTests(request.query);
    },
  );

  app.get(
    '/api/lab-tests/:id',
    {
      schema: {
        tags: ['labs'],
        summary: 'A test or package: what it checks, preparation, parameters and ranges, the partner lab',
        params: labIdParamsSchema,
        response: { 200: labTestDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return labs.testDetail(request.params.id);
    },
  );

  app.get(
    '/api/lab-slots',
    {
      schema: {
        tags: ['labs'],
        summary: 'Home-collection windows of the next 7 days at a pincode, with the places left',
        querystring: labSlotsQuerySchema,
        response: { 200: labSlotsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return labs.slots(request.query.pincode);
    },
  );

  app.get(
    '/api/lab-patients',
    {
      schema: {
        tags: ['labs'],
        summary: 'The family members I booked tests for before',
        response: { 200: z.array(labSavedPatientSchema), ...errors },
      },
    },
    async (request) => labs.savedPatients(requireUser(request)),
  );

  const placeLimits = [limit(app, 'lab-booking', { max: 30, minutes: 60, key: (r) => `u:${r.user?.id ?? r.ip}` })];
  app.post(
    '/api/lab-bookings',
    {
      preHandler: placeLimits,
      schema: {
        tags: ['labs'],
        summary: 'Book home sample collection for one or more people (Idempotency-Key header; demo payment)',
        headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema }),
        body: placeLabBookingSchema,
        response: { 200: labBookingSchema, 201: labBookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { booking, created } = await labs.place(user, request.body, request.headers[IDEMPOTENCY_HEADER]);
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.code(created ? 201 : 200).send(booking);
    },
  );

  app.get(
    '/api/lab-bookings',
    {
      schema: {
        tags: ['labs'],
        summary: 'My lab bookings, newest first',
        response: { 200: z.array(labBookingSchema), ...errors },
      },
    },
    async (request) => labs.listMine(requireUser(request)),
  );

  app.get(
    '/api/lab-bookings/:id',
    {
      schema: {
        tags: ['labs'],
        summary: 'One of my lab bookings (anyone else: 404)',
        params: labIdParamsSchema,
        response: { 200: labBookingSchema, ...errors },
      },
    },
    async (request) => labs.getMine(requireUser(request), request.params.id),
  );

  app.post(
    '/api/lab-bookings/:id/reschedule',
    {
      schema: {
        tags: ['labs'],
        summary: 'Move the visit to another window (until the sample is collected)',
        params: labIdParamsSchema,
        body: labSlotChoiceSchema,
        response: { 200: labBookingSchema, ...errors },
      },
    },
    async (request) => labs.reschedule(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/lab-bookings/:id/cancel',
    {
      schema: {
        tags: ['labs'],
        summary: 'Cancel the booking and refund it (until the sample is collected)',
        params: labIdParamsSchema,
        response: { 200: labBookingSchema, ...errors },
      },
    },
    async (request) => labs.cancel(requireUser(request), request.params.id),
  );

  app.get(
    '/api/lab-reports',
    {
      schema: {
        tags: ['labs'],
        summary: 'My ready lab reports: values, ranges and flags per person, newest first',
        response: { 200: z.array(labReportSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return labs.myReports(requireUser(request).id);
    },
  );

  app.get(
    '/api/lab-reports/:id/pdf',
    {
      schema: {
        tags: ['labs'],
        summary: "The laboratory's PDF of one of my reports (anyone else's: 404)",
        params: labIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendReport(reply, id, await labs.readMyReportPdf(requireUser(request).id, id));
    },
  );
};
