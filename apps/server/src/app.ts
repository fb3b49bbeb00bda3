import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
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
import { createAuthHttp, registerSessionResolution } from './features/auth/auth-http.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService, type SignInHook } from './features/auth/auth.service.ts';
import { DEMO_ACCOUNTS } from './features/auth/demo-accounts.ts';
import { socialSignInRoutes, type SocialProviderConfig } from './features/auth/social-sign-in.routes.ts';
import { createCartRepository } from './features/cart/cart.repository.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { createCartService } from './features/cart/cart.service.ts';
import { createCatalogRepository } from './features/catalog/catalog.repository.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { createCatalogService, type CatalogService } from './features/catalog/catalog.service.ts';
import { productPageRoutes } from './features/catalog/product-page.routes.ts';
import { createDeliveryRepository } from './features/delivery/delivery.repository.ts';
import { deliveryRoutes } from './features/delivery/delivery.routes.ts';
import { createDeliveryService } from './features/delivery/delivery.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { imagesRoutes } from './features/images/images.routes.ts';
import { createImagesService } from './features/images/images.service.ts';
import { createMailRepository } from './features/mail/mail.repository.ts';
import { mailDevPage, mailDevRoutes } from './features/mail/mail.routes.ts';
import { createMailService } from './features/mail/mail.service.ts';
import { createOrdersRepository } from './features/orders/orders.repository.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createDemoPaymentProvider, type PaymentProvider } from './features/orders/payment-provider.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { registerOriginCheck } from './lib/origin-check.ts';
import { guardUnmatchedStaffPath, registerRouteRoleGuard } from './lib/route-roles.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Run after every sign-in (the cart merges the guest cart here). */
  signInHooks?: SignInHook[];
  /** Payment provider for checkout; the demo provider by default (no real payment, SPEC §2). */
  payments?: PaymentProvider;
}

/** The Fastify instance: used by main.ts and by every test (DESIGN §2). Migrations and seeding happen outside. */
export async function buildApp({ config, database, logger, signInHooks, payments }: BuildAppOptions) {
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
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s) and try again.`,
    }),
  });
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET });
  registerOriginCheck(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Aushadh API', version: '1.0.0', description: 'Online pharmacy and healthcare marketplace' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const mail = createMailService({
    repository: createMailRepository(database.db),
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger: app.log,
  });
  app.addHook('onClose', async () => mail.close());
  const catalog = createCatalogService(createCatalogRepository(database.db), {
    signalRefreshMs: config.NODE_ENV === 'test' ? 0 : 120_000,
    log: app.log,
  });
  const cart = createCartService(createCartRepository(database.db));
  const auth = createAuthService({
    repository: createAuthRepository(database.db),
    mail,
    secret: config.SESSION_SECRET,
    signInHooks: [
      ...(signInHooks ?? []),
      // The verified guest cart merges into the account, once (SPEC §4 cart ownership).
      (userId, guestId) => cart.mergeGuestCart(userId, guestId),
      // Previously browsed follows a guest into their account.
      async (userId, guestId) => {
        if (guestId) await catalog.adoptRecentlyViewed(`g:${guestId}`, `u:${userId}`);
      },
    ],
  });
  if (config.SEED_DEMO_ACCOUNTS) await auth.ensureDemoAccounts(DEMO_ACCOUNTS);
  const authHttp = createAuthHttp({ auth, production: config.NODE_ENV === 'production' });
  registerSessionResolution(app, auth);
  registerRouteRoleGuard(app);

  const socialProviders: Partial<Record<'google' | 'facebook', SocialProviderConfig>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      issuer: config.GOOGLE_ISSUER,
    };
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    socialProviders.facebook = {
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      issuer: config.FACEBOOK_ISSUER,
    };
  }

  const images = createImagesService({ cacheDir: config.IMAGE_CACHE_DIR, catalog });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, http: authHttp });
  await app.register(socialSignInRoutes, {
    auth,
    http: authHttp,
    providers: socialProviders,
    publicUrl: config.PUBLIC_URL,
    allowInsecure: config.OIDC_ALLOW_INSECURE,
  });
  await app.register(staffRoutes);
  if (config.NODE_ENV !== 'production') {
    await app.register(mailDevRoutes, { mail });
    await app.register(mailDevPage, { mail });
  }
  await app.register(catalogRoutes, {
    catalog,
    visitorKey: (request) => {
      if (request.user) return `u:${request.user.id}`;
      const guestId = authHttp.readGuestId(request);
      return guestId ? `g:${guestId}` : null;
    },
  });
  app.decorate('catalog', catalog);
  await app.register(imagesRoutes, { images });

  const guestIdOf = authHttp.readGuestId.bind(authHttp);
  const delivery = createDeliveryService(createDeliveryRepository(database.db));
  const orders = createOrdersService({
    repository: createOrdersRepository(database.db),
    cart,
    delivery,
    catalog,
    mail,
    payments: payments ?? createDemoPaymentProvider(),
    log: app.log,
  });
  await app.register(cartRoutes, { cart, guestIdOf });
  await app.register(deliveryRoutes, { delivery });
  await app.register(ordersRoutes, { orders, guestIdOf });

  const webIndex = join(config.WEB_DIST_DIR, 'index.html');
  const serveWeb = existsSync(webIndex);
  if (serveWeb) {
    await app.register(productPageRoutes, { catalog, indexHtmlPath: webIndex, publicUrl: config.PUBLIC_URL });
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // Hashed build assets never change; everything else is revalidated.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.startsWith(join(config.WEB_DIST_DIR, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    await guardUnmatchedStaffPath(request);
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !serveWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` });
    }
    // History fallback: the web app's router decides, and shows its own 404 page for unknown paths.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog service (tests reindex products created by factories through it). */
    catalog: CatalogService;
  }
}
