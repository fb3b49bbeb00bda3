import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  achievementsSchema,
  logDoseSchema,
  medicationIdParamsSchema,
  medicationInputSchema,
  medicationListSchema,
  medicationReorderSchema,
  medicationSchema,
  medicationSourcesSchema,
  refillSchema,
} from '@aushadh/shared/medication/schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import type { MedicationService } from './medication.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['medication'];

/** The signed-in person's medicines (issue 19); another person's medicine is "not found". */
export const medicationRoutes: FastifyPluginAsyncZod<{ medication: MedicationService }> = async (
  app,
  { medication },
) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/medications',
    {
      schema: {
        tags,
        summary: "My medicines with today's doses, this week's adherence, stock and refill plan",
        response: { 200: medicationListSchema, ...errors },
      },
    },
    async (request) => medication.list(requireUser(request).id),
  );

  app.get(
    '/api/achievements',
    {
      schema: {
        tags,
        summary: 'My badges for healthy habits, with progress toward each',
        response: { 200: achievementsSchema, ...errors },
      },
    },
    async (request) => medication.achievements(requireUser(request).id),
  );

  app.get(
    '/api/medications/sources',
    {
      schema: {
        tags,
        summary: 'What I can track from my recent orders and e-prescriptions',
        response: { 200: medicationSourcesSchema, ...errors },
      },
    },
    async (request) => medication.sources(requireUser(request).id),
  );

  app.post(
    '/api/medications',
    {
      schema: {
        tags,
        summary: 'Track a medicine: from an order, an e-prescription or by hand; for me or a family member',
        body: medicationInputSchema,
        response: { 201: medicationSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await medication.add(requireUser(request).id, request.body)),
  );

  app.get(
    '/api/medications/:id',
    {
      schema: {
        tags,
        summary: 'One of my medicines',
        params: medicationIdParamsSchema,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => medication.get(requireUser(request).id, request.params.id),
  );

  app.put(
    '/api/medications/:id',
    {
      schema: {
        tags,
        summary: 'Change a medicine: schedule, stock at home (a recount), reminders',
        params: medicationIdParamsSchema,
        body: medicationInputSchema,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => medication.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/medications/:id',
    {
      schema: {
        tags,
        summary: 'Stop tracking a medicine',
        params: medicationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await medication.remove(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/medications/:id/doses',
    {
      schema: {
        tags,
        summary: 'Log a scheduled dose: taken, skipped or snoozed (15 minutes)',
        params: medicationIdParamsSchema,
        body: logDoseSchema,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => medication.logDose(requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/medications/:id/refill',
    {
      schema: {
        tags,
        summary: 'A new pack is home: add its units to the stock',
        params: medicationIdParamsSchema,
        body: refillSchema,
        response: { 200: medicationSchema, ...errors },
      },
    },
    async (request) => medication.refill(requireUser(request).id, request.params.id, request.body.unitsAdded),
  );

  app.post(
    '/api/medications/:id/reorder',
    {
      schema: {
        tags,
        summary: 'One-tap reorder: about a month of packs into my cart',
        params: medicationIdParamsSchema,
        response: { 200: medicationReorderSchema, ...errors },
      },
    },
    async (request) => medication.reorder(requireUser(request).id, request.params.id),
  );
};
