import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as authSchema from './schema/auth.ts';
import * as cartSchema from './schema/cart.ts';
import * as catalogSchema from './schema/catalog.ts';
import * as deliverySchema from './schema/delivery.ts';
import * as eventsSchema from './schema/events.ts';
import * as mailSchema from './schema/mail.ts';
import * as ordersSchema from './schema/orders.ts';
import * as privacySchema from './schema/privacy.ts';

/** Every feature's tables (db/schema/<feature>.ts), for drizzle-kit and relational queries. */
export const schema = {
  ...catalogSchema,
  ...authSchema,
  ...privacySchema,
  ...cartSchema,
  ...ordersSchema,
  ...deliverySchema,
  ...mailSchema,
  ...eventsSchema,
};
export type Schema = typeof schema;
/** The one database type every repository works with, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Only set for PGlite: lets tests snapshot a migrated database. */
  pglite?: PGlite;
  /** Only set for PostgreSQL: lets a dedicated connection (LISTEN) or a second instance reach the same database. */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory; loadDataDir restores a dump made by `pglite.dumpDataDir()`. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A pool error on an idle client must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return { db, driver: 'postgres', url: options.url, close: () => pool.end() };
  }
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite,
    close: async () => {
      await pglite.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is one process's database: a second process opening the same data directory corrupts it.
 * A lock file with the owner's pid refuses that with a clear message; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'aushadh.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner}. Stop it, or set DATA_DIR to another folder.`,
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Any constant shared by every instance: the advisory lock that lets one of them migrate at a time. */
const MIGRATION_LOCK_KEY = 7_316_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Instances started together: drizzle's migrator takes no lock, so each would apply a pending migration.
  // One migrates; the others wait here and then find nothing left to do. Ending the session releases it.
  const lock = new pg.Client({ connectionString: handle.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.end();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
