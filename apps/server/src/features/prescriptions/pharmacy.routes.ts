import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  h1CsvQuerySchema,
  h1RegisterPageSchema,
  h1RegisterQuerySchema,
  pharmacyPrescriptionSchema,
  prescriptionIdParamsSchema,
  prescriptionPageParamsSchema,
  queuePageSchema,
  queueQuerySchema,
  reviewRequestSchema,
} from '@aushadh/shared/prescriptions/schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { sendPage } from './prescriptions.routes.ts';
import type { PrescriptionsService } from './prescriptions.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The registered pharmacist only (SPEC §6 pharmacy; DESIGN §3a): checked on the matched route. */
const PHARMACIST = { roles: ['pharmacy'] } as const;

/** `/api/pharmacy/*`: the verification queue, a prescription's pages and decision, and the H1 register. */
export const pharmacyRoutes: FastifyPluginAsyncZod<{ prescriptions: PrescriptionsService }> = async (
  app,
  { prescriptions },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/pharmacy/prescriptions',
    {
      config: PHARMACIST,
      schema: {
        tags: ['pharmacy'],
        summary: 'The verification queue: one status, pending oldest first, 20 a page (cursor: the last id)',
        querystring: queueQuerySchema,
        response: { 200: queuePageSchema, ...errors },
      },
    },
    async (request) => prescriptions.queue(request.query.status, request.query.cursor),
  );

  app.get(
    '/api/pharmacy/prescriptions/:id',
    {
      config: PHARMACIST,
      schema: {
        tags: ['pharmacy'],
        summary: "A prescription with the uploader's details, pages, history and the customer's other uploads",
        params: prescriptionIdParamsSchema,
        response: { 200: pharmacyPrescriptionSchema, ...errors },
      },
    },
    async (request) => prescriptions.pharmacyDetail(requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/pharmacy/prescriptions/:id/pages/:page',
    {
      config: PHARMACIST,
      schema: {
        tags: ['pharmacy'],
        summary: 'A page of any prescription, as stored',
        params: prescriptionPageParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const stored = await prescriptions.readPage(id, page);
      if (!stored) throw new AppError('PRESCRIPTION_UNKNOWN');
      return sendPage(reply, id, page, stored);
    },
  );

  app.post(
    '/api/pharmacy/prescriptions/:id/review',
    {
      config: PHARMACIST,
      // Only a verified pharmacy reviews (features/partners).
      preValidation: app.partners.verifiedOnly,
      schema: {
        tags: ['pharmacy'],
        summary:
          'Approve (prescriber, patient, date, medicines, validity), reject with a reason, or ask for a call-back',
        params: prescriptionIdParamsSchema,
        body: reviewRequestSchema,
        response: { 200: pharmacyPrescriptionSchema, ...errors },
      },
    },
    async (request) => prescriptions.review(requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/pharmacy/h1-register',
    {
      config: PHARMACIST,
      schema: {
        tags: ['pharmacy'],
        summary: 'The Schedule H1 register, oldest first, 50 a page (from/to: India calendar days, inclusive)',
        querystring: h1RegisterQuerySchema,
        response: { 200: h1RegisterPageSchema, ...errors },
      },
    },
    async (request) => prescriptions.h1Register.page(request.query),
  );

  app.get(
    '/api/pharmacy/h1-register.csv',
    {
      config: PHARMACIST,
      schema: {
        tags: ['pharmacy'],
        summary: 'The Schedule H1 register as CSV (RFC 4180; cells that look like formulas are defused)',
        querystring: h1CsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await prescriptions.h1Register.csv({ from, to });
      const span = [from ?? 'start', to ?? 'today'].join('-to-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="h1-register-${span}.csv"`)
        .send(csv);
    },
  );
};
