/**
 * Test databases that start clean and fast: a migrated + seeded catalog is built once per content
 * (hash of migrations and seed sources), then each test file gets its own copy — a restored PGlite
 * dump in memory, or a PostgreSQL database cloned from a template.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, runMigrations, type DatabaseHandle } from '../db/client.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { seedLabs } from '../db/seed/seed-labs.ts';
import { seedDoctorHospitals } from '../db/seed/seed-doctor-hospitals.ts';
import { seedEquipment } from '../db/seed/seed-equipment.ts';
import { seedPincodes } from '../db/seed/seed-pincodes.ts';
import { seedDoctors } from '../features/doctors/seed/doctors-seed.repository.ts';
import { seedHospitals } from '../features/hospitals/seed/hospitals-seed.repository.ts';
import { seedContent } from '../features/content/seed/content-seed.repository.ts';

const SERVER_SRC = new URL('../', import.meta.url).pathname;
const CACHE_DIR = new URL('../../../../node_modules/.cache/aushadh-test-db/', import.meta.url).pathname;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Changes whenever a migration, the schema or anything the seed reads changes. */
export async function databaseFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await listFiles(join(SERVER_SRC, 'db'))),
    ...(await listFiles(join(SERVER_SRC, 'features/doctors/seed'))),
    ...(await listFiles(join(SERVER_SRC, 'features/hospitals/seed'))),
    ...(await listFiles(join(SERVER_SRC, 'features/content/seed'))),
    // The seed renders articles with the feature's Markdown renderer.
    join(SERVER_SRC, 'features/content/markdown.ts'),
    ...(await listFiles(new URL('../../../../packages/shared/src/catalog', import.meta.url).pathname)),
  ];
  for (const file of files) {
    hash.update(file.slice(SERVER_SRC.length));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function prepare(handle: DatabaseHandle) {
  await runMigrations(handle);
  await seedCatalog(handle.db);
  await seedPincodes(handle.db);
  await seedDoctors(handle.db);
  await seedHospitals(handle.db);
  await seedDoctorHospitals(handle.db);
  await seedContent(handle.db);
  await seedLabs(handle.db);
  await seedEquipment(handle.db);
}

/** Builds (or reuses) the gzip dump of a migrated and seeded PGlite; returns its path. */
export async function ensurePgliteSnapshot(): Promise<string> {
  const file = join(CACHE_DIR, `pglite-${await databaseFingerprint()}.tar.gz`);
  if (existsSync(file)) return file;
  const handle = await openDatabase({ driver: 'pglite' });
  await prepare(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  await mkdir(CACHE_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  await rename(temporary, file);
  return file;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** How long a template of another schema is kept after its last use (a run of another checkout may need it). */
const TEMPLATE_KEPT_MS = 6 * 60 * 60 * 1000;

/** Builds (or reuses) a migrated and seeded template database on the PostgreSQL server; returns its name. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `aushadh_tpl_${await databaseFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string; used: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as used from pg_database where datname like 'aushadh\\_%'`,
    );
    // Leftovers: templates of other fingerprints, and copies of test files that crashed before dropping theirs.
    // A copy still in use belongs to another test run on this server: leave it (no FORCE). So is a template used
    // in the last hours: another checkout's run (another schema) may still need it for its next test file.
    const staleBefore = Date.now() - TEMPLATE_KEPT_MS;
    for (const { datname, used } of existing.rows) {
      if (datname === name) continue;
      if (datname.startsWith('aushadh_tpl_') && Number(used ?? 0) > staleBefore) continue;
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
    if (existing.rows.some((r) => r.datname === name)) {
      await admin.query(`comment on database "${name}" is '${Date.now()}'`);
      return name;
    }
    const building = `${name}_building`;
    await admin.query(`create database "${building}"`);
    const handle = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl, building), poolSize: 2 });
    await prepare(handle);
    await handle.close();
    // Renaming last means a half-built template is never used.
    await admin.query(`alter database "${building}" rename to "${name}"`);
    await admin.query(`comment on database "${name}" is '${Date.now()}'`);
    return name;
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

export async function openPgliteCopy(snapshotPath: string): Promise<TestDatabase> {
  const dump = await readFile(snapshotPath);
  const handle = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]) });
  return { handle, drop: () => handle.close() };
}

export async function openPostgresCopy(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `aushadh_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl, name), poolSize: 5 });
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
