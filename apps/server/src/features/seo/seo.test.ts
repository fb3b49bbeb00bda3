import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@aushadh/shared/i18n/languages.ts';
import { count, eq, isNull } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory, products } from '../../db/schema/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { HOME_FAQ } from '@aushadh/shared/seo/home-faq.ts';

const ORIGIN = 'https://aushadh.example';
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Aushadh – Online Pharmacy &amp; Healthcare in India</title>
    <meta
      name="description"
      content="Order genuine medicines in India."
    />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'aushadh-web-'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: `${ORIGIN}/` });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

/** Parses sitemap XML strictly (saxes throws on a malformed document) and returns its <loc>/<lastmod> pairs. */
function parseSitemap(xml: string, root: 'urlset' | 'sitemapindex') {
  const child = root === 'urlset' ? 'url' : 'sitemap';
  const parser = new SaxesParser({ xmlns: true });
  const entries: { loc: string; lastmod: string | null }[] = [];
  let depth = 0;
  let entry: { loc?: string; lastmod?: string } = {};
  let text = '';
  parser.on('opentag', (node) => {
    if (depth === 0) {
      expect(node.local).toBe(root);
      expect(node.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    }
    if (depth === 1) expect(node.local).toBe(child);
    depth += 1;
    text = '';
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', (node) => {
    depth -= 1;
    if (node.local === 'loc' || node.local === 'lastmod') entry[node.local] = text.trim();
    if (depth === 1) {
      expect(entry.loc).toBeTruthy();
      if (entry.lastmod) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod);
      entries.push({ loc: entry.loc!, lastmod: entry.lastmod ?? null });
      entry = {};
    }
  });
  parser.write(xml).close();
  return entries;
}

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** Every URL of every child sitemap, fetched through the index. */
async function allSitemapUrls() {
  const index = await get('/sitemap.xml');
  const urls: { loc: string; lastmod: string | null; file: string }[] = [];
  for (const child of parseSitemap(index.body, 'sitemapindex')) {
    expect(child.loc.startsWith(`${ORIGIN}/sitemaps/`), child.loc).toBe(true);
    const res = await get(child.loc.slice(ORIGIN.length));
    expect(res.statusCode, child.loc).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = parseSitemap(res.body, 'urlset');
    expect(entries.length).toBeLessThanOrEqual(10_000);
    urls.push(...entries.map((e) => ({ ...e, file: child.loc })));
  }
  return urls;
}

describe('robots.txt', () => {
  it('allows the storefront, keeps crawlers out of the API, buying, accounts and staff areas, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Allow: /api/images/');
    for (const path of [
      '/api/',
      '/checkout',
      '/cart',
      '/profile',
      '/orders',
      '/admin',
      '/pharmacy',
      '/chemist',
      '/doctor',
      '/laboratory',
      '/delivery',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toMatch(/Disallow: \/products|Disallow: \/$/m);
    // The sign-in page may be found ("Aushadh login"); it is still not listed in a sitemap.
    expect(res.body).not.toMatch(/Disallow: \/login/);
  });
});

describe('sitemap.xml', () => {
  it('is an index whose every child answers, with absolute PUBLIC_URL locations of public pages only and every product', async () => {
    const product = await createProduct(t.db);
    await t.app.catalog.reindexProducts([product.id]);
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=300');
    const urls = await allSitemapUrls();
    for (const { loc } of urls) {
      expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
      const path = new URL(loc).pathname;
      expect(path, loc).not.toMatch(
        /^\/(api|cart|checkout|profile|orders|login|search|admin|pharmacy|chemist|doctor|laboratory|delivery|dev)(\/|$)/,
      );
    }
    const paths = new Set(urls.map((u) => new URL(u.loc).pathname));
    for (const page of ['/', '/products', '/products/featured', '/categories', '/about', '/terms', '/privacy'])
      expect(paths.has(page), page).toBe(true);
    expect(paths.has('/products/category/4')).toBe(true);
    expect([...paths].some((p) => p.startsWith('/products/specialty/'))).toBe(true);

    // Every product once, in files of at most 10,000, each with its last change.
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(products);
    const productUrls = urls.filter((u) => /^\/products\/\d+$/.test(new URL(u.loc).pathname));
    expect(productUrls).toHaveLength(n);
    expect(new Set(productUrls.map((u) => u.loc)).size).toBe(n);
    expect(new Set(productUrls.map((u) => u.file)).size).toBe(Math.ceil(n / 10_000));
    expect(productUrls.every((u) => u.lastmod !== null)).toBe(true);
    // The later of the product's creation and its inventory row's last update.
    const [inventory] = await t.db
      .select({ updatedAt: productInventory.updatedAt })
      .from(productInventory)
      .where(eq(productInventory.productId, product.id));
    const expected = Math.max(product.createdAt.getTime(), inventory!.updatedAt.getTime());
    const own = productUrls.find((u) => u.loc === `${ORIGIN}/products/${product.id}`);
    expect(own?.lastmod).toBe(new Date(expected).toISOString());
  });

  it('is rebuilt for a new catalog version only, and answers 304 to a matching ETag', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const product = await createProduct(t.db);
    // Files hold the live products in id order, 10,000 each: the newest is in the last one. (Ids are not dense:
    // the rentable equipment is seeded at fixed ids from 90,001.)
    const [live] = await t.db.select({ n: count() }).from(products).where(isNull(products.retiredAt));
    const lastFile = `/sitemaps/products-${Math.ceil(live!.n / 10_000)}.xml`;
    // Not yet announced to the catalog: the cached version still answers.
    expect((await get(lastFile)).body).not.toContain(`<loc>${ORIGIN}/products/${product.id}</loc>`);
    await t.app.catalog.reindexProducts([product.id]);
    expect((await get(lastFile)).body).toContain(`<loc>${ORIGIN}/products/${product.id}</loc>`);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('an unknown child sitemap is a 4xx, never a 5xx', async () => {
    expect((await get('/sitemaps/products-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/users.xml')).statusCode).toBe(400);
    expect((await get('/sitemaps/..%2Fsecret')).statusCode).toBe(400);
  });
});

function jsonLdBlocks(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('GET / (home page head)', () => {
  it('carries canonical, hreflang ×16 + x-default, Open Graph, Organization, WebSite/SearchAction and FAQPage', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Aushadh – Online Pharmacy &amp; Healthcare in India</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    for (const code of LANGUAGE_CODES) {
      const href = code === 'en' ? `${ORIGIN}/` : `${ORIGIN}/?lang=${code}`;
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${href}">`);
    }
    expect(html.match(/hreflang=/g)).toHaveLength(17);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/">`);
    expect(html).toContain('<meta property="og:title" content="Aushadh – Online Pharmacy &amp; Healthcare in India">');
    expect(html).toContain('<meta property="og:description" content="Order genuine medicines in India.">');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<div id="root"></div>');

    const blocks = jsonLdBlocks(html);
    const byType = (type: string) => blocks.find((b) => b['@type'] === type);
    expect(byType('Organization')).toMatchObject({ name: 'Aushadh', url: `${ORIGIN}/` });
    expect(byType('WebSite')).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    const faq = byType('FAQPage');
    expect(faq.mainEntity).toHaveLength(HOME_FAQ.length);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: HOME_FAQ[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: HOME_FAQ[0]!.answer },
    });
    // Exactly the app's module script and the three JSON-LD blocks.
    expect(html.match(/<script/gi)).toHaveLength(4);
  });

  it('serves the language of ?lang= (else the language cookie) in <html lang dir> and the canonical URL', async () => {
    const arabic = (await get('/?lang=ar')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<link rel="canonical" href="${ORIGIN}/?lang=ar">`);
    const hindi = (await get('/', { cookie: 'language=hi' })).body;
    expect(hindi).toContain('<html lang="hi" dir="ltr">');
    const unknown = (await get('/?lang=xx', { cookie: 'language=<b>' })).body;
    expect(unknown).toContain('<html lang="en" dir="ltr">');
    expect(unknown).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
  });
});
