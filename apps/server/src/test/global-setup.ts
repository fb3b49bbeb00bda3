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
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await ensurePostgresTemplate(url));
  } else {
    project.provide('pgliteSnapshot', await ensurePgliteSnapshot());
  }
}
