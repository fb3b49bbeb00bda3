import fastifyMultipart from '@fastify/multipart';
import {
  APPOINTMENT_REPORTS,
  appointmentIdParamsSchema,
  appointmentSchema,
  reportParamsSchema,
} from '@aushadh/shared/doctors/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { DoctorsService } from './doctors.service.ts';

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

/** Reads the one file part (field "report"): busboy stops at 5 MB, so a bigger file is never held whole. */
async function readReport(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  const fail = (cause?: unknown) =>
    cause instanceof AppError ? cause : new AppError('APPOINTMENT_REPORT_INVALID', { name: 'report' }, { cause });
  // Not a multipart upload, or no "report" part: the request is not an upload at all (not a bad file).
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const part = await request.file({
      limits: { fileSize: APPOINTMENT_REPORTS.maxFileBytes, files: 1, fields: 0, parts: 2 },
    });
    if (!part || part.fieldname !== APPOINTMENT_REPORTS.field) throw new AppError('BAD_REQUEST');
    const bytes = await part.toBuffer();
    return { name: part.filename || 'report', bytes };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('APPOINTMENT_REPORT_INVALID', { name: 'report' });
    throw fail(error);
  }
}

/** Sends a stored report as what it was stored as: never sniffed, never cached; a PDF sandboxed. */
function sendReport(reply: FastifyReply, report: { mediaType: string; byteSize: number; content: Buffer; id: number }) {
  const extension = report.mediaType === 'application/pdf' ? 'pdf' : report.mediaType === 'image/png' ? 'png' : 'jpg';
  reply
    .header('content-type', report.mediaType)
    .header('content-length', String(report.byteSize))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="report-${report.id}.${extension}"`);
  if (report.mediaType === 'application/pdf') reply.header('content-security-policy', 'sandbox');
  return reply.send(report.content);
}

/** Reports attached to a booking (issue 13 item 2): the patient uploads; the patient and the doctor read. */
export const reportsRoutes: FastifyPluginAsyncZod<{ doctors: DoctorsService }> = async (app, { doctors }) => {
  // Only in this plugin's scope: no other doctors route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: APPOINTMENT_REPORTS.maxFileBytes, files: 1, fields: 0, parts: 2 },
  });
  const uploadLimit = limit(app, 'appointment-report', {
    max: 30,
    minutes: 60,
    key: (r) => (r.user ? `u:${r.user.id}` : r.ip),
  });

  app.post(
    '/api/appointments/:id/reports',
    {
      preHandler: [uploadLimit],
      bodyLimit: APPOINTMENT_REPORTS.maxFileBytes + 64 * 1024,
      schema: {
        tags: ['doctors'],
        summary:
          'Attach a report to one of the caller’s live bookings (multipart field "report": JPG, PNG or PDF, at most 5 MB, 5 per booking)',
        consumes: ['multipart/form-data'],
        params: appointmentIdParamsSchema,
        response: { 201: appointmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const appointment = await doctors.attachReport(user.id, request.params.id, await readReport(request));
      return reply.code(201).send(appointment);
    },
  );

  app.get(
    '/api/appointments/:id/reports/:reportId',
    {
      schema: {
        tags: ['doctors'],
        summary: 'A report the caller attached to their booking',
        params: reportParamsSchema,
      },
    },
    async (request, reply) =>
      sendReport(reply, await doctors.myReport(requireUser(request).id, request.params.id, request.params.reportId)),
  );

  app.get(
    '/api/doctor/appointments/:id/reports/:reportId',
    {
      config: { roles: ['doctor'] },
      schema: {
        tags: ['doctor'],
        summary: 'A report the patient attached to one of this doctor’s appointments',
        params: reportParamsSchema,
      },
    },
    async (request, reply) =>
      sendReport(reply, await doctors.deskReport(requireUser(request).id, request.params.id, request.params.reportId)),
  );
};
