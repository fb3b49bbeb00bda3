import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
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
