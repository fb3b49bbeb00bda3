import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPgliteCopy, openPostgresCopy, type TestDatabase } from './test-database.ts';

/** A fresh copy of the seeded database for this test file, on the driver the project runs. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    return openPostgresCopy(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
  }
  return openPgliteCopy(inject('pgliteSnapshot'));
}

/** The real app on a private database and data dir; call `close()` in afterAll. */
export async function buildTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'aushadh-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
  const app = await buildApp({ config, database: database.handle, logger: false });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    driver: database.handle.driver,
    config,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
