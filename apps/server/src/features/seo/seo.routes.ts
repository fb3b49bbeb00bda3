import { sitemapFileParamsSchema } from '@aushadh/shared/seo/schemas.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { siteOrigin } from '../../lib/page-head.ts';
import type { SeoService, XmlDocument } from './seo.service.ts';

export interface SeoRoutesOptions {
  seo: SeoService;
  /** Public origin of every absolute URL; the request's own origin outside production. */
  publicUrl?: string | undefined;
}

/** Crawlers re-read these often enough; a catalog change reaches them within five minutes. */
const CRAWL_CACHE = 'public, max-age=300';

function sendXml(request: FastifyRequest, reply: FastifyReply, doc: XmlDocument) {
  reply.header('cache-control', CRAWL_CACHE).header('etag', doc.etag);
  if (request.headers['if-none-match'] === doc.etag) return reply.code(304).send();
  return reply.type('application/xml; charset=utf-8').send(doc.xml);
}

export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { seo, publicUrl }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', CRAWL_CACHE)
      .type('text/plain; charset=utf-8')
      .send(seo.robotsTxt(siteOrigin(publicUrl, request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendXml(request, reply, await seo.sitemapIndex(siteOrigin(publicUrl, request))),
  );

  app.get('/sitemaps/:file', { schema: { hide: true, params: sitemapFileParamsSchema } }, async (request, reply) => {
    const doc = await seo.sitemapFile(siteOrigin(publicUrl, request), request.params.file);
    if (!doc) throw new AppError('SITEMAP_NOT_FOUND');
    return sendXml(request, reply, doc);
  });
};
