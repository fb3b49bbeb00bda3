import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import { ORDER_LIFE, returnNoteSchema, returnRequestLinesSchema } from '@aushadh/shared/orders/order-life-schemas.ts';
import { orderDetailSchema, orderIdParamsSchema } from '@aushadh/shared/orders/schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import type { OrdersService } from './orders.service.ts';
import { prepareReturnPhoto } from './return-photo.ts';

/** One photo and two short fields: anything more is not a return request. */
const LIMITS = { fileSize: ORDER_LIFE.returnPhotoMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 20_000 };

interface ReturnUpload {
  lines?: string;
  note?: string;
  photo?: Buffer;
}

/** Reads the multipart body as it streams: the photo stops at 5 MB (never held bigger), then the fields. */
async function readReturnUpload(request: FastifyRequest): Promise<ReturnUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const upload: ReturnUpload = {};
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || upload.photo) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('RETURN_PHOTO_TOO_LARGE');
        upload.photo = bytes;
      } else if ((part.fieldname === 'lines' || part.fieldname === 'note') && typeof part.value === 'string') {
        if (part.valueTruncated) throw new AppError('VALIDATION_FAILED');
        upload[part.fieldname] ??= part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('RETURN_PHOTO_TOO_LARGE');
    // A part cut short, too many parts, hostile names: nothing is stored.
    throw new AppError('BAD_REQUEST', {}, { cause: error });
  }
  return upload;
}

/** The `lines` field: JSON of the shared schema; refused with the schema's own issues. */
function parseLines(raw: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new AppError('RETURN_LINE_INVALID');
  }
  const parsed = returnRequestLinesSchema.safeParse(json);
  if (!parsed.success) throw new AppError('RETURN_LINE_INVALID');
  return parsed.data;
}

/** POST /api/orders/{id}/returns: the customer's return request (multipart, its own parser scope). */
export const orderReturnsRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  // Only in this scope: no other orders route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: LIMITS });

  app.post(
    '/api/orders/:id/returns',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Ask for a return within 7 days of delivery (multipart: lines = JSON [{orderItemId, quantity, reason}], note, photo JPEG/PNG ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        params: orderIdParamsSchema,
        response: {
          201: orderDetailSchema,
          ...Object.fromEntries([400, 401, 403, 404, 409, 413, 415].map((s) => [s, errorResponseSchema])),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const upload = await readReturnUpload(request);
      const lines = parseLines(upload.lines);
      const note = returnNoteSchema.safeParse(upload.note ?? '');
      if (!note.success) throw new AppError('VALIDATION_FAILED');
      if (!upload.photo) throw new AppError('RETURN_PHOTO_REQUIRED');
      const photo = await prepareReturnPhoto(upload.photo);
      return reply
        .code(201)
        .send(await orders.returns.requestReturn(user, request.params.id, { lines, note: note.data, photo }));
    },
  );
};
