import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isWebRoute } from '@aushadh/shared/web-routes.ts';
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
import { createImagesService, type ImagesService } from './features/images/images.service.ts';
import { createMailRepository } from './features/mail/mail.repository.ts';
import { mailDevPage, mailDevRoutes } from './features/mail/mail.routes.ts';
import { createMailService } from './features/mail/mail.service.ts';
import { createOrdersRepository } from './features/orders/orders.repository.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createDemoPaymentProvider, type PaymentProvider } from './features/orders/payment-provider.ts';
import type { PrescriptionLookup } from './features/orders/prescription-lookup.ts';
import { createPrivacyRepository } from './features/privacy/privacy.repository.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { createPrivacyService } from './features/privacy/privacy.service.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { createSeoService } from './features/seo/seo.service.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { createChangeFeed } from './lib/change-feed.ts';
import { createBackgroundWork } from './lib/background-work.ts';
import { capConnectionsPerClient, connectionTimeouts } from './lib/connection-limits.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { createPersonalDataRegistry } from './lib/personal-data.ts';
import { loggerOptions } from './lib/logger.ts';
import { registerOriginCheck } from './lib/origin-check.ts';
import { connectRedis, memoryCounters, redisCounters, tooManyAttempts } from './lib/rate-limit.ts';
import { guardUnmatchedStaffPath, registerRouteRoleGuard } from './lib/route-roles.ts';
import { createScheduler, databaseJobLock, type Scheduler } from './lib/scheduled-jobs.ts';

const HOUR_MS = 3_600_000;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Run after every sign-in (the cart merges the guest cart here). */
  signInHooks?: SignInHook[];
  /** Payment provider for checkout; the demo provider by default (no real payment, SPEC §2). */
  payments?: PaymentProvider;
  /** Who owns a prescription named on an order; none until the prescriptions feature exists. */
  prescriptions?: PrescriptionLookup;
}

/** The Fastify instance: used by main.ts and by every test (DESIGN §2). Migrations and seeding happen outside. */
export async function buildApp({ config, database, logger, signInHooks, payments, prescriptions }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    // Trust exactly as many proxy hops as configured, so X-Forwarded-For cannot be forged past them.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Long enough for any real path, short enough to refuse abusive URLs early.
    routerOptions: { maxParamLength: 200 },
    ...connectionTimeouts(config.REQUEST_TIMEOUT_MS, config.CONNECTION_IDLE_TIMEOUT_MS),
  }).withTypeProvider<ZodTypeProvider>();
  // Behind a proxy every connection is the proxy's: the cap belongs there (docs/deploy.md).
  if (config.TRUST_PROXY === 0) capConnectionsPerClient(app.server, config.MAX_CONNECTIONS_PER_CLIENT);
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
  // Limits and counters in Redis when configured, so every instance counts together (DESIGN "shared limits").
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const counters = redis ? redisCounters(redis, `${config.REDIS_KEY_PREFIX}counter:`) : memoryCounters();
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` } : {}),
    // Every limit goes through lib/rate-limit.ts `limit()`; this answer only matters if a route config ever adds one.
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
  });
  await app.register(fastifyCookie, { secret: config.SESSION_SECRET });
  registerOriginCheck(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Aushadh API', version: '1.0.0', description: 'Online pharmacy and healthcare marketplace' },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document is built everywhere (tests read it); the browsable docs are for development only.
  if (config.NODE_ENV !== 'production') {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  const mail = createMailService({
    repository: createMailRepository(database.db),
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger: app.log,
    disabled: config.MAIL_DISABLED,
  });
  // Work done after replies (code mails) finishes before the mail transport and the database close.
  const background = createBackgroundWork(app.log);
  app.addHook('onClose', async () => {
    await background.drain();
    mail.close();
  });
  // Other instances' writes (stock, products) reach this one's caches within milliseconds.
  const changes = createChangeFeed(database, { log: app.log });
  app.addHook('onReady', async () => changes.start());
  app.addHook('onClose', async () => changes.close());
  const catalog = createCatalogService(createCatalogRepository(database.db), {
    // A safety net only: the change feed delivers other instances' writes.
    signalRefreshMs: config.NODE_ENV === 'test' ? 0 : 120_000,
    // Tests flush views themselves (or at close), so what they read does not depend on a timer.
    viewFlushMs: config.NODE_ENV === 'test' ? 0 : 2000,
    changes,
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
    // The purposes ticked under the sign-up notice are recorded with the account, in its transaction (DPDP).
    // `privacy` is created below (it needs auth); the hook runs only on requests.
    registrationHooks: [(userId, input, tx) => privacy.recordSignUpConsents(userId, input.consents ?? [], tx)],
    // The owner taking back an account someone registered with their e-mail gets none of that person's
    // cart or saved addresses (a planted default address would receive the owner's medicines).
    // `orders` is created below; these run only on requests.
    emailClaimHooks: [
      (userId, tx) => cart.clearAccountCart(userId, tx),
      (userId, tx) => orders.dropSavedAddresses(userId, tx),
    ],
    background,
    counters,
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

  const images = createImagesService({
    catalog,
    cacheDir: config.IMAGE_CACHE_DIR,
    cacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 2 ** 20,
    concurrency: config.IMAGE_CONVERSION_CONCURRENCY,
    maxQueued: config.IMAGE_CONVERSION_QUEUE,
    prewarmProducts: config.IMAGE_PREWARM_PRODUCTS,
    log: app.log,
  });

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
  app.decorate('images', images);
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
    prescriptions,
    log: app.log,
  });
  await app.register(cartRoutes, { cart, guestIdOf });

  // Clean-up of data nobody needs any more; one instance at a time. Tests start it themselves when they need it.
  const scheduledJobs = createScheduler({
    jobs: [
      { name: 'purge-stale-guest-carts', everyMs: HOUR_MS, run: () => cart.purgeStaleGuestCarts() },
      { name: 'purge-expired-sign-ins', everyMs: HOUR_MS, run: () => auth.purgeExpired() },
      // Mail is flushed right after each commit; this round retries failures and mail whose sender died.
      { name: 'retry-mail', everyMs: 60_000, run: () => mail.flush() },
    ],
    lock: databaseJobLock(database),
    log: app.log,
  });
  if (config.NODE_ENV !== 'test') app.addHook('onReady', async () => scheduledJobs.start());
  app.addHook('onClose', async () => scheduledJobs.stop());
  app.decorate('scheduledJobs', scheduledJobs);
  await app.register(deliveryRoutes, { delivery });
  await app.register(ordersRoutes, { orders, guestIdOf });

  // Every feature that holds personal data registers its exporter/eraser here (DPDP access and erasure).
  const personalData = createPersonalDataRegistry();
  const privacy = createPrivacyService({
    repository: createPrivacyRepository(database.db),
    registry: personalData,
    auth,
  });
  personalData.register(
    auth.personalData,
    orders.personalData,
    cart.personalData,
    catalog.personalData,
    privacy.consentData,
    mail.personalData,
  );
  await app.register(privacyRoutes, {
    privacy,
    signOutBrowser: (request, reply) => {
      authHttp.clearSessionCookie(request, reply);
      authHttp.issueGuestId(request, reply);
    },
  });

  const webIndex = join(config.WEB_DIST_DIR, 'index.html');
  const serveWeb = existsSync(webIndex);
  await app.register(seoRoutes, {
    seo: createSeoService({ catalog }),
    publicUrl: config.PUBLIC_URL,
    indexHtmlPath: serveWeb ? webIndex : undefined,
  });
  if (serveWeb) {
    await app.register(productPageRoutes, { catalog, indexHtmlPath: webIndex, publicUrl: config.PUBLIC_URL });
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // Source maps are built for error tracking, never served to the public in production.
      allowedPath: (path) => config.NODE_ENV !== 'production' || !path.endsWith('.map'),
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
    // History fallback: the app shell for every page of the web app; any other path gets the same shell
    // (the web router shows its 404 page) with the status a crawler or a link checker needs.
    return reply
      .code(isWebRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog service (tests reindex products created by factories through it). */
    catalog: CatalogService;
    /** The images service (tests read its conversion queue's figures). */
    images: ImagesService;
    /** The clean-up jobs (tests run one with `runNow`). */
    scheduledJobs: Scheduler;
  }
}
