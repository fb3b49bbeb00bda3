import {
  categoryListSchema,
  productDetailSchema,
  productPageSchema,
  productSummaryListSchema,
  relatedProductsSchema,
} from '@aushadh/shared/catalog/schemas.ts';
import { and, count, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory, products } from '../../db/schema/catalog.ts';
import { buildCatalog } from '../../db/seed/seed-catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMonograph, createProduct } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/categories', () => {
  it('lists the seeded categories with the fixed header ids and live product counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const categories = categoryListSchema.parse(res.json());
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(byId.get(4)?.name).toBe('COVID-19');
    expect(byId.get(5)?.name).toBe('Ayurveda');
    expect(byId.get(6)?.name).toBe('Healthcare Devices');
    expect(byId.get(7)?.name).toBe('Saffron');
    for (const slug of [
      'vitamins-supplements',
      'diabetes-care',
      'personal-care',
      'baby-care',
      'skin-care',
      'pain-relief',
    ]) {
      expect(categories.some((c) => c.slug === slug)).toBe(true);
    }
    for (const category of categories) {
      expect(category.link).toBe(`/products/category/${category.id}`);
      expect(category.productCount).toBeGreaterThan(0);
    }
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBeGreaterThanOrEqual(25_000);

    const before = byId.get(7)!.productCount;
    const added = await createProduct(t.db, { categoryId: 7 });
    // The shelf is cached; a catalog write tells the service, as every product write path must.
    await t.app.catalog.reindexProducts([added.id]);
    const after = categoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/categories' })).json());
    expect(after.find((c) => c.id === 7)!.productCount).toBe(before + 1);
  });
});

describe('GET /api/products/featured', () => {
  it('returns featured products with money in integer paise and a local image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/featured' });
    expect(res.statusCode).toBe(200);
    const products = productSummaryListSchema.parse(res.json());
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const p of products) {
      expect(p.isFeatured).toBe(true);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.discountedPrice).toBeLessThanOrEqual(p.price);
      expect(p.imageUrl).toMatch(/^\/api\/images\/products\/\d+\.webp$/);
    }
  });
});

describe('GET /api/products (listing)', () => {
  it('pages through one category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?categoryId=5&page=2&pageSize=10' });
    expect(res.statusCode).toBe(200);
    const page = productPageSchema.parse(res.json());
    expect(page.items).toHaveLength(10);
    expect(page.page).toBe(2);
    expect(page.total).toBeGreaterThan(10);
  });

  it.each([
    ['unknown category', '/api/products?categoryId=999999', 404],
    ['non-numeric category', '/api/products?categoryId=abc', 400],
    ['negative page', '/api/products?page=-1', 400],
    ['huge page', '/api/products?page=1e9', 400],
    ['page size over the limit', '/api/products?pageSize=500', 400],
    ['category beyond int4', '/api/products?categoryId=99999999999', 400],
  ])('%s → %i with a message', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('GET|HEAD /api/products/:id', () => {
  it('returns every medicine-detail section and counts the view', async () => {
    const product = await createProduct(t.db, {
      name: 'Detailol 650 Tablet',
      mrpPaise: 3000,
      pricePaise: 2400,
      stock: 7,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    const detail = productDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      id: product.id,
      name: 'Detailol 650 Tablet',
      price: 3000,
      discountedPrice: 2400,
      discountPercent: 20,
      stock: 7,
      inStock: true,
      views: 1,
    });
    const again = productDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json(),
    );
    expect(again.views).toBe(2);
  });

  it('answers HEAD for prefetching without counting a view', async () => {
    const product = await createProduct(t.db);
    const head = await t.app.inject({ method: 'HEAD', url: `/api/products/${product.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const detail = productDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json(),
    );
    expect(detail.views).toBe(1);
  });

  it('serves a seeded medicine with real per-salt content', async () => {
    const detail = productDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/products/1' })).json());
    expect(detail.introduction.length).toBeGreaterThan(80);
    expect(detail.introduction).not.toMatch(/lorem/i);
    expect(detail.faq.length).toBeGreaterThanOrEqual(3);
    expect(detail.manufacturerAddress.length).toBeGreaterThan(5);
  });

  it.each([
    ['unknown id', '/api/products/2000000000', 404],
    ['zero', '/api/products/0', 400],
    ['negative', '/api/products/-5', 400],
    ['decimal', '/api/products/1.5', 400],
    ['exponent', '/api/products/1e9', 400],
    ['beyond int4', '/api/products/99999999999', 400],
    ['text', '/api/products/abc', 400],
    ['SQL', `/api/products/${encodeURIComponent("1' OR '1'='1")}`, 400],
  ])('%s → %i JSON error, never 5xx', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('catalog truth (issue 11)', () => {
  it('never puts a prescription medicine on a promotional shelf, yet it can still be found and viewed', async () => {
    // A prescription product flagged as featured, more popular than anything else: the shelves must still skip it.
    const rx = await createProduct(t.db, {
      name: 'Promolax 500 Tablet',
      prescriptionRequired: true,
      schedule: 'H',
      isFeatured: true,
      ratingCount: 90_000_000,
    });
    await t.app.catalog.reindexProducts([rx.id]);

    const shelf = productSummaryListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products/featured' })).json(),
    );
    expect(shelf.length).toBeGreaterThanOrEqual(8);
    const listed = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?featured=true&pageSize=60&page=${page}` });
      const body = productPageSchema.parse(res.json());
      listed.push(...body.items);
      if (listed.length >= body.total || body.items.length === 0) break;
    }
    expect(listed.length).toBeGreaterThan(0);
    for (const p of [...shelf, ...listed]) expect(p.prescriptionRequired, p.name).toBe(false);

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${rx.id}` });
    expect(detail.statusCode).toBe(200);
    const found = await t.app.inject({ method: 'GET', url: '/api/medicine/search?q=promolax' });
    expect(found.json().map((r: { id: number }) => r.id)).toContain(rx.id);
  });

  it('says which template a product needs: a device has specifications and no missed dose or substitutes', async () => {
    const monograph = await createMonograph(t.db, {
      kind: 'device',
      specifications: [{ label: 'Measures', value: 'Body temperature' }],
      safetyAdvice: {
        alcohol: { level: 'safe', text: 'Not applicable.' },
        pregnancy: { level: 'safe', text: 'Safe to use.' },
        lactation: { level: 'safe', text: 'Safe to use.' },
        driving: { level: 'safe', text: 'Not applicable.' },
        kidney: { level: 'safe', text: 'Not applicable.' },
        liver: { level: 'caution', text: 'Clean the tip with alcohol before and after use.' },
      },
    });
    const device = await createProduct(t.db, { name: 'Tempocheck Digital Thermometer', monographId: monograph.id });
    await createProduct(t.db, { name: 'Tempocheck Digital Thermometer', monographId: monograph.id });
    const detail = productDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${device.id}` })).json(),
    );
    expect(detail.kind).toBe('device');
    expect(detail.specifications).toEqual([{ label: 'Measures', value: 'Body temperature' }]);
    expect(detail.warnings).toEqual(['Clean the tip with alcohol before and after use.']);
    expect(detail.missedDose).toBe('');
    const related = relatedProductsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${device.id}/related` })).json(),
    );
    expect(related.substitutes).toEqual([]);

    const medicine = productDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${(await createProduct(t.db)).id}` })).json(),
    );
    expect(medicine.kind).toBe('medicine');
    expect(medicine.specifications).toEqual([]);
    expect(medicine.missedDose.length).toBeGreaterThan(0);
  });

  it('seeds views, purchases and ratings that could be true together, with HSN, batch and expiry', async () => {
    const seeded = buildCatalog().length;
    const violations = async (condition: ReturnType<typeof sql>) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(products)
        .innerJoin(productInventory, eq(productInventory.productId, products.id))
        .where(and(lte(products.id, seeded), condition));
      return row!.n;
    };
    expect(await violations(sql`${products.ratingCount} > ${productInventory.purchases}`)).toBe(0);
    expect(await violations(sql`${productInventory.views} < 8 * ${productInventory.purchases}`)).toBe(0);
    expect(await violations(sql`(${products.ratingCount} = 0) <> (${products.ratingTenths} = 0)`)).toBe(0);
    expect(
      await violations(sql`${productInventory.batchNumber} is null or ${productInventory.expiryDate} is null`),
    ).toBe(0);
    expect(await violations(sql`${products.hsnCode} !~ '^[0-9]{4}$'`)).toBe(0);
    // Most products have few ratings; only well-known brands have thousands.
    const [few] = await t.db
      .select({ n: count() })
      .from(products)
      .where(and(lte(products.id, seeded), sql`${products.ratingCount} < 50`));
    expect(few!.n).toBeGreaterThan(seeded * 0.7);
  });
});
