import { createHash } from 'node:crypto';
import { STAFF_AREAS } from '@aushadh/shared/auth/roles.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { LANGUAGE_CODES } from '@aushadh/shared/i18n/languages.ts';
import { HOME_FAQ } from '@aushadh/shared/seo/home-faq.ts';
import { SITEMAP_MAX_URLS } from '@aushadh/shared/seo/schemas.ts';
import { WEB_ROUTES } from '@aushadh/shared/web-routes.ts';
import { escapeHtml, jsonLdScript, languageLinks, localizedUrl, socialTags } from '../../lib/page-head.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

/**
 * Pages of WEB_ROUTES that are a person's own, a step of buying, or a search result: never in a sitemap.
 * Typed by key, so a renamed route fails to compile instead of slipping into the sitemap.
 */
const NOT_LISTED: readonly (keyof typeof WEB_ROUTES)[] = [
  'login',
  'profile',
  'orders',
  'order',
  'cart',
  'checkout',
  'search',
];

/** Static public pages: WEB_ROUTES without parameters and without the pages above. */
export const SITEMAP_PAGES: readonly string[] = Object.entries(WEB_ROUTES)
  .filter(([key, path]) => !path.includes(':') && !NOT_LISTED.includes(key as keyof typeof WEB_ROUTES))
  .map(([, path]) => path);

/**
 * Paths crawlers stay out of: the API (but its pictures), signed-in pages, buying, staff areas, development.
 * `/login` is crawlable (issue 10 asks SEO 100 there; people search "Aushadh login"), though not in a sitemap.
 */
const DISALLOWED = [
  '/api/',
  '/cart',
  '/checkout',
  '/profile',
  '/orders',
  '/dev/',
  ...STAFF_AREAS.map((area) => area.path),
];

/** Whether search engines may index a page at this path: public pages yes; search results, buying, accounts, staff no. */
export function isIndexablePath(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower === '/search' || lower.startsWith('/search/')) return false;
  return !DISALLOWED.some((prefix) =>
    prefix.endsWith('/') ? lower.startsWith(prefix) : lower === prefix || lower.startsWith(`${prefix}/`),
  );
}

export interface XmlDocument {
  xml: string;
  etag: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function document(xml: string): XmlDocument {
  return { xml, etag: `"${createHash('sha1').update(xml).digest('base64url')}"` };
}

const newest = (dates: Date[]) => dates.reduce<Date | null>((a, b) => (a && a > b ? a : b), null);

function urlSet(entries: { loc: string; lastmod?: Date | null }[]): XmlDocument {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return document(`${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`);
}

export interface SeoServiceOptions {
  catalog: Pick<CatalogService, 'sitemapSource'>;
  /** Live articles (features/content): their own child sitemap, read fresh on each request (a few hundred rows). */
  articles?: { sitemapEntries(): Promise<{ slug: string; section: 'health' | 'news'; updatedAt: Date }[]> } | undefined;
}

/** robots.txt, the sitemap index and its children (from the catalog only), and the home page's head. */
export function createSeoService({ catalog, articles }: SeoServiceOptions) {
  // The rendered sitemaps of one catalog version and origin; a new version drops them all.
  let built: { version: number; origin: string; files: Map<string, XmlDocument> } | null = null;

  async function sitemaps(origin: string): Promise<Map<string, XmlDocument>> {
    const source = await catalog.sitemapSource();
    if (built?.version === source.version && built.origin === origin) return built.files;
    const files = new Map<string, XmlDocument>();
    files.set('pages.xml', urlSet(SITEMAP_PAGES.map((path) => ({ loc: `${origin}${path}` }))));
    files.set(
      'categories.xml',
      urlSet(source.categories.map((c) => ({ loc: `${origin}/products/category/${c.id}`, lastmod: c.lastmod }))),
    );
    files.set(
      'specialties.xml',
      urlSet(source.specialties.map((s) => ({ loc: `${origin}/products/specialty/${s.slug}`, lastmod: s.lastmod }))),
    );
    const lastmods = new Map<string, Date | null>([
      ['pages.xml', null],
      ...(articles ? [['articles.xml', null] as [string, null]] : []),
      ['categories.xml', newest(source.categories.map((c) => c.lastmod))],
      ['specialties.xml', newest(source.specialties.map((s) => s.lastmod))],
    ]);
    for (let start = 0, n = 1; start < source.products.length; start += SITEMAP_MAX_URLS, n += 1) {
      const chunk = source.products.slice(start, start + SITEMAP_MAX_URLS);
      files.set(
        `products-${n}.xml`,
        urlSet(chunk.map((p) => ({ loc: `${origin}/products/${p.id}`, lastmod: p.lastmod }))),
      );
      lastmods.set(`products-${n}.xml`, newest(chunk.map((p) => p.lastmod)));
    }
    const children = [...lastmods].map(
      ([name, lastmod]) =>
        `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${name}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
    );
    files.set(
      'index',
      document(`${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${children.join('\n')}\n</sitemapindex>\n`),
    );
    built = { version: source.version, origin, files };
    return files;
  }

  return {
    robotsTxt(origin: string): string {
      return [
        'User-agent: *',
        'Allow: /',
        // Product pictures live under /api: search engines may show them beside the page.
        'Allow: /api/images/',
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    async sitemapIndex(origin: string): Promise<XmlDocument> {
      return (await sitemaps(origin)).get('index')!;
    },

    /** A child sitemap by file name; null when there is none of that name. */
    async sitemapFile(origin: string, file: string): Promise<XmlDocument | null> {
      if (file === 'articles.xml' && articles) {
        const entries = await articles.sitemapEntries();
        return urlSet(
          entries.map((a) => ({
            loc: `${origin}${a.section === 'news' ? '/blog' : '/articles'}/${a.slug}`,
            lastmod: a.updatedAt,
          })),
        );
      }
      return (file === 'index' ? undefined : (await sitemaps(origin)).get(file)) ?? null;
    },

    /**
     * The home page's head: canonical, hreflang, social tags, Organization, WebSite with SearchAction, FAQPage
     * (of the questions the page shows: in its language when it was rendered, else the English source).
     */
    homeHead(
      origin: string,
      language: LanguageCode,
      page: { title: string; description: string },
      faqItems: readonly { question: string; answer: string }[] = HOME_FAQ,
    ): string {
      const url = localizedUrl(origin, '/', language);
      const organization = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: 'Aushadh',
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      };
      const website = {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: 'Aushadh',
        url: `${origin}/`,
        inLanguage: LANGUAGE_CODES,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      };
      const faq = {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqItems.map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      };
      return [
        `<title>${escapeHtml(page.title)}</title>`,
        `<meta name="description" content="${escapeHtml(page.description)}">`,
        ...languageLinks(origin, '/', language),
        ...socialTags({ type: 'website', title: page.title, description: page.description, url }),
        jsonLdScript(organization),
        jsonLdScript(website),
        jsonLdScript(faq),
      ].join('\n    ');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
