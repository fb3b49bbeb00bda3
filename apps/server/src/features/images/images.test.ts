import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { createImageDiskCache } from './image-disk-cache.ts';

let t: TestApp;
beforeAll(async () => {
  // Two conversions at once, and pre-generation of the two most popular products, as in production.
  t = await buildTestApp({ IMAGE_CONVERSION_CONCURRENCY: '2', IMAGE_PREWARM_PRODUCTS: '2' });
});
afterAll(() => t.close());

describe('product pictures', () => {
  it('draws an SVG with the product name, escaped', async () => {
    const product = await createProduct(t.db, { name: 'Tom & <Jerry> 5 Tablet' });
    const res = await t.app.inject({ method: 'GET', url: `/api/images/products/${product.id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Tom &amp; &lt;Jerry&gt; 5 Tablet');
    expect(res.body).not.toContain('<Jerry>');
  });

  it.each([
    ['thumbnail', 100, 'webp'],
    ['small', 200, 'png'],
    ['medium', 400, 'jpeg'],
    ['large', 800, 'avif'],
  ] as const)('resizes to the %s preset (%i px) as %s and caches it on disk', async (preset, size, format) => {
    const url = `/api/images/products/1.${format}?preset=${preset}&v=2`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(size);
    expect(meta.height).toBe(size);
    expect(meta.format === format || (format === 'avif' && meta.format === 'heif')).toBe(true);
    const cached = await readdir(`${t.config.IMAGE_CACHE_DIR}/v2`);
    expect(cached).toContain(`product-1-${preset}.${format}`);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('defaults to the medium preset and webp from the .webp path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/images/products/2.webp' });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
  });

  it('serves category pictures and the placeholder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/images/categories/ayurveda.svg' })).statusCode).toBe(200);
    const placeholder = await t.app.inject({ method: 'GET', url: '/api/images/placeholder.svg' });
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.body).toContain('<svg');
  });

  it.each([
    ['path traversal', '/api/images/products/..%2F..%2F..%2Fetc%2Fpasswd', 400],
    ['encoded traversal in the name', '/api/images/products/1.webp%2F..%2F..%2Fconfig.ts', 400],
    ['dot segments', '/api/images/categories/..%2Fproducts%2F1.svg', 400],
    ['unknown extension', '/api/images/products/1.gif', 400],
    ['unknown preset', '/api/images/products/1.webp?preset=huge', 400],
    ['bad version', '/api/images/products/1.webp?v=-3', 400],
    ['unknown product', '/api/images/products/999999999.webp', 404],
    ['unknown category', '/api/images/categories/not-a-category.webp', 404],
    ['very long name', `/api/images/products/${'1'.repeat(180)}.webp`, 400],
  ])('%s → %i JSON', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('never writes cache files for unknown products', async () => {
    await t.app.inject({ method: 'GET', url: '/api/images/products/999999998.png?preset=small' });
    const cached = await readdir(`${t.config.IMAGE_CACHE_DIR}/v2`).catch(() => []);
    expect(cached.some((f) => f.includes('999999998'))).toBe(false);
  });
});

describe('only the named presets are converted', () => {
  it.each(['width=333', 'w=333', 'size=1200', 'height=57&preset=small'])(
    'refuses ?%s with a 400 that names the presets',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/products/1.avif?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain('preset=thumbnail|small|medium|large');
    },
  );

  it('names the presets when the preset is unknown', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/images/products/1.avif?preset=1200' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('preset=thumbnail|small|medium|large');
  });
});

/** Occupies `slots` conversion slots until `release()`: the requests that follow have to queue. */
function holdSlots(app: TestApp['app'], slots: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: slots }, (_, i) =>
    app.images.conversions.run(`test-gate-${i}-${Math.random()}`, async () => {
      await gate;
      return Buffer.alloc(0);
    }),
  );
  return {
    async release() {
      release();
      await Promise.all(held);
    },
  };
}

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });

describe('conversion queue (IMAGE_CONVERSION_CONCURRENCY=2 on this app)', () => {
  it('pre-generated the popular products in the background at start', async () => {
    await t.app.images.prewarmed();
    const featured = (await get(t.app, '/api/products/featured')).json() as { id: number }[];
    const cached = await readdir(`${t.config.IMAGE_CACHE_DIR}/v2`);
    for (const { id } of featured.slice(0, 2)) {
      for (const preset of ['thumbnail', 'small', 'medium']) expect(cached).toContain(`product-${id}-${preset}.webp`);
    }
  });

  it('never runs more conversions at once than the bound, however many distinct sizes are asked for', async () => {
    await t.app.images.prewarmed();
    const before = t.app.images.conversions.stats();
    const gate = holdSlots(t.app, 2);
    const urls = [101, 102, 103, 104].flatMap((id) => [
      `/api/images/products/${id}.avif?preset=small`,
      `/api/images/products/${id}.avif?preset=medium`,
    ]);
    const responses = Promise.all(urls.map((url) => get(t.app, url)));
    await vi.waitFor(() => expect(t.app.images.conversions.stats().waiting).toBe(urls.length));
    expect(t.app.images.conversions.stats().active).toBe(2);
    await gate.release();
    for (const res of await responses) expect(res.statusCode).toBe(200);
    const after = t.app.images.conversions.stats();
    expect(after.started - before.started).toBe(urls.length + 2);
    expect(after.peakActive).toBe(2);
  });

  it('shares one conversion between identical concurrent requests (single-flight)', async () => {
    const before = t.app.images.conversions.stats();
    const gate = holdSlots(t.app, 2);
    const url = '/api/images/products/105.jpeg?preset=large';
    const responses = Promise.all(Array.from({ length: 5 }, () => get(t.app, url)));
    await vi.waitFor(() => expect(t.app.images.conversions.stats().joined - before.joined).toBe(4));
    expect(t.app.images.conversions.stats().waiting).toBe(1);
    await gate.release();
    const bodies = (await responses).map((res) => {
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    });
    expect(t.app.images.conversions.stats().started - before.started).toBe(1 + 2);
    for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
  });
});

describe('a full queue and a small cache (concurrency 1, queue 2, cache 10 KiB)', () => {
  let tight: TestApp;
  beforeAll(async () => {
    tight = await buildTestApp({
      IMAGE_CONVERSION_CONCURRENCY: '1',
      IMAGE_CONVERSION_QUEUE: '2',
      IMAGE_CACHE_MAX_MB: String(10 / 1024),
    });
  });
  afterAll(() => tight.close());

  it('answers 503 with Retry-After instead of piling up, and still serves what it accepted', async () => {
    const gate = holdSlots(tight.app, 1);
    const accepted = [get(tight.app, '/api/images/products/201.avif'), get(tight.app, '/api/images/products/202.avif')];
    await vi.waitFor(() => expect(tight.app.images.conversions.stats().waiting).toBe(2));
    const refused = await get(tight.app, '/api/images/products/203.avif');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'UNAVAILABLE', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same picture as one already waiting joins it rather than being refused.
    const joining = get(tight.app, '/api/images/products/201.avif');
    await gate.release();
    for (const res of await Promise.all([...accepted, joining])) expect(res.statusCode).toBe(200);
    expect((await get(tight.app, '/api/images/products/203.avif')).statusCode).toBe(200);
  });

  it('keeps the cache directory under its cap, dropping the oldest pictures', async () => {
    const cap = 10 * 1024;
    const ids = [301, 302, 303, 304, 305, 306, 307, 308];
    for (const id of ids) {
      expect((await get(tight.app, `/api/images/products/${id}.png?preset=small`)).statusCode).toBe(200);
      expect(await directoryBytes(`${tight.config.IMAGE_CACHE_DIR}/v2`)).toBeLessThanOrEqual(cap);
    }
    const cached = await readdir(`${tight.config.IMAGE_CACHE_DIR}/v2`);
    expect(cached).toContain('product-308-small.png');
    expect(cached).not.toContain('product-301-small.png');
  });
});

async function directoryBytes(dir: string) {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

describe('image disk cache: least recently used eviction', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aushadh-image-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const kb = (n: number) => Buffer.alloc(n * 1000, 1);

  it('evicts the least recently used picture first; a hit counts as a use', async () => {
    const cache = createImageDiskCache({ dir, maxBytes: 10_000 });
    await cache.write('v2/a.webp', kb(4));
    await cache.write('v2/b.webp', kb(4));
    expect(await cache.read('v2/a.webp')).not.toBeNull();
    await cache.write('v2/c.webp', kb(4));
    expect((await readdir(join(dir, 'v2'))).sort()).toEqual(['a.webp', 'c.webp']);
    expect(await cache.size()).toEqual({ files: 2, bytes: 8000 });
    expect(await cache.read('v2/b.webp')).toBeNull();
  });

  it('rebuilds its order at start from the files and their mtimes, old versions included', async () => {
    await mkdir(join(dir, 'v1'));
    await mkdir(join(dir, 'v2'));
    const files = { 'v1/old.webp': 3, 'v2/middle.webp': 2, 'v2/recent.webp': 1 };
    for (const [name, hoursAgo] of Object.entries(files)) {
      await writeFile(join(dir, name), kb(4));
      const when = Date.now() / 1000 - hoursAgo * 3600;
      await utimes(join(dir, name), when, when);
    }
    const cache = createImageDiskCache({ dir, maxBytes: 10_000 });
    expect(await cache.size()).toEqual({ files: 2, bytes: 8000 });
    expect(await readdir(join(dir, 'v1'))).toEqual([]);
    expect(await cache.read('v2/middle.webp')).not.toBeNull();
    await cache.write('v2/new.webp', kb(4));
    expect((await readdir(join(dir, 'v2'))).sort()).toEqual(['middle.webp', 'new.webp']);
  });
});
