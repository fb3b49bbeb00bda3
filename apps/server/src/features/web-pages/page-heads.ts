/**
 * The <head> of each page the server sends: title, description, canonical and hreflang links, social tags
 * and structured data. Rendered pages bring their own <title> (in the page's language, the one the browser
 * keeps after hydrating), their description and what else they hoisted (robots, preloads).
 */
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { escapeHtml, languageLinks, localizedUrl, socialTags, unescapeHtml } from '../../lib/page-head.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { isIndexablePath, type SeoService } from '../seo/seo.service.ts';
import type { PageFaqItem } from './page-renderer.ts';
import { NOT_FOUND_HEAD, productHead } from './product-head.ts';

export interface PageHeadInput {
  origin: string;
  path: string;
  query: URLSearchParams;
  language: LanguageCode;
  status: number;
  /** The title and description index.html ships with. */
  template: { title: string; description: string };
  /** What the server render gave; null for the plain app shell. */
  rendered: { head: string; description?: string | undefined; faq?: PageFaqItem[] | undefined } | null;
}

const TITLE = /<title>([^<]*)<\/title>/;
const ROBOTS = /<meta name="robots"[^>]*>\s*/g;
/** A product page's path; its id in group 1. */
export const PRODUCT_PATH = /^\/products\/(\d+)$/;

/** A page of the storefront others may show in their results, with its language alternates. */
function publicPageHead(input: PageHeadInput, title: string, description: string): string[] {
  const url = localizedUrl(input.origin, input.path, input.language);
  return [
    ...languageLinks(input.origin, input.path, input.language),
    ...socialTags({ type: 'website', title, description, url }),
  ];
}

export function createPageHeads({
  catalog,
  seo,
  articles,
}: {
  catalog: Pick<CatalogService, 'findProduct'>;
  seo: SeoService;
  /** An article page's head (JSON-LD Article), null for any other path (features/content). */
  articles?: { pageHead(path: string, origin: string, language: LanguageCode): Promise<string | null> } | undefined;
}) {
  /** The product page's head, or null when the id names no product. */
  async function productPageHead(input: PageHeadInput, rawId: string): Promise<string | null> {
    const id = rawId.length <= 10 ? Number(rawId) : 0;
    const product = id >= 1 && id <= 2_147_483_647 ? await catalog.findProduct(id) : null;
    return product ? productHead(product, input.origin, input.language) : null;
  }

  return {
    /**
     * The page's head (null: the plain app shell keeps index.html's own), and whether it is a product page
     * naming no product (the plain shell's status is then 404 too).
     */
    async headOf(input: PageHeadInput): Promise<{ head: string | null; unknownProduct: boolean }> {
      const { rendered } = input;
      const renderedTitle = rendered ? TITLE.exec(rendered.head)?.[1] : undefined;
      const title = renderedTitle !== undefined ? unescapeHtml(renderedTitle) : input.template.title;
      const description = rendered?.description ?? input.template.description;
      const productId = PRODUCT_PATH.exec(input.path)?.[1];

      // An article page that exists has its own head, with Article JSON-LD (features/content).
      const articleHead =
        rendered && input.status === 200 ? await articles?.pageHead(input.path, input.origin, input.language) : null;
      let head: string;
      let unknownProduct = false;
      if (input.path === '/' && input.status === 200) {
        head = seo.homeHead(input.origin, input.language, { title, description }, rendered?.faq);
      } else if (productId !== undefined) {
        const product = await productPageHead(input, productId);
        unknownProduct = product === null;
        head = product ?? NOT_FOUND_HEAD;
      } else if (!rendered) {
        return { head: null, unknownProduct };
      } else if (articleHead) {
        head = articleHead;
      } else {
        const tags = [`<title>${escapeHtml(title)}</title>`];
        if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
        if (input.status !== 200 || !isIndexablePath(input.path)) {
          // Search results lead to products: followed, never indexed themselves.
          tags.push(`<meta name="robots" content="${input.path === '/search' ? 'noindex, follow' : 'noindex'}">`);
        } else {
          tags.push(...publicPageHead(input, title, description));
        }
        head = tags.join('\n    ');
      }
      if (!rendered) return { head, unknownProduct };

      // The page's own title (its language, as the browser shows it after hydrating) and hoisted elements.
      const hoisted = rendered.head.replace(TITLE, '');
      if (renderedTitle !== undefined) head = head.replace(TITLE, `<title>${renderedTitle}</title>`);
      if (hoisted.includes('name="robots"')) head = head.replace(ROBOTS, '');
      return { head: hoisted ? `${head}\n    ${hoisted}` : head, unknownProduct };
    },
  };
}
