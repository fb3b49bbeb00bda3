import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import {
  categoryImageParamsSchema,
  imageQuerySchema,
  productImageParamsSchema,
  type ImageFormat,
} from '@aushadh/shared/images/image-presets.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '../../lib/rate-limit.ts';
import type { ImagesService, RenderedImage } from './images.service.ts';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

function send(reply: FastifyReply, image: RenderedImage, versioned: boolean) {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .send(image.body);
}

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  // Through the one limit mechanism (lib/rate-limit.ts): shared by every instance, 503 when its store is down.
  const productLimit = [limit(app, 'product-images', { max: 600, minutes: 1 })];
  const categoryLimit = [limit(app, 'category-images', { max: 600, minutes: 1 })];
  // Pre-generation starts once the app is ready (after seeding) and stops before the database closes.
  app.addHook('onReady', async () => images.startPrewarm());
  app.addHook('onClose', async () => images.close());

  app.get(
    '/api/images/products/:file',
    {
      preHandler: productLimit,
      schema: {
        tags: ['images'],
        summary: 'Product picture: {id}.svg, or resized to a SPEC §9 preset as webp/avif/png/jpeg',
        params: productImageParamsSchema,
        querystring: imageQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id, format } = request.params.file;
      const image = await images.productImage(id, format as ImageFormat | 'svg', request.query.preset);
      return send(reply, image, request.query.v !== undefined);
    },
  );

  app.get(
    '/api/images/categories/:file',
    {
      preHandler: categoryLimit,
      schema: {
        tags: ['images'],
        summary: 'Category picture',
        params: categoryImageParamsSchema,
        querystring: imageQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { slug, format } = request.params.file;
      return send(reply, await images.categoryImage(slug, format, request.query.preset), request.query.v !== undefined);
    },
  );

  app.get(
    '/api/images/placeholder.svg',
    { schema: { tags: ['images'], summary: 'Local placeholder picture' } },
    async (_request, reply) => send(reply, images.placeholder(), false),
  );
};
