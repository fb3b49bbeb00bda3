import { z } from 'zod';

/** Largest number of URLs in one child sitemap (the protocol allows 50,000; smaller files fetch faster). */
export const SITEMAP_MAX_URLS = 10_000;

/** GET /sitemaps/{file}: the child sitemaps the index lists. */
export const sitemapFileParamsSchema = z.object({
  file: z.string().regex(/^(?:pages|categories|specialties|articles|products-[1-9]\d{0,4})\.xml$/, 'Unknown sitemap'),
});
export type SitemapFileParams = z.infer<typeof sitemapFileParamsSchema>;
