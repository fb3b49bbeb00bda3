import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createCatalogRepository } from './features/catalog/catalog.repository.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { createCatalogService } from './features/catalog/catalog.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { imagesRoutes } from './features/images/images.routes.ts';
import { createImagesService } from './features/images/images.service.ts';
import { registerErrorHandling } from './lib/error-handler.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** The Fastify instance: used by main.ts and by every test (DESIGN §2). Migrations and seeding happen outside. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // Trust exactly as many proxy hops as configured, so X-Forwarded-For cannot be forged past them.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Long enough for any real path, short enough to refuse abusive URLs early.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense behind HTTPS, which production provides.
    strictTransportSecurity: config.NODE_ENV === 'production',
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // Brotli's default quality (11) costs ~10 ms per JSON reply; 4 keeps most of the gain.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, { global: false });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Aushadh API', version: '1.0.0', description: 'Online pharmacy and healthcare marketplace' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const catalog = createCatalogService(createCatalogRepository(database.db));
  const images = createImagesService({ cacheDir: config.IMAGE_CACHE_DIR, catalog });

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog });
  await app.register(imagesRoutes, { images });

  const webIndex = join(config.WEB_DIST_DIR, 'index.html');
  const serveWeb = existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // Hashed build assets never change; everything else is revalidated.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || !serveWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` });
    }
    // History fallback: the web app's router decides, and shows its own 404 page for unknown paths.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
