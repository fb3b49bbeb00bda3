import { mkdtemp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './client.ts';

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
