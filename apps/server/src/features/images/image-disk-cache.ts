import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Crash leftovers of the write-then-rename; younger ones may belong to a write still under way. */
const STALE_TEMPORARY_MS = 60 * 60_000;
/** The in-memory order is the truth while running; the file's mtime only has to survive a restart. */
const DISK_TOUCH_EVERY_MS = 60_000;
const SCAN_BATCH = 32;

interface Entry {
  size: number;
  /** When the file's mtime was last set; only throttles the disk touch. */
  diskTouchedAt: number;
}

/**
 * The resized pictures on disk, capped at `maxBytes` with least-recently-used eviction. The index lives in
 * memory (a Map keeps insertion order: oldest first, a hit moves the entry to the end) and is rebuilt at start
 * from the directory's files ordered by mtime, which a hit refreshes.
 */
export function createImageDiskCache(options: { dir: string; maxBytes: number }) {
  const index = new Map<string, Entry>();
  let totalBytes = 0;

  async function scan() {
    const names = await readdir(options.dir, { recursive: true }).catch(() => [] as string[]);
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (let i = 0; i < names.length; i += SCAN_BATCH) {
      // Batches, so a large cache does not queue thousands of stat calls on the shared thread pool at once.
      const batch = await Promise.all(
        names.slice(i, i + SCAN_BATCH).map(async (name) => {
          const info = await stat(join(options.dir, name)).catch(() => null);
          return info?.isFile() ? { name, size: info.size, mtimeMs: info.mtimeMs } : null;
        }),
      );
      for (const file of batch) {
        if (!file) continue;
        if (file.name.endsWith('.tmp')) {
          if (Date.now() - file.mtimeMs > STALE_TEMPORARY_MS)
            await unlink(join(options.dir, file.name)).catch(() => {});
          continue;
        }
        found.push(file);
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of found) remember(file.name, file.size, file.mtimeMs);
    await evict();
  }

  function remember(name: string, size: number, diskTouchedAt: number) {
    const previous = index.get(name);
    if (previous) totalBytes -= previous.size;
    index.delete(name);
    index.set(name, { size, diskTouchedAt });
    totalBytes += size;
  }

  async function evict(keep?: string) {
    // Pick the victims first, so writes that land while we unlink are never taken for old entries.
    const victims: string[] = [];
    for (const [name, entry] of index) {
      if (totalBytes <= options.maxBytes) break;
      if (name === keep) continue;
      index.delete(name);
      totalBytes -= entry.size;
      victims.push(name);
    }
    await Promise.all(victims.map((name) => unlink(join(options.dir, name)).catch(() => {})));
  }

  const ready = scan();

  return {
    /** The cached bytes, or null; a hit counts as a use. */
    async read(name: string): Promise<Buffer | null> {
      await ready;
      // The index knows every file this process wrote or found at start: a miss costs no file system call.
      if (!index.has(name)) return null;
      const body = await readFile(join(options.dir, name)).catch(() => null);
      if (!body) {
        // Removed behind our back: forget it.
        totalBytes -= index.get(name)?.size ?? 0;
        index.delete(name);
        return null;
      }
      const now = Date.now();
      const lastTouch = index.get(name)?.diskTouchedAt ?? 0;
      const touchDisk = now - lastTouch > DISK_TOUCH_EVERY_MS;
      remember(name, body.length, touchDisk ? now : lastTouch);
      if (touchDisk) void utimes(join(options.dir, name), now / 1000, now / 1000).catch(() => {});
      return body;
    },

    async has(name: string): Promise<boolean> {
      await ready;
      return index.has(name);
    },

    async write(name: string, body: Buffer): Promise<void> {
      await ready;
      const file = join(options.dir, name);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written picture in the cache.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      remember(name, body.length, Date.now());
      await evict(name);
    },

    /** Files and bytes the index holds (tests and logs). */
    async size(): Promise<{ files: number; bytes: number }> {
      await ready;
      return { files: index.size, bytes: totalBytes };
    },
  };
}
