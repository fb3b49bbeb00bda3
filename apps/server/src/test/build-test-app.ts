import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { openPgliteCopy, openPostgresCopy, type TestDatabase } from './test-database.ts';

/** A fresh copy of the seeded database for this test file, on the driver the project runs. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    return openPostgresCopy(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
  }
  return openPgliteCopy(inject('pgliteSnapshot'));
}

/** `options`: collaborators a test replaces (a fake prescription lookup, say). */
type AppOverrides = Pick<BuildAppOptions, 'prescriptions'>;

/** The real app on `database` with a private data dir (image cache …), as one server instance. */
async function startInstance(database: DatabaseHandle, env: Record<string, string>, options: AppOverrides = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'aushadh-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    driver: database.driver,
    database,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real app on a private database and data dir; call `close()` in afterAll. */
export async function buildTestApp(env: Record<string, string> = {}, options: AppOverrides = {}) {
  const database = await openTestDatabase();
  const instance = await startInstance(database.handle, env, options);
  return {
    ...instance,
    async close() {
      await instance.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A second server instance on `first`'s database, as behind a load balancer: on PostgreSQL with its own
 * connection pool; on PGlite (one process's database) sharing the handle, which exercises the in-process
 * delivery of LISTEN/NOTIFY. Close it before `first`.
 */
export async function buildSecondInstance(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  if (first.driver === 'pglite') return startInstance(first.database, env);
  const database = await openDatabase({ driver: 'postgres', url: first.database.url!, poolSize: 5 });
  const instance = await startInstance(database, env);
  return {
    ...instance,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}
