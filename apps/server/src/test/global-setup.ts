import type { TestProject } from 'vitest/node';
import { ensurePgliteSnapshot, ensurePostgresTemplate } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/** Runs once per test run: prepares the seeded database every test file copies. */
export default async function setup(project: TestProject) {
  // The project's `test.env` reaches the test workers, not this process: read it from the project config.
  const driver = project.config.env?.TEST_DB_DRIVER ?? process.env.TEST_DB_DRIVER;
  if (driver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await ensurePostgresTemplate(url));
  } else {
    project.provide('pgliteSnapshot', await ensurePgliteSnapshot());
  }
}
