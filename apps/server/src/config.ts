import { z } from 'zod';

const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production!';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
    /** Seed the catalog at start when it is empty. */
    SEED_ON_START: booleanFromEnv.default(true),
    /** Set when the server sits behind a reverse proxy that sets X-Forwarded-For (e.g. "1" hop). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Where resized product pictures are cached; defaults to DATA_DIR/image-cache. */
    IMAGE_CACHE_DIR: z.string().optional(),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'Set SESSION_SECRET in production' });
    }
  })
  .transform((config) => ({
    ...config,
    IMAGE_CACHE_DIR: config.IMAGE_CACHE_DIR ?? `${config.DATA_DIR}/image-cache`,
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
