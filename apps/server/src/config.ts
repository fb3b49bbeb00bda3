import { z } from 'zod';

const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production!';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A comma-separated list of ICE server URLs of one scheme ("stun:…" or "turn:…"/"turns:…"); empty when unset. */
const urlList = (scheme: 'stun' | 'turn') =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(scheme === 'stun' ? /^stuns?:\S+$/ : /^turns?:\S+$/, `${scheme}: URLs only`)));

/** Every environment variable the server reads, parsed once. The README lists the same table. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** PGlite data directory; ignored when DATABASE_URL is set. */
    DATA_DIR: z.string().min(1).default(`${REPO_ROOT}data`),
    /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').default(DEV_SESSION_SECRET),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The built web app; served with history fallback when the folder exists. */
    WEB_DIST_DIR: z.string().default(`${REPO_ROOT}apps/web/dist`),
    /** Memory for rendered pages of visitors without a session (decision 0008); 0 = render every page. */
    PAGE_CACHE_MAX_MB: z.coerce.number().min(0).max(100_000).default(256),
    /** Seed the catalog at start when it is empty. */
    SEED_ON_START: booleanFromEnv.default(true),
    /** Set when the server sits behind a reverse proxy that sets X-Forwarded-For (e.g. "1" hop). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Where resized product pictures are cached; defaults to DATA_DIR/image-cache. */
    IMAGE_CACHE_DIR: z.string().optional(),
    /** Size cap of the image cache; the least recently used pictures are removed beyond it. */
    IMAGE_CACHE_MAX_MB: z.coerce.number().positive().max(1_000_000).default(512),
    /** Image conversions running at once (sharp shares the libuv pool with argon2 and file reads). */
    IMAGE_CONVERSION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Image conversions allowed to wait; beyond it a request answers 503 with Retry-After. */
    IMAGE_CONVERSION_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    /** Pre-generate the pictures of this many popular products after start; 0 = off (the default in tests). */
    IMAGE_PREWARM_PRODUCTS: z.coerce.number().int().min(0).max(5000).optional(),
    /** smtp://user:pass@host:port or smtps://…; without it mail goes to the development outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    /** Production refuses to start without SMTP_URL unless this says mail is deliberately off. */
    MAIL_DISABLED: booleanFromEnv.default(false),
    MAIL_FROM: z.string().default('Aushadh <no-reply@aushadh.in>'),
    /** How often each instance looks for due events (retries, delayed events, work a dead instance left). */
    EVENT_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
    /** How long a claimed event delivery stays with its instance without renewal: the wait after a crash. */
    EVENT_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    /** Public origin used in links, canonical URLs and OAuth redirects, e.g. https://aushadh.in (required in production). */
    PUBLIC_URL: z.string().url().optional(),
    /** A request body must have fully arrived within this time (slow-body attacks); uploads need room on 3G. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** A connection with no bytes in either direction for this long is closed. */
    CONNECTION_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    /** Open connections one client address may hold (0 = no cap; behind a proxy set the cap there). */
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(10_000).default(64),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
    FACEBOOK_CLIENT_ID: z.string().optional(),
    FACEBOOK_CLIENT_SECRET: z.string().optional(),
    FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
    /** Lets an http:// identity provider be used (local test providers); refused in production. */
    OIDC_ALLOW_INSECURE: booleanFromEnv.default(false),
    /** redis://… or rediss://…: rate limits and sign-in counters shared by every instance; in memory without it. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    /** Prefix of every Redis key, so several deployments (or test files) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('aushadh:'),
    /** Create one demo account per role at start (development only). */
    SEED_DEMO_ACCOUNTS: booleanFromEnv.optional(),
    /** Video consultations (docs/video.md): STUN servers, comma-separated ("stun:turn.aushadh.in:3478"). */
    VIDEO_STUN_URLS: urlList('stun'),
    /** TURN servers (coturn), comma-separated ("turn:turn.aushadh.in:3478?transport=udp,turns:…:5349"). */
    VIDEO_TURN_URLS: urlList('turn'),
    /** coturn's static-auth-secret: TURN credentials are derived from it per call (use-auth-secret). */
    VIDEO_TURN_SECRET: z.string().min(16, 'VIDEO_TURN_SECRET must be at least 16 characters').optional(),
    /** How long one TURN credential works, in seconds (a call that outlives it fetches a new one to reconnect). */
    VIDEO_TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7200),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'Set SESSION_SECRET in production' });
    }
    if (config.NODE_ENV === 'production' && config.OIDC_ALLOW_INSECURE) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ALLOW_INSECURE'],
        message: 'OIDC_ALLOW_INSECURE is not allowed in production',
      });
    }
    if (config.NODE_ENV === 'production' && !config.SMTP_URL && !config.MAIL_DISABLED) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'Set SMTP_URL in production (or MAIL_DISABLED=true to run deliberately without mail)',
      });
    }
    if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'Set PUBLIC_URL in production (links and canonical URLs must not come from the Host header)',
      });
    }
    if (config.VIDEO_TURN_URLS.length > 0 && !config.VIDEO_TURN_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['VIDEO_TURN_SECRET'],
        message: 'Set VIDEO_TURN_SECRET (coturn static-auth-secret) when VIDEO_TURN_URLS is set',
      });
    }
    if (config.NODE_ENV === 'production' && config.SEED_DEMO_ACCOUNTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO_ACCOUNTS'],
        message: 'Demo accounts are never created in production',
      });
    }
  })
  .transform((config) => ({
    ...config,
    IMAGE_CACHE_DIR: config.IMAGE_CACHE_DIR ?? `${config.DATA_DIR}/image-cache`,
    IMAGE_PREWARM_PRODUCTS: config.IMAGE_PREWARM_PRODUCTS ?? (config.NODE_ENV === 'test' ? 0 : 48),
    SEED_DEMO_ACCOUNTS: config.SEED_DEMO_ACCOUNTS ?? config.NODE_ENV === 'development',
  }));

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
