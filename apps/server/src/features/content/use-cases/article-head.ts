import type { ArticleDetail } from '@aushadh/shared/content/schemas.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import {
  breadcrumbList,
  escapeHtml,
  jsonLdScript,
  languageLinks,
  localizedUrl,
  socialTags,
} from '../../../lib/page-head.ts';

/** Where an article is read: health articles under /articles, company news under /blog. */
export const articlePagePath = (article: Pick<ArticleDetail, 'section' | 'slug'>) =>
  `${article.section === 'news' ? '/blog' : '/articles'}/${article.slug}`;

/** The article page's path; its section's prefix in group 1, its slug in group 2. */
export const ARTICLE_PAGE_PATH = /^\/(articles|blog)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * schema.org Article (MedicalWebPage facts for health: the reviewing doctor as `reviewedBy`), in the page's
 * language. Every text is escaped by jsonLdScript.
 */
export function articleStructuredData(article: ArticleDetail, origin: string, language: LanguageCode) {
  const url = localizedUrl(origin, articlePagePath(article), language);
  return {
    '@context': 'https://schema.org',
    '@type': article.section === 'health' ? ['Article', 'MedicalWebPage'] : 'Article',
    '@id': url,
    mainEntityOfPage: url,
    headline: clip(article.title, 110),
    description: article.summary,
    inLanguage: article.language,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    timeRequired: `PT${article.readingMinutes}M`,
    articleSection: article.category,
    keywords: article.tags.join(', '),
    image: article.coverImageUrl ? `${origin}${article.coverImageUrl}` : `${origin}/favicon.svg`,
    author: { '@type': 'Organization', name: article.authorName },
    ...(article.reviewer
      ? {
          reviewedBy: {
            '@type': 'Person',
            name: article.reviewer.name,
            identifier: article.reviewer.registration,
            jobTitle: 'Physician',
          },
          lastReviewed: article.updatedAt,
        }
      : {}),
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Aushadh',
      logo: `${origin}/favicon.svg`,
    },
  };
}

/** The <head> of an article page a crawler sees: title, description, language links, social tags, JSON-LD. */
export function articleHead(article: ArticleDetail, origin: string, language: LanguageCode): string {
  const path = articlePagePath(article);
  const title = `${article.title} | Aushadh`;
  const description = clip(article.summary, 300);
  const listPath = article.section === 'news' ? '/blog' : '/health-blog';
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...languageLinks(origin, path, language),
    ...socialTags({
      type: 'article',
      title,
      description,
      url: localizedUrl(origin, path, language),
      ...(article.coverImageUrl ? { image: `${origin}${article.coverImageUrl}` } : {}),
    }),
    `<meta property="article:published_time" content="${escapeHtml(article.publishedAt)}">`,
    `<meta property="article:modified_time" content="${escapeHtml(article.updatedAt)}">`,
    jsonLdScript(articleStructuredData(article, origin, language)),
    jsonLdScript(
      breadcrumbList([
        { name: 'Home', url: localizedUrl(origin, '/', language) },
        { name: article.section === 'news' ? 'Blog' : 'Health Blog', url: localizedUrl(origin, listPath, language) },
        { name: article.title, url: localizedUrl(origin, path, language) },
      ]),
    ),
  ].join('\n    ');
}
