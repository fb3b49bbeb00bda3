import { featurePlugin } from '../../lib/feature-plugin.ts';
import { imagesRoutes } from './images.routes.ts';
import { createProductPicturesRepository } from './product-pictures.repository.ts';
import { createImagesService, type ImagesService } from './images.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product and category pictures (tests read its conversion queue's figures). */
    images: ImagesService;
  }
}

/** Product pictures drawn from catalog facts, resized to the SPEC §9 presets and cached on disk. */
export const imagesPlugin = featurePlugin('images', { features: ['catalog'] }, async (app, { config, uow }) => {
  const images = createImagesService({
    catalog: app.catalog,
    pictures: createProductPicturesRepository(uow),
    cacheDir: config.IMAGE_CACHE_DIR,
    cacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 2 ** 20,
    concurrency: config.IMAGE_CONVERSION_CONCURRENCY,
    maxQueued: config.IMAGE_CONVERSION_QUEUE,
    prewarmProducts: config.IMAGE_PREWARM_PRODUCTS,
    log: app.log,
  });
  app.decorate('images', images);
  await app.register(imagesRoutes, { images });
});
