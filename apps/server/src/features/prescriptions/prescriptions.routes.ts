import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_UPLOAD,
  prescriptionDetailSchema,
  prescriptionIdParamsSchema,
  prescriptionPageParamsSchema,
  prescriptionSummarySchema,
  prescriptionUploadFieldsSchema,
} from '@aushadh/shared/prescriptions/schemas.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { limit } from '../../lib/rate-limit.ts';
import type { IncomingFile } from './prescription-files.ts';
import type { PrescriptionOwner, PrescriptionsService, StoredPage } from './prescriptions.service.ts';

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

/** The SPEC §7 text fields and their sizes: anything beyond them is not a person typing. */
const TEXT_FIELDS = ['userName', 'userPhone', 'userAddress', 'notes'] as const;
const MULTIPART_LIMITS = {
  fileSize: PRESCRIPTION_UPLOAD.maxFileBytes,
  files: PRESCRIPTION_UPLOAD.maxFiles,
  fields: TEXT_FIELDS.length + 4,
  // Bytes: 1000 characters of notes in any script fit in 4 KB of UTF-8.
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: PRESCRIPTION_UPLOAD.maxFiles + TEXT_FIELDS.length + 4,
  headerPairs: 50,
};

/** A field's value too long to have been typed: said in the field's own terms. */
const TOO_LONG: Record<(typeof TEXT_FIELDS)[number], () => AppError> = {
  userName: () => new AppError('TEXT_TOO_LONG', { field: 'name', max: 100 }, { field: 'userName' }),
  userPhone: () => new AppError('PHONE_INVALID', {}, { field: 'userPhone' }),
  userAddress: () => new AppError('TEXT_TOO_LONG', { field: 'address', max: 500 }, { field: 'userAddress' }),
  notes: () => new AppError('TEXT_TOO_LONG', { field: 'notes', max: 1000 }, { field: 'notes' }),
};
const isTextField = (name: string): name is (typeof TEXT_FIELDS)[number] =>
  (TEXT_FIELDS as readonly string[]).includes(name);

const checkFields = validatorCompiler({
  schema: prescriptionUploadFieldsSchema,
  method: 'POST',
  url: '',
  httpPart: 'body',
});
/** The text fields through the shared schema, failing exactly as a JSON body would (400 with issues). */
function parseFields(raw: Record<string, string>) {
  const result = checkFields(raw) as { value?: unknown; error?: unknown[] };
  if (result.error) {
    throw Object.assign(new Error('Invalid body'), {
      validation: result.error,
      validationContext: 'body',
      statusCode: 400,
    });
  }
  return result.value as z.output<typeof prescriptionUploadFieldsSchema>;
}

/** @fastify/multipart's own errors, as the catalog says them. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError('PRESCRIPTION_TOO_MANY_FILES', { max: PRESCRIPTION_UPLOAD.maxFiles });
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = (error as { part?: { filename?: string } }).part?.filename ?? 'file';
    return new AppError('PRESCRIPTION_FILE_TOO_LARGE', { name, maxMb: PRESCRIPTION_UPLOAD.maxFileMb });
  }
  // Broken or hostile multipart (a part cut short, too many fields, __proto__ names…): nothing to store.
  return new AppError('PRESCRIPTION_UPLOAD_UNREADABLE', {}, { cause: error });
}

/**
 * Reads the multipart body as it streams: each file up to 5 MB (busboy stops counting at the limit and the
 * upload is refused there, so a bigger file is never held whole), at most 5 files under SPEC §7's field name,
 * and the four text fields.
 */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: IncomingFile[] }> {
  if (!request.isMultipart()) throw new AppError('PRESCRIPTION_UPLOAD_UNREADABLE');
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== PRESCRIPTION_FILE_FIELD) throw new AppError('PRESCRIPTION_UPLOAD_UNREADABLE');
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) {
          throw new AppError('PRESCRIPTION_FILE_TOO_LARGE', {
            name: part.filename || 'file',
            maxMb: PRESCRIPTION_UPLOAD.maxFileMb,
          });
        }
        const bytes = Buffer.concat(chunks);
        // An empty file input (no name, no bytes) is "no file", as a browser sends it.
        if (part.filename === '' && bytes.length === 0) continue;
        files.push({ name: part.filename, bytes });
      } else {
        if (!isTextField(part.fieldname)) continue;
        if (part.valueTruncated) throw TOO_LONG[part.fieldname]();
        if (typeof part.value !== 'string') throw new AppError('PRESCRIPTION_UPLOAD_UNREADABLE');
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields, files };
}

/** Sends a stored page: only ever as what it was stored as, never sniffed, never cached, never a download link. */
export function sendPage(reply: FastifyReply, prescriptionId: number, page: number, stored: StoredPage) {
  const extension = stored.mediaType === 'application/pdf' ? 'pdf' : stored.mediaType === 'image/png' ? 'png' : 'jpg';
  reply
    .header('content-type', stored.mediaType)
    .header('content-length', String(stored.byteSize))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="prescription-${prescriptionId}-page-${page}.${extension}"`);
  // A PDF opened on its own runs in an opaque origin: no script, no forms, no reaching this site's cookies.
  if (stored.mediaType === 'application/pdf') reply.header('content-security-policy', 'sandbox');
  return reply.send(stored.content);
}

export interface PrescriptionsRoutesOptions {
  prescriptions: PrescriptionsService;
  guestIdOf: (request: FastifyRequest) => string | null;
  issueGuestId: (request: FastifyRequest, reply: FastifyReply) => string;
}

/** The customer's side (SPEC §7 upload; my prescriptions; my pages). Guests too, by their signed cookie. */
export const prescriptionsRoutes: FastifyPluginAsyncZod<PrescriptionsRoutesOptions> = async (
  app,
  { prescriptions, guestIdOf, issueGuestId },
) => {
  // Only here: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  const ownerOf = (request: FastifyRequest): PrescriptionOwner | null => {
    if (request.user) return { userId: request.user.id };
    const guestId = guestIdOf(request);
    return guestId ? { guestId } : null;
  };

  // A person uploads a few a day; a script is stopped long before it fills the database.
  const uploadLimits = [
    limit(app, 'prescription-upload', {
      max: 30,
      minutes: 60,
      key: (r) => (r.user ? `u:${r.user.id}` : `g:${guestIdOf(r) ?? r.ip}`),
    }),
    limit(app, 'prescription-upload-address', { max: 120, minutes: 60 }),
  ];

  app.post(
    '/api/prescriptions/upload',
    {
      preHandler: uploadLimits,
      schema: {
        tags: ['prescriptions'],
        summary:
          'Upload a prescription (SPEC §7 multipart: 1–5 files under "prescription", userName, userPhone, userAddress, notes)',
        consumes: ['multipart/form-data'],
        response: { 201: prescriptionSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readUpload(request);
      const parsed = parseFields(fields);
      let owner = ownerOf(request);
      // A guest without a cookie yet (the upload was their first call) gets one: it is how they see it again.
      owner ??= { guestId: issueGuestId(request, reply) };
      const summary = await prescriptions.upload({ owner, fields: parsed, files });
      return reply.code(201).send(summary);
    },
  );

  app.get(
    '/api/prescriptions/mine',
    {
      schema: {
        tags: ['prescriptions'],
        summary: "The caller's prescriptions, newest first (signed in: the account's; a guest: this browser's)",
        response: { 200: z.array(prescriptionSummarySchema), ...errors },
      },
    },
    async (request) => prescriptions.listMine(ownerOf(request)),
  );

  app.get(
    '/api/prescriptions/:id',
    {
      schema: {
        tags: ['prescriptions'],
        summary: 'One of my prescriptions with what I typed and its history (anyone else: 404)',
        params: prescriptionIdParamsSchema,
        response: { 200: prescriptionDetailSchema, ...errors },
      },
    },
    async (request) => prescriptions.getMine(ownerOf(request), request.params.id),
  );

  app.get(
    '/api/prescriptions/:id/pages/:page',
    {
      schema: {
        tags: ['prescriptions'],
        summary: 'A page of my prescription as stored (image or PDF; anyone else: 404)',
        params: prescriptionPageParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      return sendPage(reply, id, page, await prescriptions.readMyPage(ownerOf(request), id, page));
    },
  );
};
