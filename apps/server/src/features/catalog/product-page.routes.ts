import { stat, readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogService } from './catalog.service.ts';
import { injectHead, NOT_FOUND_HEAD, productHead } from './product-page-meta.ts';

export interface ProductPageRoutesOptions {
  catalog: CatalogService;
  /** The built web app's index.html. */
  indexHtmlPath: string;
  /** Public origin for canonical and Open Graph URLs; defaults to the request's own origin. */
  publicUrl?: string | undefined;
}

/** GET /products/{id}: the web app's index.html with the product's meta and JSON-LD already in the head. */
export const productPageRoutes: FastifyPluginAsync<ProductPageRoutesOptions> = async (
  app,
  { catalog, indexHtmlPath, publicUrl },
) => {
  let cachedHtml: { mtimeMs: number; html: string } | null = null;
  async function indexHtml(): Promise<string> {
    const { mtimeMs } = await stat(indexHtmlPath);
    if (cachedHtml?.mtimeMs !== mtimeMs) cachedHtml = { mtimeMs, html: await readFile(indexHtmlPath, 'utf8') };
    return cachedHtml.html;
  }

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const raw = request.params.id;
    // Not a product id ("featured", "specialty", …): the web router's own page, through the history fallback.
    if (!/^\d+$/.test(raw)) return reply.callNotFound();
    const id = raw.length <= 10 ? Number(raw) : 0;
    const product = id >= 1 && id <= 2_147_483_647 ? await catalog.findProduct(id) : null;
    const origin = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
    const html = injectHead(await indexHtml(), product ? productHead(product, origin) : NOT_FOUND_HEAD);
    return reply
      .code(product ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
