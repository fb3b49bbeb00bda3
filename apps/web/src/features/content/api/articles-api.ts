import {
  ARTICLE_CATEGORIES,
  articleDetailSchema,
  articleListSchema,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleList,
  type ArticleSection,
} from '@aushadh/shared/content/schemas.ts';
import { isLanguageCode, type LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface ArticlesParams {
  section: ArticleSection;
  category: ArticleCategory | null;
  tag: string;
  page: number;
  language: LanguageCode;
}

/** The language content is asked in: the page's own (English for anything else). */
export const contentLanguage = (language: string | undefined): LanguageCode =>
  isLanguageCode(language) ? language : 'en';

/** Reads ?category&tag&page of /health-blog, /articles and /blog (the page and the server's loader alike). */
export function readArticlesParams(
  section: ArticleSection,
  search: URLSearchParams,
  language: LanguageCode,
): ArticlesParams {
  const category = search.get('category') ?? '';
  const page = Number(search.get('page'));
  return {
    section,
    category: (ARTICLE_CATEGORIES as readonly string[]).includes(category) ? (category as ArticleCategory) : null,
    tag: (search.get('tag') ?? '').trim().toLowerCase().slice(0, 40),
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
    language,
  };
}

/** GET /api/articles?section&category&tag&page&lang */
export function getArticles(params: ArticlesParams, signal?: AbortSignal): Promise<ArticleList> {
  const search = new URLSearchParams({ section: params.section, lang: params.language });
  if (params.category) search.set('category', params.category);
  if (params.tag) search.set('tag', params.tag);
  if (params.page > 1) search.set('page', String(params.page));
  return apiFetch(
    `/api/articles?${search.toString()}`,
    import.meta.env.DEV && articleListSchema,
    signal ? { signal } : {},
  );
}

export function articlesQueryOptions(params: ArticlesParams) {
  return queryOptions({
    queryKey: [
      'content',
      'articles',
      params.section,
      params.category ?? '',
      params.tag,
      params.page,
      params.language,
    ] as const,
    queryFn: ({ signal }) => getArticles(params, signal),
    staleTime: 5 * 60_000,
  });
}

export function useArticles(params: ArticlesParams) {
  return useQuery({ ...articlesQueryOptions(params), placeholderData: keepPreviousData });
}

/** GET /api/articles/{slug}?lang */
export function getArticle(slug: string, language: LanguageCode, signal?: AbortSignal): Promise<ArticleDetail> {
  return apiFetch(
    `/api/articles/${encodeURIComponent(slug)}?lang=${language}`,
    import.meta.env.DEV && articleDetailSchema,
    signal ? { signal } : {},
  );
}

export function articleQueryOptions(slug: string, language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'article', slug, language] as const,
    queryFn: ({ signal }) => getArticle(slug, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useArticle(slug: string, language: LanguageCode) {
  return useQuery(articleQueryOptions(slug, language));
}
