/**
 * Rendered pages for visitors without a session (issue 10: a product page in ≈ 2 ms instead of ≈ 10 ms of
 * React). A page depends on its URL, language, pincode and build, on the catalog, and on the visitor only
 * through their guest id: that is cut out of the stored page and the caller's own spliced in per response.
 * Entries belong to one generation (catalog version, renderer, index.html): a lookup with another generation
 * empties the cache, and a render begun before the change never stores what it read. Bounded by bytes (least
 * recently used dropped first) and by a short time limit for what changes without the catalog knowing.
 */

/** What a cached page is valid for; compared element by element (identities and numbers). */
export type PageGeneration = readonly unknown[];

export interface CachedPage {
  status: number;
  /** The page's UTF-8 bytes around each place the visitor's guest id goes. */
  parts: Buffer[];
}

interface Entry extends CachedPage {
  bytes: number;
  expires: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

const sameGeneration = (a: PageGeneration, b: PageGeneration) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** The page with the guest id that rendered it cut out (it is 144 random bits: it occurs nowhere else). */
export function pageParts(html: string, guestId: string): Buffer[] {
  return html.split(guestId).map((part) => Buffer.from(part, 'utf8'));
}

/** The stored page with this visitor's guest id in it. */
export function pageFor(page: CachedPage, guestId: string): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const id = Buffer.from(guestId, 'utf8');
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [id, part])));
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  // Map order is recency: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation: PageGeneration = [];

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function clear() {
    entries.clear();
    bytes = 0;
  }

  return {
    get(key: string, current: PageGeneration): CachedPage | null {
      if (!sameGeneration(current, generation)) {
        clear();
        generation = current;
        return null;
      }
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      if (entry.expires <= now()) {
        bytes -= entry.bytes;
        return null;
      }
      entries.set(key, entry);
      return entry;
    },

    /** Stores a page rendered for `renderedFor`; ignored when the generation moved on while it rendered. */
    set(key: string, renderedFor: PageGeneration, page: CachedPage): void {
      if (!sameGeneration(renderedFor, generation)) return;
      const size = page.parts.reduce((sum, part) => sum + part.length, 0);
      if (size > options.maxBytes) return;
      remove(key);
      entries.set(key, { ...page, bytes: size, expires: now() + options.ttlMs });
      bytes += size;
      while (bytes > options.maxBytes) remove(entries.keys().next().value!);
    },

    clear,

    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
