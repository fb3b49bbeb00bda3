import fastifyMultipart from '@fastify/multipart';
import {
  LAB_BOOKING,
  LAB_REPORT_FIELD,
  labAssignSchema,
  labCollectSchema,
  labDayQuerySchema,
  labDaySchema,
  labIdParamsSchema,
  labResultsInputSchema,
  labWorkBookingSchema,
} from '@aushadh/shared/labs/schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { errors, sendReport } from './labs.routes.ts';
import type { LabsService } from './labs.service.ts';

/** The laboratory's staff (DESIGN §3a: lab bookings, collection, results and reports). */
const LAB = { roles: ['laboratory'] } as const;

const staffOf = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { id: user.id, role: user.role ?? 'laboratory' };
};

/** Reads the one PDF part: at most 10 MB (busboy stops there), anything else in the body ignored. */
async function readReport(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  const fail = (cause?: unknown) => new AppError('LAB_REPORT_FILE_INVALID', {}, { field: 'report', cause });
  if (!request.isMultipart()) throw fail();
  let found: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: LAB_BOOKING.reportMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== LAB_REPORT_FIELD) throw fail();
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw fail();
      found = { name: part.filename, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw error instanceof AppError ? error : fail(error);
  }
  if (!found) throw fail();
  return found;
}

/** `/api/laboratory/*`: the day's visits, each step of a booking's work, results and the report PDF. */
export const laboratoryRoutes: FastifyPluginAsyncZod<{ labs: LabsService }> = async (app, { labs }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/laboratory/lab-bookings',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: "A day's home-collection visits, by window",
        querystring: labDayQuerySchema,
        response: { 200: labDaySchema, ...errors },
      },
    },
    async (request) => labs.day(request.query.date),
  );

  app.get(
    '/api/laboratory/lab-bookings/:id',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: 'A booking with each person, their parameters, values entered and report file',
        params: labIdParamsSchema,
        response: { 200: labWorkBookingSchema, ...errors },
      },
    },
    async (request) => labs.workDetail(request.params.id),
  );

  app.post(
    '/api/laboratory/lab-bookings/:id/assign',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: 'Assign the phlebotomist who visits (name and phone)',
        params: labIdParamsSchema,
        body: labAssignSchema,
        response: { 200: labWorkBookingSchema, ...errors },
      },
    },
    async (request) => labs.assign(request.params.id, request.body, staffOf(request)),
  );

  app.post(
    '/api/laboratory/lab-bookings/:id/collect',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: "Samples collected: each person's sample id",
        params: labIdParamsSchema,
        body: labCollectSchema,
        response: { 200: labWorkBookingSchema, ...errors },
      },
    },
    async (request) => labs.collect(request.params.id, request.body.samples, staffOf(request)),
  );

  app.post(
    '/api/laboratory/lab-bookings/:id/processing',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: 'The samples reached the lab and are being processed',
        params: labIdParamsSchema,
        response: { 200: labWorkBookingSchema, ...errors },
      },
    },
    async (request) => labs.startProcessing(request.params.id, staffOf(request)),
  );

  app.post(
    '/api/laboratory/lab-bookings/:id/report-ready',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: 'Report ready (every value entered or a PDF for each person); the customer is told',
        params: labIdParamsSchema,
        response: { 200: labWorkBookingSchema, ...errors },
      },
    },
    async (request) => labs.reportReady(request.params.id, staffOf(request)),
  );

  app.put(
    '/api/laboratory/lab-results/:id',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: "One person's values per parameter (id: the booking's person); out-of-range values flagged",
        params: labIdParamsSchema,
        body: labResultsInputSchema,
        response: { 200: labWorkBookingSchema, ...errors },
      },
    },
    async (request) => labs.enterResults(request.params.id, request.body.results, staffOf(request)),
  );

  app.post(
    '/api/laboratory/lab-results/:id/report',
    {
      config: LAB,
      schema: {
        tags: ['laboratory'],
        summary: 'Upload the signed report PDF of one person (multipart field "report", at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: labIdParamsSchema,
        response: { 200: labWorkBookingSchema, ...errors },
      },
    },
    async (request) => labs.uploadReport(request.params.id, await readReport(request), staffOf(request)),
  );

  app.get(
    '/api/laboratory/lab-results/:id/report',
    {
      config: LAB,
      schema: { tags: ['laboratory'], summary: 'The uploaded report PDF of one person', params: labIdParamsSchema },
    },
    async (request, reply) => sendReport(reply, request.params.id, await labs.readReport(request.params.id)),
  );
};
