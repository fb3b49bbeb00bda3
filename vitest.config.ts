import { defineConfig } from 'vitest/config';

const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: driver === 'pglite' ? 'server' : 'server-postgres',
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/**
 * One run: the shared package, the server API suite on PGlite, the same suite on PostgreSQL when
 * TEST_DATABASE_URL is set, and the web components.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tools', root: './tools', include: ['**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
