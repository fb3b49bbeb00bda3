import { brotliDecompressSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct, createSession, createUser } from '../../test/factories.ts';

/**
 * The server's side of server rendering (decision 0008) with a stand-in renderer in the build folder: the
 * real one is the web app's (entry-server.tsx), exercised end to end by e2e/server-rendering.spec.ts.
 */
const ORIGIN = 'https://aushadh.example';
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Aushadh – Online Pharmacy &amp; Healthcare in India</title>
    <meta name="description" content="Order genuine medicines in India." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * Renders what the test asks for through the URL: it records its input, answers one API call in-process
 * (the guest id, with the visitor's cookie), and returns a page, a redirect or an error.
 */
const RENDERER = `
export const calls = [];
export async function render(input) {
  const url = new URL(input.url);
  const guest = await input.api('/api/guest', { headers: { accept: 'application/json' } }).then((r) => r.json());
  const categories = await input.api('/api/categories', {}).then((r) => r.status);
  globalThis.__renderCalls = [...(globalThis.__renderCalls ?? []), { ...input, api: undefined, guest, categories }];
  if (url.pathname === '/moved') return { kind: 'redirect', status: 302, location: '/login' };
  if (url.pathname === '/broken') throw new Error('render failed');
  const notFound = url.pathname === '/nowhere';
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    head: notFound
      ? '<title>Page Not Found | Aushadh</title><meta name="robots" content="noindex"/>'
      : '<title>Rendered &amp; titled | Aushadh</title><link rel="preload" as="image" href="/api/images/x.webp"/>',
    html: '<main><h1>Rendered ' + url.pathname + '</h1></main>',
    payload: { guest: guest.guestId, evil: '</script><script>alert(1)</script>', line: '\\u2028' },
    meta: url.pathname === '/'
      ? { faq: [{ question: 'क्या दवाइयाँ असली हैं?', answer: 'हाँ।' }] }
      : { description: 'What this page is about.' },
  };
}
`;

type RenderCall = {
  url: string;
  headers: Record<string, string>;
  language: string;
  deliveryLocation: { pincode: string; place: string | null } | null;
  guest: { guestId: string };
  categories: number;
};
const renderCalls = () => ((globalThis as { __renderCalls?: RenderCall[] }).__renderCalls ??= []);

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'aushadh-web-'));
  await mkdir(join(webDir, 'server'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  await writeFile(join(webDir, 'server', 'entry-server.js'), RENDERER);
  // Every request renders here; the cache of rendered pages has its own tests below.
  t = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: ORIGIN, PAGE_CACHE_MAX_MB: '0' });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});
beforeEach(() => {
  renderCalls().length = 0;
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];

describe('server-rendered pages', () => {
  it('puts the rendered app in #root, its data in a JSON block, its title and description in the head', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    const html = res.body;
    expect(html).toContain('<div id="root"><main><h1>Rendered /about</h1></main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Rendered &amp; titled | Aushadh</title>');
    expect(html).toContain('<meta name="description" content="What this page is about.">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${ORIGIN}/about?lang=hi">`);
    expect(html).toContain('<meta property="og:title" content="Rendered &amp; titled | Aushadh">');
    // What the page hoisted (an image preload) goes into the head too.
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sends no executable inline script: the data is JSON that no text can close', async () => {
    const html = (await get('/about')).body;
    for (const [, attributes, body] of scripts(html)) {
      if (/type="module"/.test(attributes!)) expect(attributes).toMatch(/src="\/assets\//);
      else expect(attributes).toMatch(/type="application\/(json|ld\+json)"/);
      if (/type="application\/json"/.test(attributes!)) expect(body).not.toMatch(/<|\u2028/);
    }
    const data = scripts(html).find(([, attributes]) => attributes!.includes('id="ssr-data"'));
    expect(JSON.parse(data![2]!)).toMatchObject({ evil: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(String((await get('/about')).headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("sets the guest cookie on the first page, and the page's own API calls already carry it", async () => {
    const first = await get('/products');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^aushadh_guest=[^;]+;.*HttpOnly/);
    const call = renderCalls()[0]!;
    expect(call.categories).toBe(200);
    // The id the renderer got in-process is the one the cookie now holds.
    const cookie = setCookie.split(';')[0]!;
    const guest = await get('/api/guest', { cookie });
    expect(guest.json().guestId).toBe(call.guest.guestId);
    expect(first.body).toContain(call.guest.guestId);
    // A returning visitor keeps theirs: no new cookie.
    const again = await get('/products', { cookie });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(renderCalls()[1]!.guest.guestId).toBe(call.guest.guestId);
  });

  it('renders in the language of ?lang= (else the cookie) with lang/dir, and with the pincode of the cookies', async () => {
    const arabic = await get('/categories?lang=ar', { cookie: 'pincode=110001; pincodePlace=New%20Delhi' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain(`<link rel="canonical" href="${ORIGIN}/categories?lang=ar">`);
    expect(renderCalls()[0]).toMatchObject({
      url: `${ORIGIN}/categories?lang=ar`,
      language: 'ar',
      deliveryLocation: { pincode: '110001', place: 'New Delhi' },
    });
    const hindi = await get('/categories', { cookie: 'language=hi; pincode=12345' });
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    // A malformed pincode is no pincode.
    expect(renderCalls()[1]).toMatchObject({ language: 'hi', deliveryLocation: null });
  });

  it("answers the renderer's not-found with 404, noindex and the page's own robots tag only", async () => {
    const res = await get('/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.body.match(/name="robots"/g)).toHaveLength(1);
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).toContain('<title>Page Not Found | Aushadh</title>');
  });

  it('keeps search results and signed-in pages out of search engines', async () => {
    expect((await get('/search?q=dolo')).body).toContain('<meta name="robots" content="noindex, follow">');
    for (const url of ['/cart', '/checkout', '/profile', '/admin']) {
      expect((await get(url)).body, url).toContain('<meta name="robots" content="noindex">');
    }
    // The sign-in page is crawlable, with its canonical address (issue 10: SEO 100 on /login).
    const login = (await get('/login')).body;
    expect(login).not.toContain('name="robots"');
    expect(login).toContain('rel="canonical"');
  });

  it("follows the renderer's redirect, and sends the plain app shell when rendering fails", async () => {
    const moved = await get('/moved');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/login');
    const broken = await get('/broken');
    expect(broken.statusCode).toBe(404);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).not.toContain('id="ssr-data"');
  });

  it("writes the home page's FAQPage from the questions the rendered page shows, in its language", async () => {
    const html = (await get('/?lang=hi')).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks.find((b) => b['@type'] === 'FAQPage').mainEntity).toEqual([
      { '@type': 'Question', name: 'क्या दवाइयाँ असली हैं?', acceptedAnswer: { '@type': 'Answer', text: 'हाँ।' } },
    ]);
    expect(blocks.map((b) => b['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  });

  it("keeps a product page's structured data, under the page's own title", async () => {
    const product = await createProduct(t.db, { name: 'Rendol 250 Tablet' });
    const html = (await get(`/products/${product.id}`)).body;
    expect(html).toContain('<title>Rendered &amp; titled | Aushadh</title>');
    expect(html).toContain('"@type":["Product","Drug"]');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/products/${product.id}">`);
  });

  it('renders nothing for HEAD, and /api stays JSON', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(renderCalls()).toHaveLength(0);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('compresses the page for a browser that accepts it (the not-found handler is not a route compress hooks)', async () => {
    const plain = await get('/about');
    const cookie = `aushadh_guest=${plain.cookies.find((c) => c.name === 'aushadh_guest')!.value}`;
    const again = await get('/about', { cookie });
    const compressed = await get('/about', { cookie, 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(compressed.rawPayload.length).toBeLessThan(again.rawPayload.length / 3);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(again.body);
  });

  it('never serves the renderer itself', async () => {
    expect((await get('/server/entry-server.js')).body).not.toContain('export async function render');
  });
});

describe('rendered pages kept for visitors without a session', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await buildTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: ORIGIN });
  });
  afterAll(async () => {
    await c.close();
  });

  const page = (url: string, cookie?: string) =>
    c.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  /** A new visitor: their first page gives them a guest cookie. */
  async function newVisitor(): Promise<{ cookie: string; guestId: string }> {
    const res = await c.app.inject({ method: 'GET', url: '/api/guest' });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return { cookie, guestId: res.json().guestId };
  }

  it('answers the next visitor from memory, with their own guest id in the page and its headers unchanged', async () => {
    const first = await newVisitor();
    const second = await newVisitor();
    const miss = await page('/categories?b=2&a=1', first.cookie);
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.body).toContain(first.guestId);
    expect(renderCalls()).toHaveLength(1);

    // The same page (its query in another order) for someone else: not rendered again.
    const hit = await page('/categories?a=1&b=2', second.cookie);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(renderCalls()).toHaveLength(1);
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['cache-control']).toBe('private, no-cache');
    expect(hit.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(hit.body).not.toContain(first.guestId);
    expect(hit.body).toBe(miss.body.replaceAll(first.guestId, second.guestId));

    // A visitor with no cookie yet gets one, and the page carries the id it holds.
    const stranger = await page('/categories?a=1&b=2');
    expect(stranger.headers['x-page-cache']).toBe('hit');
    const cookie = String(stranger.headers['set-cookie']).split(';')[0]!;
    const { guestId } = (await page('/api/guest', cookie)).json();
    expect(stranger.body).toContain(`"guest":"${guestId}"`);

    // Another language or pincode is another page.
    expect((await page('/categories?a=1&b=2&lang=hi', second.cookie)).headers['x-page-cache']).toBe('miss');
    expect((await page('/categories?a=1&b=2', `${second.cookie}; pincode=110001`)).headers['x-page-cache']).toBe(
      'miss',
    );
  });

  it('counts a product view on a hit too', async () => {
    const product = await createProduct(c.db);
    const visitor = await newVisitor();
    await page(`/products/${product.id}`, visitor.cookie);
    const before = (await c.app.catalog.findProduct(product.id))!.views;
    const hit = await page(`/products/${product.id}`, visitor.cookie);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect((await c.app.catalog.findProduct(product.id))!.views).toBe(before + 1);
    // And it is in the visitor's "previously browsed".
    const recent = (await page('/api/recently-viewed', visitor.cookie)).json();
    expect(recent.map((p: { id: number }) => p.id)).toContain(product.id);
  });

  it('renders again after a catalog change (a price updated through the service)', async () => {
    const product = await createProduct(c.db, { mrpPaise: 10_000, pricePaise: 9000 });
    const visitor = await newVisitor();
    expect((await page(`/products/${product.id}`, visitor.cookie)).body).toContain(
      '<meta property="product:price:amount" content="90.00">',
    );
    expect((await page(`/products/${product.id}`, visitor.cookie)).headers['x-page-cache']).toBe('hit');

    await c.db.update(products).set({ pricePaise: 8000 }).where(eq(products.id, product.id));
    await c.app.catalog.reindexProducts([product.id]);
    const after = await page(`/products/${product.id}`, visitor.cookie);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('<meta property="product:price:amount" content="80.00">');
    // Every page goes, not only that product's: others show its price too (related products, listings).
    expect((await page('/categories?a=1&b=2', visitor.cookie)).headers['x-page-cache']).toBe('miss');
  });

  it('never answers a signed-in visitor from memory, nor keeps their page', async () => {
    const user = await createUser(c.db);
    const cookie = `aushadh_session=${await createSession(c.db, user.id)}`;
    await page('/specialties', (await newVisitor()).cookie);
    renderCalls().length = 0;

    const signedIn = await page('/specialties', cookie);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(renderCalls()).toHaveLength(1);
    await page('/about', cookie);
    expect(renderCalls()).toHaveLength(2);
    // Their page was not kept for anyone.
    expect((await page('/about', (await newVisitor()).cookie)).headers['x-page-cache']).toBe('miss');
  });

  it('keeps no page that failed, redirected or was not found', async () => {
    const visitor = await newVisitor();
    for (const url of ['/nowhere', '/moved', '/broken']) {
      await page(url, visitor.cookie);
      await page(url, visitor.cookie);
    }
    expect(renderCalls()).toHaveLength(6);
  });
});
