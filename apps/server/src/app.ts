import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { GUEST_COOKIE, SESSION_COOKIE } from './features/auth/auth-http.ts';
import { authPlugin } from './features/auth/auth.plugin.ts';
import type { SignInHook } from './features/auth/auth.service.ts';
import { createAuditRepository } from './features/audit/audit.repository.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { createAuditService, type AuditService } from './features/audit/audit.service.ts';
import { analyticsPlugin } from './features/analytics/analytics.plugin.ts';
import { campaignsPlugin } from './features/campaigns/campaigns.plugin.ts';
import { cartPlugin } from './features/cart/cart.plugin.ts';
import { catalogPlugin } from './features/catalog/catalog.plugin.ts';
import { contentPlugin } from './features/content/content.plugin.ts';
import { deliveryPlugin } from './features/delivery/delivery.plugin.ts';
import { assistantPlugin } from './features/assistant/assistant.plugin.ts';
import { doctorsPlugin } from './features/doctors/doctors.plugin.ts';
import { chatPlugin } from './features/chat/chat.plugin.ts';
import { emergencyPlugin } from './features/emergency/emergency.plugin.ts';
import { medicationPlugin } from './features/medication/medication.plugin.ts';
import { notificationsPlugin } from './features/notifications/notifications.plugin.ts';
import { healthPlugin } from './features/health/health.plugin.ts';
import { hospitalsPlugin } from './features/hospitals/hospitals.plugin.ts';
import { imagesPlugin } from './features/images/images.plugin.ts';
import { createMailRepository } from './features/mail/mail.repository.ts';
import { mailDevPage, mailDevRoutes } from './features/mail/mail.routes.ts';
import { createMailService, type MailService } from './features/mail/mail.service.ts';
import { labsPlugin } from './features/labs/labs.plugin.ts';
import { offersPlugin } from './features/offers/offers.plugin.ts';
import { ordersPlugin } from './features/orders/orders.plugin.ts';
import { createDemoPaymentProvider, type PaymentProvider } from './features/orders/payment-provider.ts';
import type { PrescriptionLookup } from './features/orders/prescription-lookup.ts';
import { partnersPlugin } from './features/partners/partners.plugin.ts';
import { prescriptionsPlugin } from './features/prescriptions/prescriptions.plugin.ts';
import { adminPlugin } from './features/admin/admin.plugin.ts';
import { privacyPlugin } from './features/privacy/privacy.plugin.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { createSeoService } from './features/seo/seo.service.ts';
import { staffPlugin } from './features/staff/staff.plugin.ts';
import { registerWebPages } from './features/web-pages/web-pages.routes.ts';
import type { AppCore } from './lib/app-core.ts';
import { createChangeFeed } from './lib/change-feed.ts';
import { createEventBus, type EventBus } from './lib/events/event-bus.ts';
import { eventsAdminRoutes } from './lib/events/events.routes.ts';
import { createBackgroundWork } from './lib/background-work.ts';
import { capConnectionsPerClient, connectionTimeouts } from './lib/connection-limits.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { createPersonalDataRegistry } from './lib/personal-data.ts';
import { loggerOptions } from './lib/logger.ts';
import { registerOriginCheck } from './lib/origin-check.ts';
import { connectRedis, memoryCounters, redisCounters, tooManyAttempts } from './lib/rate-limit.ts';
import { createScheduler, databaseJobLock, type Scheduler } from './lib/scheduled-jobs.ts';
import { createUnitOfWork, type UnitOfWork } from './lib/unit-of-work.ts';

const HOUR_MS = 3_600_000;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Run after every sign-in (the cart merges the guest cart here). */
  signInHooks?: SignInHook[];
  /** Payment provider for checkout; the demo provider by default (no real payment, SPEC §2). */
  payments?: PaymentProvider;
  /** Replaces the prescriptions feature's port for orders (tests of orders alone inject a fake). */
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
  // One WebSocket server for the features that talk live (consultation signalling, health chat); a frame
  // larger than this is refused by ws itself (a chat attachment goes over HTTP, not the socket).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

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

  // The app's one unit of work: repositories and the event bus must share it, so events commit with the change.
  const uow = createUnitOfWork(database.db, app.log);
  // Domain events through the transactional outbox (lib/events); subscribers register as features are built.
  const events = createEventBus({ uow, log: app.log, pollMs: config.EVENT_POLL_MS, leaseMs: config.EVENT_LEASE_MS });
  const mail = createMailService({
    repository: createMailRepository(uow),
    events,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger: app.log,
    disabled: config.MAIL_DISABLED,
  });
  // Work done after replies (code mails) finishes before the mail transport and the database close.
  const background = createBackgroundWork(app.log);
  app.addHook('onClose', async () => {
    await background.drain();
    // Deliveries already asked for (code mails just queued) finish before the transport and the database close.
    await events.stop();
    mail.close();
  });
  // Tests dispatch (or start polling) themselves, so what they read does not depend on a timer.
  if (config.NODE_ENV !== 'test') app.addHook('onReady', async () => events.start());
  app.decorate('events', events);
  // Other instances' writes (stock, products) reach this one's caches within milliseconds.
  const changes = createChangeFeed(database, { log: app.log });
  app.addHook('onReady', async () => changes.start());
  app.addHook('onClose', async () => changes.close());
  // Clean-up of data nobody needs any more (each feature adds its own jobs); one instance at a time. Tests
  // start it themselves when they need it.
  const scheduledJobs = createScheduler({
    jobs: [
      // Mail retries are the event dispatcher's; delivered events are kept a week for inspection.
      { name: 'purge-delivered-events', everyMs: HOUR_MS, run: () => events.purgeDelivered(7) },
    ],
    lock: databaseJobLock(database),
    log: app.log,
  });
  if (config.NODE_ENV !== 'test') app.addHook('onReady', async () => scheduledJobs.start());
  app.addHook('onClose', async () => scheduledJobs.stop());
  app.decorate('scheduledJobs', scheduledJobs);
  // Every feature that holds personal data registers its exporter/eraser (DPDP access and erasure).
  const personalData = createPersonalDataRegistry();
  personalData.register(mail.personalData);
  app.decorate('mail', mail);
  // The staff audit log: auth's admin routes record into it in their own transactions (issue 17 item 8).
  const audit = createAuditService(createAuditRepository(uow));
  app.decorate('audit', audit);

  // Tests run a feature's use cases on the app's own unit of work (PGlite: a second one would wait forever).
  app.decorate('uow', uow);

  // The features, each a plugin that names the features it needs (Fastify refuses to start out of order).
  const core: AppCore = { config, database, uow, events, background, changes, counters, personalData, scheduledJobs };
  await app.register(healthPlugin, core);
  await app.register(authPlugin, { ...core, signInHooks });
  await app.register(staffPlugin, core);
  await app.register(eventsAdminRoutes, { events });
  await app.register(auditRoutes, { audit });
  if (config.NODE_ENV !== 'production') {
    await app.register(mailDevRoutes, { mail });
    await app.register(mailDevPage, { mail });
  }
  await app.register(catalogPlugin, core);
  await app.register(imagesPlugin, core);
  await app.register(cartPlugin, core);
  await app.register(deliveryPlugin, core);
  // Before the features whose actions it guards (a partner fulfils and consults only when verified).
  await app.register(partnersPlugin, core);
  await app.register(prescriptionsPlugin, core);
  await app.register(offersPlugin, { ...core, payments: payments ?? createDemoPaymentProvider() });
  // The option wins when a test injects a fake; otherwise orders asks the prescriptions feature itself.
  await app.register(ordersPlugin, { ...core, payments, prescriptions: prescriptions ?? app.prescriptions });
  await app.register(labsPlugin, { ...core, payments: payments ?? createDemoPaymentProvider() });
  await app.register(doctorsPlugin, { ...core, payments: payments ?? createDemoPaymentProvider() });
  await app.register(hospitalsPlugin, core);
  await app.register(adminPlugin, core);
  await app.register(contentPlugin, core);
  await app.register(assistantPlugin, core);
  await app.register(emergencyPlugin, core);
  await app.register(notificationsPlugin, core);
  await app.register(medicationPlugin, core);
  await app.register(chatPlugin, core);
  await app.register(privacyPlugin, core);
  // Issue 17 items 6, 7: the dashboards' read model (from order and booking events), then campaigns (segments from it).
  await app.register(analyticsPlugin, core);
  await app.register(campaignsPlugin, core);

  const { catalog, authHttp } = app;
  // The storefront: robots.txt and sitemaps, the web build's files, and server-rendered pages (decision 0008).
  const seo = createSeoService({ catalog, articles: app.content.articles });
  await app.register(seoRoutes, { seo, publicUrl: config.PUBLIC_URL });
  await registerWebPages(app, {
    catalog,
    seo,
    articles: app.content.articles,
    distDir: config.WEB_DIST_DIR,
    publicUrl: config.PUBLIC_URL,
    production: config.NODE_ENV === 'production',
    ensureGuestCookie: (request, reply) => {
      const guestId = authHttp.readGuestId(request);
      if (guestId) return { guestId, cookie: null };
      const issued = authHttp.issueGuestId(request, reply);
      return { guestId: issued, cookie: `${GUEST_COOKIE}=${reply.signCookie(issued)}` };
    },
    hasSession: (request) => Boolean(request.cookies[SESSION_COOKIE]),
    pageCacheBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail service (auth and orders queue mail through it). */
    mail: MailService;
    /** The staff audit log (features/audit): append-only. */
    audit: AuditService;
    /** The app's unit of work: every repository queries through it. */
    uow: UnitOfWork;
    /** The clean-up jobs every feature adds to (tests run one with `runNow`). */
    scheduledJobs: Scheduler;
    /** Domain events (tests subscribe probes and dispatch through it). */
    events: EventBus;
  }
}
