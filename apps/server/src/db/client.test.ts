import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { lockDataDir, openDatabase, runMigrations } from './client.ts';

describe('PGlite data directory lock', () => {
  it('refuses a second owner while the first is alive, and releases on close', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aushadh-lock-'));
    const release = lockDataDir(dir);
    // Another live process (our parent) holding it: refused with a clear message.
    await writeFile(join(dir, 'aushadh.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    await writeFile(join(dir, 'aushadh.lock'), String(process.pid));
    release();
    expect(existsSync(join(dir, 'aushadh.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aushadh-lock-'));
    await writeFile(join(dir, 'aushadh.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });
});

describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('migrations on PostgreSQL', () => {
  it('instances starting together apply each migration once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `aushadh_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const instances = [0, 1, 2].map(() => openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 }));
    const handles = await Promise.all(instances);
    try {
      await Promise.all(handles.map((handle) => runMigrations(handle)));
      const journal = JSON.parse(
        await readFile(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
