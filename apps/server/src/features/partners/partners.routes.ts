import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  PARTNER_LIMITS,
  adminPartnerDetailSchema,
  adminPartnerListSchema,
  adminPartnersQuerySchema,
  myDocumentParamsSchema,
  myVerificationSchema,
  partnerDecisionSchema,
  partnerDetailsSchema,
  partnerDocumentParamsSchema,
  partnerDocumentUploadQuerySchema,
  partnerIdParamsSchema,
} from '@aushadh/shared/partners/schemas.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { PartnerActor } from './partners-deps.ts';
import type { PartnersService } from './partners.service.ts';

const errors = Object.fromEntries([400, 401, 403, 404, 409, 413, 415, 429].map((s) => [s, errorResponseSchema]));

const PARTNER = { roles: ['pharmacy', 'chemist', 'doctor'] } as const;
const ADMIN = { roles: ['admin', 'subadmin'] } as const;

const actorOf = (request: FastifyRequest): PartnerActor => {
  const user = requireUser(request);
  return { userId: user.id, role: user.role, ip: request.ip };
};

/** Reads the one file part (field "document"): busboy stops at 5 MB, so a bigger file is never held whole. */
async function readDocument(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  // Not a multipart upload at all: the request is not an upload (not a bad file).
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const tooBig = () => new AppError('PARTNER_DOCUMENT_INVALID', { name: 'document' }, { field: PARTNER_LIMITS.field });
  try {
    const part = await request.file({
      limits: { fileSize: PARTNER_LIMITS.maxFileBytes, files: 1, fields: 0, parts: 2 },
    });
    if (!part || part.fieldname !== PARTNER_LIMITS.field) throw new AppError('BAD_REQUEST');
    const bytes = await part.toBuffer();
    return { name: part.filename || 'document', bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw new AppError('BAD_REQUEST', {}, { cause: error });
  }
}

/** Sends a stored document as what it was stored as: never sniffed, never cached; a PDF sandboxed. */
function sendDocument(
  reply: FastifyReply,
  document: { id: number; mediaType: string; byteSize: number; content: Buffer },
) {
  const extension =
    document.mediaType === 'application/pdf' ? 'pdf' : document.mediaType === 'image/png' ? 'png' : 'jpg';
  reply
    .header('content-type', document.mediaType)
    .header('content-length', String(document.byteSize))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="document-${document.id}.${extension}"`);
  if (document.mediaType === 'application/pdf') reply.header('content-security-policy', 'sandbox');
  return reply.send(document.content);
}

/** /api/partner/verification (the partner's own) and /api/admin/partners (admin, subadmin). */
export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (app, { partners }) => {
  const { onboarding, review } = partners;
  // Only in this plugin's scope: no other partners route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PARTNER_LIMITS.maxFileBytes, files: 1, fields: 0, parts: 2 },
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  /* ── the partner's own record ── */
  app.get(
    '/api/partner/verification',
    {
      config: PARTNER,
      schema: {
        tags: ['partners'],
        summary: "The caller's verification: status, reason, details, documents and what is still missing",
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => onboarding.mine(actorOf(request)),
  );

  app.put(
    '/api/partner/verification',
    {
      config: PARTNER,
      schema: {
        tags: ['partners'],
        summary: 'Save the business (pharmacy, chemist) or registration (doctor) details; not while verified',
        body: partnerDetailsSchema,
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => onboarding.saveDetails(actorOf(request), requireUser(request).name, request.body),
  );

  app.post(
    '/api/partner/verification/submit',
    {
      config: PARTNER,
      schema: {
        tags: ['partners'],
        summary: 'Send the saved details and documents for review (a rejected record goes back to pending)',
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => onboarding.submit(actorOf(request)),
  );

  const uploadLimit = limit(app, 'partner-document', { max: 30, minutes: 60, key: (r) => `u:${r.user?.id ?? r.ip}` });
  app.post(
    '/api/partner/verification/documents',
    {
      config: PARTNER,
      preHandler: [uploadLimit],
      bodyLimit: PARTNER_LIMITS.maxFileBytes + 64 * 1024,
      schema: {
        tags: ['partners'],
        summary: 'Upload a licence or certificate (multipart field "document": JPG, PNG or PDF ≤ 5 MB; ?kind=)',
        consumes: ['multipart/form-data'],
        querystring: partnerDocumentUploadQuerySchema,
        response: { 201: myVerificationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const file = await readDocument(request);
      return reply.code(201).send(await onboarding.addDocument(actor, request.query.kind, file));
    },
  );

  app.get(
    '/api/partner/verification/documents/:documentId',
    {
      config: PARTNER,
      schema: {
        tags: ['partners'],
        summary: 'One of my documents',
        params: myDocumentParamsSchema,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await onboarding.myDocument(requireUser(request).id, request.params.documentId)),
  );

  app.delete(
    '/api/partner/verification/documents/:documentId',
    {
      config: PARTNER,
      schema: {
        tags: ['partners'],
        summary: 'Remove one of my documents (not while verified)',
        params: myDocumentParamsSchema,
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => onboarding.removeDocument(actorOf(request), request.params.documentId),
  );

  /* ── the admin console ── */
  app.get(
    '/api/admin/partners',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary:
          'Pharmacies or doctors to verify: status filter, search (name, GSTIN, licence, registration), sort, 25 a page',
        querystring: adminPartnersQuerySchema,
        response: { 200: adminPartnerListSchema, ...errors },
      },
    },
    async (request) => review.list(request.query),
  );

  app.get(
    '/api/admin/partners/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary: "A partner's details, documents, what is missing and its verification history",
        params: partnerIdParamsSchema,
        response: { 200: adminPartnerDetailSchema, ...errors },
      },
    },
    async (request) => review.detail(request.params.id),
  );

  app.get(
    '/api/admin/partners/:id/documents/:documentId',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary: "A partner's document (licence, certificate)",
        params: partnerDocumentParamsSchema,
      },
    },
    async (request, reply) => sendDocument(reply, await review.document(request.params.id, request.params.documentId)),
  );

  app.post(
    '/api/admin/partners/:id/status',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary: 'Verify, reject (reason), suspend (reason) or reinstate a partner; recorded in the audit log',
        params: partnerIdParamsSchema,
        body: partnerDecisionSchema,
        response: { 200: adminPartnerDetailSchema, ...errors },
      },
    },
    async (request) => review.decide(actorOf(request), request.params.id, request.body),
  );
};
