/**
 * Building blocks of a server-written <head>: canonical and hreflang links, Open Graph and Twitter tags,
 * JSON-LD blocks, the document's lang/dir. Every text is escaped: HTML-escaped in tags and attributes; in
 * JSON-LD `<`, `>`, `&`, U+2028 and U+2029 become \u escapes, so no text can close the script element.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  isLanguageCode,
  languageDir,
  type LanguageCode,
} from '@aushadh/shared/i18n/languages.ts';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML and XML alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const HTML_UNESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
/** Reads back text escaped by escapeHtml (or by React). */
export const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => HTML_UNESCAPES[name]!);

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
/** JSON that is safe inside <script type="application/ld+json"> (or application/json): one pass over the text. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

/** Data, not code: the strict CSP (script-src 'self') does not apply to it. */
export const jsonLdScript = (value: unknown) => `<script type="application/ld+json">${jsonForScript(value)}</script>`;

/**
 * The origin of absolute URLs: PUBLIC_URL (required in production by config.ts, so the Host header never
 * decides a canonical URL there); the request's own origin in development and tests.
 */
export const siteOrigin = (publicUrl: string | undefined, request: FastifyRequest) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

/**
 * A page's language: `?lang=` (the URL each hreflang alternate names), else the `language` cookie, else
 * English. The canonical URL names the language the page is served in.
 */
export function pageLanguage(request: FastifyRequest): { language: LanguageCode } {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguageCode(query)) return { language: query };
  const cookie = request.cookies?.[LANGUAGE_STORAGE_KEY];
  return { language: isLanguageCode(cookie) ? cookie : DEFAULT_LANGUAGE };
}

/** `path` in `language`: English has no parameter (it is also the x-default), others `?lang=<code>`. */
export const localizedUrl = (origin: string, path: string, language: LanguageCode) =>
  `${origin}${path}${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`;

/** The canonical link of the page in the URL's language, one alternate per language and the x-default. */
export function languageLinks(origin: string, path: string, language: LanguageCode): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(localizedUrl(origin, path, language))}">`,
    ...LANGUAGE_CODES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(localizedUrl(origin, path, code))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(origin, path, DEFAULT_LANGUAGE))}">`,
  ];
}

/** Open Graph and Twitter card tags. */
export function socialTags(page: {
  type: 'website' | 'product' | 'article';
  title: string;
  description: string;
  url: string;
  image?: string;
}): string[] {
  const tags = [
    `<meta property="og:type" content="${page.type}">`,
    `<meta property="og:site_name" content="Aushadh">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(page.url)}">`,
  ];
  if (page.image) tags.push(`<meta property="og:image" content="${escapeHtml(page.image)}">`);
  tags.push(
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}">`,
  );
  if (page.image) tags.push(`<meta name="twitter:image" content="${escapeHtml(page.image)}">`);
  return tags;
}

/** schema.org BreadcrumbList of absolute URLs, first crumb first. */
export const breadcrumbList = (crumbs: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/** The title and description index.html ships with (the home page's own). */
export function indexHead(indexHtml: string): { title: string; description: string } {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(indexHtml)?.[1]?.trim() ?? 'Aushadh';
  const description = /<meta\s+name=["']description["']\s+content="([^"]*)"/i.exec(indexHtml)?.[1]?.trim() ?? '';
  return { title: unescapeHtml(title), description: unescapeHtml(description.replace(/\s+/g, ' ')) };
}

/**
 * Replaces the page's own title, description, canonical, alternates, Open Graph and Twitter tags with `head`,
 * and sets <html lang dir> to `language`.
 */
export function injectHead(indexHtml: string, head: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const stripped = indexHtml
    .replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${languageDir(language)}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["'](?:canonical|alternate)["'][^>]*>\s*/gi, '')
    .replace(/<meta\s+(?:property|name)=["'](?:og|twitter):[^"']*["'][^>]*>\s*/gi, '');
  const at = stripped.search(/<\/head>/i);
  if (at === -1) return `${head}\n${stripped}`;
  return `${stripped.slice(0, at)}    ${head}\n  ${stripped.slice(at)}`;
}

/** How often a file served from the build is checked for a new build. */
export const BUILD_CHECK_MS = 1000;

/** Reads the built index.html, again only when the file changed (a new build while the server runs). */
export function indexHtmlReader(path: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string; checkedAt: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.checkedAt < BUILD_CHECK_MS) return cached.html;
    const { mtimeMs } = await stat(path);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(path, 'utf8'), checkedAt: 0 };
    cached.checkedAt = Date.now();
    return cached.html;
  };
}

/**
 * A server-rendered page: the app's markup inside #root, followed by the data the browser hydrates from
 * (JSON, not code: the strict CSP allows it; escaped like JSON-LD, so no text can close the element).
 */
export function withRenderedApp(indexHtml: string, appMarkup: string, payloadId: string, payload: unknown): string {
  const data = `<script type="application/json" id="${payloadId}">${jsonForScript(payload)}</script>`;
  return indexHtml.replace(/<div id="root"><\/div>/, () => `<div id="root">${appMarkup}</div>${data}`);
}
