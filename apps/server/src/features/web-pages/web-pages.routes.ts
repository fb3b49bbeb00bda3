import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
/**
 * The storefront's pages (issue 10, decision 0008): the web build's files, and every other GET outside /api
 * answered with the page rendered on the server by the web app's own renderer
 * (React, React Router's loaders, TanStack Query), its data fetched in-process through this app's routes.
 * Without a renderer in the build the page is the plain app shell, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PINCODE_PATTERN } from '@aushadh/shared/delivery/schemas.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { SSR_PAYLOAD_ELEMENT_ID, isWebRoute } from '@aushadh/shared/web-routes.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import {
  indexHead,
  indexHtmlReader,
  injectHead,
  pageLanguage,
  siteOrigin,
  withRenderedApp,
} from '../../lib/page-head.ts';
import { guardUnmatchedStaffPath } from '../../lib/route-roles.ts';
import { guestVisitorKey, type CatalogService } from '../catalog/catalog.service.ts';
import type { SeoService } from '../seo/seo.service.ts';
import { createPageCache, pageFor, pageParts, type PageGeneration } from './page-cache.ts';
import { PRODUCT_PATH, createPageHeads } from './page-heads.ts';
import {
  pageRendererLoader,
  type ApiTransport,
  type PageRenderer,
  type RenderedDeliveryLocation,
  type RenderResult,
} from './page-renderer.ts';

export interface WebPagesOptions {
  catalog: CatalogService;
  seo: SeoService;
  /** Article pages' heads (features/content); absent in apps without the content feature. */
  articles?: { pageHead(path: string, origin: string, language: LanguageCode): Promise<string | null> } | undefined;
  /** The web build (WEB_DIST_DIR): index.html, assets, and the renderer in server/. */
  distDir: string;
  /** Public origin of canonical and Open Graph URLs; the request's own origin outside production. */
  publicUrl?: string | undefined;
  production: boolean;
  /**
   * The visitor's guest id, given on this reply to a visitor without one (the page is their first answer)
   * with the `name=value` cookie pair the page's own API calls must carry (`cookie`; null when they had one).
   */
  ensureGuestCookie(request: FastifyRequest, reply: FastifyReply): { guestId: string; cookie: string | null };
  /** The request carries a session cookie: the page is that person's, never cached. */
  hasSession(request: FastifyRequest): boolean;
  /** Rendered pages kept for visitors without a session (bytes); 0 turns the cache off. */
  pageCacheBytes?: number;
}

/** Pages differ by visitor (cart, account, language, pincode): revalidated every time, never shared. */
const PAGE_CACHE = 'private, no-cache';
const PLACE_MAX_LENGTH = 80;
/** Rendered pages for visitors without a session, by default: ≈ 1,500 product pages of ≈ 173 KB. */
const PAGE_CACHE_BYTES = 256 * 1024 * 1024;
/**
 * What a cached page may show stale, and for how long: what changes without the catalog's change signal
 * (delivery estimates, view counts, the SEO heads' non-catalog parts). Prices and stock never: every catalog
 * or stock change empties the cache at once (catalog.version()).
 */
const PAGE_CACHE_TTL_MS = 60_000;
/** Pages that show live state to guests (an ambulance request's status by its code, issue 15): never stored. */
const LIVE_PAGES = new Set(['/services/ambulance-request']);

/** The pincode the visitor chose (cookies the web app writes beside its local storage), if well-formed. */
function deliveryLocationOf(request: FastifyRequest): RenderedDeliveryLocation | null {
  const pincode = request.cookies.pincode;
  if (!pincode || !PINCODE_PATTERN.test(pincode)) return null;
  const place = request.cookies.pincodePlace?.trim().slice(0, PLACE_MAX_LENGTH) || null;
  return { pincode, place };
}

/**
 * The page's API calls, answered by this app in-process (no socket, no HTTP to itself): the same routes,
 * validation, serialisation and auth as the browser's calls, with the visitor's cookie and address.
 */
function inProcessApi(app: FastifyInstance, request: FastifyRequest, cookie: string): ApiTransport {
  return async (path, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: path,
      headers: {
        // The web app's own headers (accept, error format), then the visitor's.
        ...Object.fromEntries(new Headers(init.headers).entries()),
        ...(cookie ? { cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      remoteAddress: request.ip,
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    const body = response.rawPayload;
    // A view, not a copy: a Uint8Array is a body in Node's and the DOM's typings alike.
    return new Response(empty ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page in the best encoding the browser accepts. Pages are answered by the not-found handler, which is not a
 * route, so @fastify/compress (it hooks routes) never sees them. Brotli at quality 4 as compress uses for the API;
 * on the thread pool, so a 170 KB page does not hold the event loop.
 */
async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string | Buffer,
): Promise<string | Buffer> {
  reply.header('vary', 'Cookie, Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (request.method === 'HEAD' || html.length < 1024) return html;
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipAsync(html);
  }
  return html;
}

export async function registerWebPages(app: FastifyInstance, options: WebPagesOptions): Promise<void> {
  const { catalog, seo, distDir, publicUrl, production } = options;

  const webIndex = join(distDir, 'index.html');
  const serveWeb = existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Source maps are built for error tracking, never served to the public in production; nor the renderer.
      allowedPath: (path) => !path.startsWith('/server/') && (!production || !path.endsWith('.map')),
      // Hashed build assets never change; everything else is revalidated.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.startsWith(join(distDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = indexHtmlReader(webIndex);
  const renderer = pageRendererLoader(distDir);
  const heads = createPageHeads({ catalog, seo, articles: options.articles });

  const pageCacheBytes = options.pageCacheBytes ?? PAGE_CACHE_BYTES;
  const pages = createPageCache({ maxBytes: pageCacheBytes, ttlMs: PAGE_CACHE_TTL_MS });

  /** A page as every visitor without a session sees it: URL (query in a fixed order), language, pincode, origin. */
  function pageKey(request: FastifyRequest, path: string, search: string, language: string): string {
    const query = new URLSearchParams(search);
    query.sort();
    const location = deliveryLocationOf(request);
    return [siteOrigin(publicUrl, request), `${path}?${query}`, language, location?.pincode, location?.place].join(
      '\n',
    );
  }

  async function renderPage(
    pageRenderer: PageRenderer,
    request: FastifyRequest,
    cookie: string,
    language: ReturnType<typeof pageLanguage>,
  ) {
    try {
      return await pageRenderer.render({
        url: `${siteOrigin(publicUrl, request)}${request.url}`,
        headers: cookie ? { cookie } : {},
        language: language.language,
        deliveryLocation: deliveryLocationOf(request),
        api: inProcessApi(app, request, cookie),
      });
    } catch (error) {
      // The browser renders the page itself from the plain shell: slower to show, but shown.
      request.log.error({ err: error, url: request.url }, 'server rendering failed; sending the app shell');
      return null;
    }
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const [path = '/', search = ''] = request.url.split('?');
    const visitor = options.ensureGuestCookie(request, reply);
    const cookie = [request.headers.cookie, visitor.cookie].filter(Boolean).join('; ');
    const language = pageLanguage(request);
    const template = await indexHtml();
    // A HEAD answers the status and headers only: nothing is rendered (nor a product view counted).
    const pageRenderer = request.method === 'GET' ? await renderer() : null;

    const cacheable =
      pageRenderer !== null &&
      pageCacheBytes > 0 &&
      !options.hasSession(request) &&
      !LIVE_PAGES.has(path.toLowerCase());
    const key = cacheable ? pageKey(request, path, search, language.language) : '';
    // Read before rendering: a change while the page renders makes it stale at once.
    const generation: PageGeneration = [catalog.version(), pageRenderer, template];
    const cached = cacheable ? pages.get(key, generation) : null;
    if (cached) {
      // The render's own request for the product counted its view; from memory it is counted here.
      const productId = PRODUCT_PATH.exec(path)?.[1];
      if (productId) catalog.recordView(Number(productId), guestVisitorKey(visitor.guestId));
      return reply
        .code(cached.status)
        .header('cache-control', PAGE_CACHE)
        .header('vary', 'Cookie')
        .header('x-page-cache', 'hit')
        .type('text/html; charset=utf-8')
        .send(await compressed(request, reply, pageFor(cached, visitor.guestId)));
    }
    const rendered: RenderResult | null = pageRenderer
      ? await renderPage(pageRenderer, request, cookie, language)
      : null;

    reply.header('cache-control', rendered ? PAGE_CACHE : 'no-cache').header('vary', 'Cookie');
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);

    let status = rendered ? rendered.status : isWebRoute(path) ? 200 : 404;
    const { head, unknownProduct } = await heads.headOf({
      origin: siteOrigin(publicUrl, request),
      path,
      query: new URLSearchParams(search),
      language: language.language,
      status,
      template: indexHead(template),
      rendered: rendered && { head: rendered.head, description: rendered.meta.description, faq: rendered.meta.faq },
    });
    // The plain shell of a product page that names no product is a 404 too.
    if (unknownProduct) status = 404;
    let html = head ? injectHead(template, head, language.language) : template;
    if (rendered) html = withRenderedApp(html, rendered.html, SSR_PAYLOAD_ELEMENT_ID, rendered.payload);
    // Only complete pages that exist: a not-found is cheap to answer and endless in its URLs.
    if (cacheable && rendered && status === 200) {
      pages.set(key, generation, { status, parts: pageParts(html, visitor.guestId) });
      reply.header('x-page-cache', 'miss');
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(await compressed(request, reply, html));
  }

  app.setNotFoundHandler(async (request, reply) => {
    await guardUnmatchedStaffPath(request);
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !serveWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` });
    }
    // Every other GET is a page of the web app: its own, or its 404 page (with the status a crawler needs).
    return servePage(request, reply);
  });
}
