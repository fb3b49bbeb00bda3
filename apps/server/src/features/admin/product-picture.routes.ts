import { productPictureSchema, PRODUCT_PICTURE_MAX_BYTES } from '@aushadh/shared/admin/schemas.ts';
import { productIdParamsSchema } from '@aushadh/shared/catalog/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/auth-guards.ts';
import type { UploadProductPicture } from './use-cases/upload-product-picture.ts';

/** SPEC §2 /admin/products: admin and subadmin (§6). */
const ADMINS = { roles: ['admin', 'subadmin'] } as const;

/**
 * `PUT /api/admin/products/:id/picture`: the file's bytes as the body, with its image type. The declared type
 * only admits the request; what the bytes really are is checked by the images feature.
 */
export const productPictureRoutes: FastifyPluginAsyncZod<{ upload: UploadProductPicture }> = async (
  app,
  { upload },
) => {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp'],
    { parseAs: 'buffer', bodyLimit: PRODUCT_PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/api/admin/products/:id/picture',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: "Upload a product's picture (JPEG, PNG or WebP, 5 MB at most), shown wherever the product is",
        params: productIdParamsSchema,
        response: {
          200: productPictureSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const bytes = request.body;
      // A request without a body, or one that is not an image type, has no buffer to check.
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new AppError('PRODUCT_PICTURE_TYPE');
      return upload({ userId: user.id, role: user.role, ip: request.ip }, request.params.id, bytes);
    },
  );
};
