import {
  percentOff,
  productPageSchema,
  productSummaryListSchema,
  relatedProductsSchema,
  specialtyListSchema,
} from '@aushadh/shared/catalog/schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { cookieFrom } from '../../test/auth-helpers.ts';
import { createProduct, createUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json());
}

describe('GET /api/products: filters, sorts, facets', () => {
  it('pages on the server and returns maker facets', async () => {
    const first = await page('pageSize=5');
    const second = await page('pageSize=5&page=2');
    expect(first.total).toBeGreaterThanOrEqual(25_000);
    expect(first.items).toHaveLength(5);
    expect(second.items.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.items.map((p) => p.id)));
    expect(first.facets!.manufacturers.length).toBeGreaterThan(5);
    const counts = first.facets!.manufacturers.map((m) => m.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('filters by category, prescription, stock, price range and discount at once', async () => {
    const result = await page(
      'categoryId=8&prescription=false&inStock=true&minPrice=2000&maxPrice=20000&minDiscount=10&pageSize=60',
    );
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.items) {
      expect(p.prescriptionRequired).toBe(false);
      expect(p.inStock).toBe(true);
      expect(p.discountedPrice).toBeGreaterThanOrEqual(2000);
      expect(p.discountedPrice).toBeLessThanOrEqual(20000);
      expect(percentOff(p.price, p.discountedPrice) ?? 0).toBeGreaterThanOrEqual(10);
    }
    const rx = await page('categoryId=11&prescription=true&pageSize=20');
    expect(rx.items.every((p) => p.prescriptionRequired)).toBe(true);
    const out = await page('inStock=false&pageSize=20');
    expect(out.total).toBeGreaterThan(0);
    expect(out.items.every((p) => !p.inStock)).toBe(true);
  });

  it('filters by specialty and by manufacturer; facets ignore the manufacturer filter', async () => {
    const cardiology = await page('specialty=cardiology&pageSize=10');
    expect(cardiology.total).toBeGreaterThan(0);
    const maker = cardiology.facets!.manufacturers[0]!;
    const byMaker = await page(`specialty=cardiology&manufacturer=${encodeURIComponent(maker.name)}&pageSize=60`);
    expect(byMaker.total).toBe(maker.count);
    expect(byMaker.items.every((p) => p.manufacturer === maker.name)).toBe(true);
    expect(byMaker.facets!.manufacturers).toEqual(cardiology.facets!.manufacturers);
    expect((await page('manufacturer=No%20Such%20Maker')).total).toBe(0);
  });

  it('featured=true is the featured listing', async () => {
    const featured = await page('featured=true&pageSize=60');
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.items.every((p) => p.isFeatured)).toBe(true);
  });

  it.each([
    ['price-asc', (a: Item, b: Item) => a.discountedPrice <= b.discountedPrice],
    ['price-desc', (a: Item, b: Item) => a.discountedPrice >= b.discountedPrice],
    [
      'discount',
      (a: Item, b: Item) => (a.price - a.discountedPrice) / a.price >= (b.price - b.discountedPrice) / b.price - 1e-9,
    ],
    ['rating', (a: Item, b: Item) => a.rating >= b.rating],
  ])('sort=%s orders the whole listing', async (sort, inOrder) => {
    const result = await page(`categoryId=3&sort=${sort}&pageSize=60`);
    for (let i = 1; i < result.items.length; i++) expect(inOrder(result.items[i - 1]!, result.items[i]!)).toBe(true);
    const next = await page(`categoryId=3&sort=${sort}&pageSize=60&page=2`);
    if (next.items.length) expect(inOrder(result.items.at(-1)!, next.items[0]!)).toBe(true);
  });

  it('popularity and relevance sorts answer', async () => {
    expect((await page('sort=popularity&pageSize=3')).items).toHaveLength(3);
    expect((await page('sort=relevance&pageSize=3')).items).toHaveLength(3);
  });

  it('q ranks with the search matcher and combines with filters and other sorts', async () => {
    const ranked = await page('q=paracetamol&pageSize=20');
    expect(ranked.total).toBeGreaterThan(20);
    expect(ranked.items.every((p) => /paracetamol/i.test(p.saltComposition) || /para/i.test(p.name))).toBe(true);
    const typo = await page('q=dolo650');
    expect(typo.items[0]?.name).toBe('Dolo 650 Tablet');
    const cheap = await page('q=paracetamol&sort=price-asc&maxPrice=3000&pageSize=60');
    expect(cheap.items.every((p) => p.discountedPrice <= 3000)).toBe(true);
    for (let i = 1; i < cheap.items.length; i++)
      expect(cheap.items[i - 1]!.discountedPrice).toBeLessThanOrEqual(cheap.items[i]!.discountedPrice);
    const page2 = await page('q=paracetamol&pageSize=20&page=2');
    expect(page2.items.map((p) => p.id)).not.toEqual(expect.arrayContaining(ranked.items.map((p) => p.id)));
  });

  it.each(['%', '_', '%25%25', "'", '"', "' OR 1=1 --", '<script>', 'पैरासिटामोल', '💊', 'zzzzqqqq'])(
    'q=%s → 200 and an empty or valid page',
    async (q) => {
      const result = await page(`q=${encodeURIComponent(q)}`);
      expect(result.items.length).toBeLessThanOrEqual(result.pageSize);
    },
  );

  it.each([
    ['unknown category', 'categoryId=999999', 404],
    ['unknown specialty', 'specialty=astrology', 404],
    ['malformed specialty', 'specialty=DROP%20TABLE', 400],
    ['min price above max price', 'minPrice=5000&maxPrice=100', 400],
    ['negative price', 'minPrice=-1', 400],
    ['text price', 'maxPrice=cheap', 400],
    ['discount over 100', 'minDiscount=101', 400],
    ['unknown sort', 'sort=random', 400],
    ['bad boolean', 'inStock=yes', 400],
    ['page -1', 'page=-1', 400],
    ['page 1e9', 'page=1e9', 400],
    ['page 0', 'page=0', 400],
    ['q of 10,000 characters', `q=${'a'.repeat(10_000)}`, 400],
    ['huge manufacturer', `manufacturer=${'m'.repeat(500)}`, 400],
  ])('%s → %i JSON, never 5xx', async (_name, query, status) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('a page past the end is an empty page, not an error', async () => {
    const result = await page('categoryId=7&page=10000&pageSize=60');
    expect(result.items).toEqual([]);
    expect(result.total).toBeGreaterThan(0);
  });
});

type Item = { price: number; discountedPrice: number; rating: number };

describe('GET /api/specialties', () => {
  it('lists the eight specialties with product counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/specialties' });
    expect(res.statusCode).toBe(200);
    const list = specialtyListSchema.parse(res.json());
    expect(list.map((s) => s.slug)).toEqual([
      'orthopedic',
      'gynecology',
      'dental',
      'cardiology',
      'pediatric',
      'dermatology',
      'neurology',
      'respiratory',
    ]);
    for (const s of list) {
      expect(s.productCount).toBeGreaterThan(0);
      expect((await page(`specialty=${s.slug}&pageSize=1`)).total).toBe(s.productCount);
    }
  });
});

describe('GET /api/products/:id/related', () => {
  async function related(id: number) {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}/related` });
    expect(res.statusCode).toBe(200);
    return relatedProductsSchema.parse(res.json());
  }

  it('substitutes: same salt, strength and form, cheapest per unit first, savings against the product on screen', async () => {
    const dolo = (await page('q=dolo650&pageSize=1')).items[0]!;
    const detail = (await t.app.inject({ method: 'HEAD', url: `/api/products/${dolo.id}` })).statusCode;
    expect(detail).toBe(200);
    const { substitutes } = await related(dolo.id);
    expect(substitutes.length).toBeGreaterThan(3);
    expect(substitutes.some((s) => s.id === dolo.id)).toBe(false);
    // unit price + saving is the on-screen product's own unit price, the same for every substitute.
    const ownUnit = substitutes[0]!.unitPricePaise + substitutes[0]!.savingsPerUnitPaise;
    expect([dolo.discountedPrice / 10, dolo.discountedPrice / 15].some((u) => Math.abs(u - ownUnit) < 0.02)).toBe(true);
    for (const s of substitutes) {
      expect(s.saltComposition).toBe(dolo.saltComposition);
      expect(s.medicineType).toBe(dolo.medicineType);
      expect(s.unitPricePaise).toBeCloseTo(s.discountedPrice / s.unitsPerPack, 2);
      expect(s.savingsPerUnitPaise).toBeCloseTo(ownUnit - s.unitPricePaise, 1);
      expect(s.savingsPercent).toBe(Math.round((s.savingsPerUnitPaise / ownUnit) * 100));
    }
    for (let i = 1; i < substitutes.length; i++)
      expect(substitutes[i - 1]!.unitPricePaise).toBeLessThanOrEqual(substitutes[i]!.unitPricePaise);
    expect(substitutes[0]!.savingsPerUnitPaise).toBeGreaterThan(0);
    expect(substitutes[0]!.savingsPercent).toBeGreaterThan(0);
  });

  it('similar medicines differ in composition; frequently bought together is deterministic OTC in stock from other generics', async () => {
    const dolo = (await page('q=dolo650&pageSize=1')).items[0]!;
    const first = await related(dolo.id);
    expect(first.similar.length).toBeGreaterThan(0);
    expect(first.similar.every((s) => s.saltComposition !== dolo.saltComposition)).toBe(true);
    expect(first.frequentlyBoughtTogether.length).toBeGreaterThan(0);
    for (const p of first.frequentlyBoughtTogether) {
      expect(p.prescriptionRequired).toBe(false);
      expect(p.inStock).toBe(true);
      expect(p.saltComposition).not.toMatch(/paracetamol/i);
    }
    const second = await related(dolo.id);
    expect(second.frequentlyBoughtTogether).toEqual(first.frequentlyBoughtTogether);
  });

  it('a product with no substitutes gets an empty list', async () => {
    const lonely = await createProduct(t.db, { compositionKey: `lonely-${Date.now()}` });
    expect((await related(lonely.id)).substitutes).toEqual([]);
  });

  it.each([
    ['unknown', '/api/products/2000000000/related', 404],
    ['text', '/api/products/abc/related', 400],
    ['negative', '/api/products/-1/related', 400],
    ['huge', '/api/products/99999999999/related', 400],
  ])('%s id → %i JSON', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('previously browsed', () => {
  async function guest() {
    const res = await t.app.inject({ method: 'GET', url: '/api/guest' });
    return { id: res.json().guestId as string, cookie: cookieFrom(res, 'aushadh_guest')! };
  }
  const view = (id: number, cookies: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/api/products/${id}`, cookies });
  async function recent(cookies: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: '/api/recently-viewed', cookies });
    expect(res.statusCode).toBe(200);
    return productSummaryListSchema.parse(res.json()).map((p) => p.id);
  }

  it('keeps the last 20 per visitor, newest first; HEAD prefetches do not count; others see nothing', async () => {
    const a = await guest();
    const b = await guest();
    const cookies = { aushadh_guest: a.cookie };
    await view(11, cookies);
    await view(12, cookies);
    await view(13, cookies);
    await view(11, cookies);
    await view(14, cookies, 'HEAD');
    expect(await recent(cookies)).toEqual([11, 13, 12]);
    expect(await recent({ aushadh_guest: b.cookie })).toEqual([]);
    expect(await recent({})).toEqual([]);
    expect(await recent({ aushadh_guest: 'g_forged.signature' })).toEqual([]);
    for (let id = 100; id < 125; id++) await view(id, cookies);
    const list = await recent(cookies);
    expect(list).toHaveLength(20);
    expect(list[0]).toBe(124);
    expect(list.at(-1)).toBe(105);
  });

  it("a guest's history follows them when they sign in", async () => {
    const g = await guest();
    await view(21, { aushadh_guest: g.cookie });
    await view(22, { aushadh_guest: g.cookie });
    const user = await createUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      cookies: { aushadh_guest: g.cookie },
      payload: { username: user.username, password: user.password, tempUserId: g.id },
    });
    expect(login.statusCode).toBe(200);
    const session = cookieFrom(login, 'aushadh_session')!;
    expect(await recent({ aushadh_session: session })).toEqual([22, 21]);
    await view(23, { aushadh_session: session });
    expect(await recent({ aushadh_session: session })).toEqual([23, 22, 21]);
    expect(await recent({ aushadh_guest: g.cookie })).toEqual([]);
  });
});
