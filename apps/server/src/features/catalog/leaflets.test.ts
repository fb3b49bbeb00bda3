import { eq } from 'drizzle-orm';
import { LEAFLET_LANGUAGES, LEAFLET_SAFETY_KEYS } from '@aushadh/shared/catalog/schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monographs } from '../../db/schema/catalog.ts';
import { medicineMonographs } from '../../db/seed/data/monographs-medicines.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMonograph, createProduct } from '../../test/factories.ts';
import { leafletFor, readLeaflets } from './leaflets.ts';

// Issue 20: medicine leaflets in Hindi, Bengali, Telugu, Marathi, Tamil and Arabic.
const SCRIPT: Record<(typeof LEAFLET_LANGUAGES)[number], RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  te: /\p{Script=Telugu}/u,
  ta: /\p{Script=Tamil}/u,
  ar: /\p{Script=Arabic}/u,
};
/** Latin words a translated leaflet may keep: lab, vitamin and product-class names readers search by. */
const KEPT_IN_LATIN = new Set(['LDL', 'GERD', 'B12', 'ORS', 'OCD', 'PTSD']);
const monographKeys = new Set(medicineMonographs.map((m) => m.key));

describe.each(LEAFLET_LANGUAGES)('leaflets in %s', (language) => {
  const leaflets = readLeaflets(language);

  it('cover the same generics as the other languages, each a real monograph of the catalog', () => {
    // Issue 20: every medicine monograph of the catalog has its leaflet (131 generics and combinations).
    expect(Object.keys(leaflets).length).toBe(monographKeys.size);
    expect(Object.keys(leaflets).sort()).toEqual(Object.keys(readLeaflets('hi')).sort());
    for (const key of Object.keys(leaflets)) expect(monographKeys.has(key), key).toBe(true);
  });

  it('have every section filled, in the language, with no English left', () => {
    for (const [key, leaflet] of Object.entries(leaflets)) {
      const texts = [
        leaflet.uses,
        ...leaflet.benefits,
        ...leaflet.sideEffects,
        ...LEAFLET_SAFETY_KEYS.map((k) => leaflet.safetyAdvice[k]),
        leaflet.howToUse,
      ];
      expect(leaflet.benefits.length, key).toBeGreaterThanOrEqual(2);
      expect(leaflet.sideEffects.length, key).toBeGreaterThanOrEqual(3);
      for (const text of texts) {
        expect(text.trim().length, `${language} ${key}`).toBeGreaterThan(2);
        expect(text, `${language} ${key}: ${text}`).toMatch(SCRIPT[language]);
        const latinWords = (text.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []).filter((w) => !KEPT_IN_LATIN.has(w));
        expect(latinWords, `${language} ${key}: ${text}`).toEqual([]);
      }
    }
  });
});

describe('GET /api/products/:id/leaflet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function productOf(key: string) {
    const [existing] = await t.db.select().from(monographs).where(eq(monographs.key, key));
    const monograph = existing ?? (await createMonograph(t.db, { key, name: key }));
    return createProduct(t.db, { name: 'Dolo 650 Tablet', monographId: monograph.id });
  }

  it('answers the leaflet in ?lang= or the language cookie, and null where there is none', async () => {
    const product = await productOf('paracetamol');
    const hindi = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/leaflet?lang=hi` });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json()).toEqual({ language: 'hi', leaflet: leafletFor('paracetamol', 'hi') });
    expect(hindi.json().leaflet.uses).toMatch(/बुख़ार/);

    const arabic = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/leaflet`,
      cookies: { language: 'ar' },
    });
    expect(arabic.json().language).toBe('ar');
    expect(arabic.json().leaflet.uses).toMatch(/\p{Script=Arabic}/u);

    // German has no translated leaflets; a generic without one in Hindi neither: the page shows English.
    const german = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/leaflet?lang=de` });
    expect(german.json()).toEqual({ language: 'de', leaflet: null });
    const other = await createProduct(t.db);
    const none = await t.app.inject({ method: 'GET', url: `/api/products/${other.id}/leaflet?lang=hi` });
    expect(none.json()).toEqual({ language: 'hi', leaflet: null });
  });

  it('refuses garbage: unknown product 404, bad ids and odd languages without a 5xx', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/99999999/leaflet?lang=hi' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/abc/leaflet' })).statusCode).toBe(400);
    const long = await t.app.inject({ method: 'GET', url: `/api/products/1/leaflet?lang=${'x'.repeat(10_000)}` });
    expect(long.statusCode).toBe(400);
    const odd = await t.app.inject({ method: 'GET', url: '/api/products/1/leaflet?lang=%00' });
    expect(odd.statusCode).toBeLessThan(500);
  });
});
