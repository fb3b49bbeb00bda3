import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  consentsResponseSchema,
  deleteAccountRequestSchema,
  personalDataExportSchema,
  updateConsentRequestSchema,
} from '@aushadh/shared/privacy/schemas.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { PrivacyService } from './privacy.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  429: errorResponseSchema,
};

export interface PrivacyRoutesOptions {
  privacy: PrivacyService;
  /** Clears the session cookie and gives the browser a fresh guest id (the auth feature's cookie plumbing). */
  signOutBrowser: (request: FastifyRequest, reply: FastifyReply) => void;
}

/** The signed-in person's DPDP rights: consents, "download my data", "delete my account". */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { privacy, signOutBrowser }) => {
  const perUser = (r: FastifyRequest) => String(r.user?.id ?? r.ip);
  // The password check is a guessing oracle like sign-in; an export is a heavy read.
  const deleteLimits = [limit(app, 'delete-account', { max: 10, minutes: 15, key: perUser })];
  const exportLimits = [limit(app, 'data-export', { max: 10, minutes: 15, key: perUser })];
  // Each change appends a consent record (the proof the Act asks for): generous for a person, bounded for a script.
  const consentLimits = [limit(app, 'consent-update', { max: 30, minutes: 15, key: perUser })];

  app.get(
    '/api/privacy/consents',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Current consent per purpose and its history',
        response: { 200: consentsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return privacy.consents(requireUser(request).id);
    },
  );

  app.put(
    '/api/privacy/consents',
    {
      preHandler: consentLimits,
      schema: {
        tags: ['privacy'],
        summary: 'Give or withdraw consent for one purpose (appended to the history)',
        body: updateConsentRequestSchema,
        response: { 200: consentsResponseSchema, ...errors },
      },
    },
    async (request) => privacy.updateConsent(requireUser(request).id, request.body.purpose, request.body.granted),
  );

  app.get(
    '/api/privacy/export',
    {
      preHandler: exportLimits,
      schema: {
        tags: ['privacy'],
        summary: 'Download my data: everything held about the signed-in person, as JSON',
        response: { 200: personalDataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await privacy.exportData({ userId: user.id, email: user.email });
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="aushadh-my-data-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );

  app.post(
    '/api/privacy/delete-account',
    {
      preHandler: deleteLimits,
      schema: {
        tags: ['privacy'],
        summary: 'Delete my account: personal data erased, invoices anonymised, every session ended',
        body: deleteAccountRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await privacy.deleteAccount({ userId: user.id, email: user.email }, request.body);
      signOutBrowser(request, reply);
      return { success: true, message: 'Your account has been deleted.' };
    },
  );
};
