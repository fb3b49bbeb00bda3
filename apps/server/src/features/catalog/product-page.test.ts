import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@aushadh/shared/i18n/languages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';

let t: TestApp;
let webDir: string;
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Aushadh</title>
    <meta name="description" content="Online pharmacy" />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'aushadh-web-'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://aushadh.example' });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

function jsonLdBlocks(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('GET /products/:id (server-rendered meta)', () => {
  it('puts title, description, canonical, Open Graph and Product/Drug JSON-LD with an INR offer into index.html', async () => {
    const product = await createProduct(t.db, {
      name: 'Metaol 500 Tablet',
      mrpPaise: 5000,
      pricePaise: 4250,
      stock: 9,
    });
    const res = await t.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Metaol 500 Tablet (Testamol (500mg)) – price, uses, side effects | Aushadh</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<meta name="description" content="Metaol 500 Tablet by Test Pharma [^"]+: ₹42.50 for strip of 10 tablets\./,
    );
    expect(html).toContain(`<link rel="canonical" href="https://aushadh.example/products/${product.id}">`);
    expect(html).toContain('<meta property="og:title" content="Metaol 500 Tablet');
    expect(html).toContain(
      `<meta property="og:image" content="https://aushadh.example/api/images/products/${product.id}.webp">`,
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-abc.js"');
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Drug'],
      name: 'Metaol 500 Tablet',
      activeIngredient: 'Testamol (500mg)',
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: '42.50', availability: 'https://schema.org/InStock' },
    });
  });

  it('links the page in all 16 languages with an x-default, a BreadcrumbList, Twitter tags, and brand, maker and sku', async () => {
    const product = await createProduct(t.db, { name: 'Crumbol 650 Tablet', categoryId: 4 });
    const html = (await t.app.inject({ method: 'GET', url: `/products/${product.id}` })).body;
    const url = `https://aushadh.example/products/${product.id}`;
    expect(html.match(/hreflang=/g)).toHaveLength(17);
    for (const code of LANGUAGE_CODES) {
      const href = code === 'en' ? url : `${url}?lang=${code}`;
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${href}">`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:title" content="Crumbol 650 Tablet');
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(jsonLd(html)).toMatchObject({
      sku: String(product.id),
      brand: { '@type': 'Brand', name: expect.stringContaining('Test Pharma') },
      manufacturer: { '@type': 'Organization', name: expect.stringContaining('Test Pharma') },
    });
    const crumbs = jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://aushadh.example/' },
      { '@type': 'ListItem', position: 2, name: 'COVID-19', item: 'https://aushadh.example/products/category/4' },
      { '@type': 'ListItem', position: 3, name: 'Crumbol 650 Tablet', item: url },
    ]);
  });

  it('is served in the language of ?lang= with lang/dir, a canonical URL of that language and localized crumbs', async () => {
    const product = await createProduct(t.db);
    const html = (await t.app.inject({ method: 'GET', url: `/products/${product.id}?lang=ar` })).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<link rel="canonical" href="https://aushadh.example/products/${product.id}?lang=ar">`);
    const crumbs = jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement[0].item).toBe('https://aushadh.example/?lang=ar');
    const hindi = await t.app.inject({ method: 'GET', url: `/products/${product.id}`, cookies: { language: 'hi' } });
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
  });

  it('marks an out-of-stock product OutOfStock and does not count a view', async () => {
    const product = await createProduct(t.db, { stock: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(jsonLd(res.body).offers.availability).toBe('https://schema.org/OutOfStock');
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(detail.json().views).toBe(1);
  });

  it('escapes product text: no </script> breakout, no attribute breakout', async () => {
    const evil = `Evil</script><script>alert(1)</script> "quoted" & 'single' <b>`;
    const product = await createProduct(t.db, { name: evil, saltComposition: '</SCRIPT><img src=x onerror=alert(1)>' });
    const html = (await t.app.inject({ method: 'GET', url: `/products/${product.id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<\/script><script>alert/i);
    // Exactly the app's own module script and the two JSON-LD blocks (Product, BreadcrumbList).
    expect(html.match(/<script/gi)).toHaveLength(3);
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;',
    );
    expect(jsonLd(html).name).toBe(evil);
  });

  it('an unknown product id answers index.html with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products/2000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('noindex');
    expect((await t.app.inject({ method: 'GET', url: '/products/99999999999' })).statusCode).toBe(404);
  });

  it('other /products/* pages still get the plain app shell', async () => {
    for (const url of ['/products/featured', '/products/specialty', '/products/category/4', '/products']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Aushadh</title>');
    }
  });

  it('HEAD works too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/products/1' });
    expect(res.statusCode).toBe(200);
  });
});
