import type { FastifyPluginAsync } from 'fastify';
import type { CatalogService } from './catalog.service.ts';
import { indexHtmlReader, injectHead, pageLanguage, siteOrigin } from '../../lib/page-head.ts';
import { NOT_FOUND_HEAD, productHead } from './product-page-meta.ts';

export interface ProductPageRoutesOptions {
  catalog: CatalogService;
  /** The built web app's index.html. */
  indexHtmlPath: string;
  /** Public origin for canonical and Open Graph URLs; the request's own origin outside production. */
  publicUrl?: string | undefined;
}

/**
 * GET /products/{id}: the web app's index.html with the product's meta and JSON-LD already in the head, and
 * <html lang dir> in the page's language (`?lang=`, else the `language` cookie).
 */
export const productPageRoutes: FastifyPluginAsync<ProductPageRoutesOptions> = async (
  app,
  { catalog, indexHtmlPath, publicUrl },
) => {
  const indexHtml = indexHtmlReader(indexHtmlPath);

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const raw = request.params.id;
    // Not a product id ("featured", "specialty", …): the web router's own page, through the history fallback.
    if (!/^\d+$/.test(raw)) return reply.callNotFound();
    const id = raw.length <= 10 ? Number(raw) : 0;
    const product = id >= 1 && id <= 2_147_483_647 ? await catalog.findProduct(id) : null;
    const { language } = pageLanguage(request);
    const head = product ? productHead(product, siteOrigin(publicUrl, request), language) : NOT_FOUND_HEAD;
    const html = injectHead(await indexHtml(), head, language);
    return reply
      .code(product ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
