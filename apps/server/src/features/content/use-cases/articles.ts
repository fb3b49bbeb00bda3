import {
  CONTENT_LIMITS,
  contentImageUrl,
  contentState,
  type AdminArticle,
  type AdminArticleRow,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleInput,
  type ArticleList,
  type ArticleListQuery,
  type ArticleSummary,
  type PublishInput,
} from '@aushadh/shared/content/schemas.ts';
import { productListQuerySchema, type ProductSummary } from '@aushadh/shared/catalog/schemas.ts';
import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { memoByKey } from '../../../lib/memo.ts';
import type { ContentDeps, Editor } from '../content-deps.ts';
import type { ArticleRow, TranslationInsert, TranslationRow } from '../content.repository.ts';
import { renderMarkdown } from '../markdown.ts';
import { ARTICLE_PAGE_PATH, articleHead } from './article-head.ts';
import { publishTransition, retireTransition } from './publishing.ts';

/** The translation to show: the asked language when written in it, else English (always there). */
function pick(translations: TranslationRow[], language: LanguageCode): TranslationRow {
  return translations.find((t) => t.language === language) ?? translations.find((t) => t.language === 'en')!;
}

function byArticle(rows: TranslationRow[]): Map<number, TranslationRow[]> {
  const map = new Map<number, TranslationRow[]>();
  for (const row of rows) map.set(row.articleId, [...(map.get(row.articleId) ?? []), row]);
  return map;
}

function toSummary(row: ArticleRow, translation: TranslationRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    section: row.section,
    category: row.category as ArticleCategory,
    tags: row.tags,
    language: translation.language as LanguageCode,
    title: translation.title,
    summary: translation.summary,
    authorName: row.authorName,
    reviewer:
      row.reviewerName && row.reviewerRegistration
        ? { name: row.reviewerName, registration: row.reviewerRegistration }
        : null,
    readingMinutes: translation.readingMinutes,
    coverImageUrl: row.coverImageId ? contentImageUrl(row.coverImageId) : null,
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
  };
}

/** The rows an input makes: each language's Markdown rendered once, here, never on a page view. */
function translationRows(articleId: number, input: ArticleInput): TranslationInsert[] {
  return Object.entries(input.translations).flatMap(([language, t]) => {
    if (!t) return [];
    const rendered = renderMarkdown(t.markdown);
    return [
      {
        articleId,
        language,
        title: t.title,
        summary: t.summary,
        bodyMarkdown: t.markdown,
        bodyHtml: rendered.html,
        readingMinutes: rendered.readingMinutes,
      },
    ];
  });
}

/** What the audit log keeps of an article: ids, state and address — never its words. */
const auditView = (row: ArticleRow) => ({
  slug: row.slug,
  section: row.section,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
});

/** How long an article's related-products shelf is reused, and for how many searches at most. */
const RELATED_SHELF_TTL_MS = 60_000;
const RELATED_SHELVES_KEPT = 200;

export function createArticles(deps: ContentDeps) {
  const { repository, uow, audit } = deps;
  const now = () => deps.now?.() ?? new Date();

  /**
   * Live lists and articles, read-mostly: kept 30 s (a scheduled article, or another instance's edit, shows
   * within that), and dropped at once after this instance commits any article change.
   */
  const LIVE_CACHE = { ttlMs: 30_000, max: 500 };
  const liveLists = memoByKey((query: ArticleListQuery) => loadList(query), { ...LIVE_CACHE, keyOf: JSON.stringify });
  const liveArticles = memoByKey(
    async (slug: string) => {
      const row = await repository.liveArticleBySlug(slug, now());
      return row ? { row, translations: await repository.translationsOf([row.id]) } : null;
    },
    { ...LIVE_CACHE, keyOf: (slug) => slug },
  );
  const changed = () =>
    uow.afterCommit(() => {
      liveLists.invalidate();
      liveArticles.invalidate();
    });

  async function loadList(query: ArticleListQuery): Promise<ArticleList> {
    const pageSize = CONTENT_LIMITS.pageSize;
    const { rows, total } = await repository.liveArticles({
      section: query.section,
      category: query.category,
      tag: query.tag?.toLowerCase(),
      now: now(),
      limit: pageSize,
      offset: (query.page - 1) * pageSize,
    });
    const translations = byArticle(await repository.translationsOf(rows.map((r) => r.id)));
    return {
      items: rows.map((row) => toSummary(row, pick(translations.get(row.id) ?? [], query.lang))),
      total,
      page: query.page,
      pageSize,
    };
  }

  async function searchRelated(query: string): Promise<ProductSummary[]> {
    const parsed = productListQuerySchema.safeParse({ q: query, pageSize: CONTENT_LIMITS.relatedProducts });
    if (!parsed.success) return [];
    const page = await deps.catalog.listProducts(parsed.data);
    return page.items.slice(0, CONTENT_LIMITS.relatedProducts);
  }
  // Every reader of an article asked the catalog the same search (p50 453 ms under load). The shelf shows prices
  // and stock, so it is keyed on the catalog's version: any catalog or stock change makes a new entry.
  const relatedShelves = memoByKey(searchRelated, {
    ttlMs: RELATED_SHELF_TTL_MS,
    max: RELATED_SHELVES_KEPT,
    keyOf: (query) => `${deps.catalog.version()}\u0000${query}`,
  });
  const relatedProducts = (query: string) => (query ? relatedShelves.get(query) : Promise.resolve([]));

  function adminRow(row: ArticleRow, translations: TranslationRow[], at: Date): AdminArticleRow {
    return {
      id: row.id,
      slug: row.slug,
      section: row.section,
      category: row.category as ArticleCategory,
      title: pick(translations, 'en').title,
      languages: translations.map((t) => t.language as LanguageCode).sort(),
      status: row.status,
      state: contentState(row.status, row.publishAt, at),
      publishAt: row.publishAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function adminArticle(row: ArticleRow): Promise<AdminArticle> {
    const translations = await repository.translationsOf([row.id]);
    return {
      ...adminRow(row, translations, now()),
      tags: row.tags,
      authorName: row.authorName,
      reviewerName: row.reviewerName ?? '',
      reviewerRegistration: row.reviewerRegistration ?? '',
      relatedProductsQuery: row.relatedProductsQuery,
      coverImageId: row.coverImageId,
      coverImageUrl: row.coverImageId ? contentImageUrl(row.coverImageId) : null,
      translations: Object.fromEntries(
        translations.map((t) => [t.language, { title: t.title, summary: t.summary, markdown: t.bodyMarkdown }]),
      ),
    };
  }

  async function checkImage(id: number | null) {
    if (id !== null && !(await repository.imageExists(id))) throw new AppError('CONTENT_IMAGE_NOT_FOUND');
  }

  const columns = (input: ArticleInput) => ({
    slug: input.slug,
    section: input.section,
    category: input.category,
    tags: [...new Set(input.tags)],
    authorName: input.authorName,
    reviewerName: input.reviewerName || null,
    reviewerRegistration: input.reviewerRegistration || null,
    relatedProductsQuery: input.relatedProductsQuery,
    coverImageId: input.coverImageId,
  });

  async function slugGuard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'articles_slug_idx')) throw new AppError('ARTICLE_SLUG_TAKEN', {}, { cause: error });
      throw error;
    }
  }

  return {
    /** /health-blog, /articles, /blog: live articles of a section, newest first. */
    list: (query: ArticleListQuery): Promise<ArticleList> => liveLists.get(query),

    /** A live article in the asked language (English when not written in it), with its related products. */
    async detail(slug: string, language: LanguageCode): Promise<ArticleDetail> {
      const found = await liveArticles.get(slug);
      if (!found) throw new AppError('ARTICLE_NOT_FOUND');
      const { row, translations } = found;
      const translation = pick(translations, language);
      return {
        ...toSummary(row, translation),
        html: translation.bodyHtml,
        updatedAt: row.updatedAt.toISOString(),
        languages: translations.map((t) => t.language as LanguageCode).sort(),
        relatedProducts: await relatedProducts(row.relatedProductsQuery),
      };
    },

    /**
     * The head of an article page (JSON-LD Article, social tags) for the server's HTML; null when the path is
     * not an article page or names no live article (the page then says so itself, with a 404).
     */
    async pageHead(path: string, origin: string, language: LanguageCode): Promise<string | null> {
      const slug = ARTICLE_PAGE_PATH.exec(path)?.[2];
      if (!slug || slug.length > 120) return null;
      const found = await liveArticles.get(slug);
      if (!found) return null;
      const { row, translations } = found;
      const translation = pick(translations, language);
      const detail: ArticleDetail = {
        ...toSummary(row, translation),
        html: '',
        updatedAt: row.updatedAt.toISOString(),
        languages: [],
        relatedProducts: [],
      };
      return articleHead(detail, origin, language);
    },

    /** The sitemap's article entries. */
    sitemapEntries: () => repository.liveArticleStamps(now()),

    /* ── admin ── */
    async adminList(filter: { state?: AdminArticleRow['state'] | undefined; section?: 'health' | 'news' | undefined }) {
      const at = now();
      const rows = await repository.adminArticles({ ...filter, now: at });
      const translations = byArticle(await repository.translationsOf(rows.map((r) => r.id)));
      return rows.map((row) => adminRow(row, translations.get(row.id) ?? [], at));
    },

    async adminGet(id: number): Promise<AdminArticle> {
      const row = await repository.findArticle(id);
      if (!row) throw new AppError('ARTICLE_NOT_FOUND');
      return adminArticle(row);
    },

    preview: (markdown: string) => renderMarkdown(markdown),

    async create(editor: Editor, input: ArticleInput): Promise<AdminArticle> {
      return slugGuard(() =>
        uow.transaction(async () => {
          await checkImage(input.coverImageId);
          const row = await repository.insertArticle({
            ...columns(input),
            createdBy: editor.userId,
            updatedBy: editor.userId,
          });
          await repository.replaceTranslations(row.id, translationRows(row.id, input));
          changed();
          await audit.record(editor, {
            action: 'article.created',
            targetType: 'article',
            targetId: row.id,
            after: auditView(row),
          });
          return adminArticle(row);
        }),
      );
    },

    async update(editor: Editor, id: number, input: ArticleInput): Promise<AdminArticle> {
      return slugGuard(() =>
        uow.transaction(async () => {
          const before = await repository.lockArticle(id);
          if (!before) throw new AppError('ARTICLE_NOT_FOUND');
          await checkImage(input.coverImageId);
          const row = await repository.updateArticle(id, {
            ...columns(input),
            updatedBy: editor.userId,
            updatedAt: now(),
          });
          await repository.replaceTranslations(id, translationRows(id, input));
          changed();
          await audit.record(editor, {
            action: 'article.updated',
            targetType: 'article',
            targetId: id,
            before: { ...auditView(before), languages: (await repository.translationsOf([id])).length },
            after: { ...auditView(row), languages: Object.keys(input.translations) },
          });
          return adminArticle(row);
        }),
      );
    },

    async publish(editor: Editor, id: number, input: PublishInput): Promise<AdminArticle> {
      return uow.transaction(async () => {
        const before = await repository.lockArticle(id);
        if (!before) throw new AppError('ARTICLE_NOT_FOUND');
        const row = await repository.updateArticle(id, {
          ...publishTransition(before.status, input.publishAt, now()),
          updatedBy: editor.userId,
          updatedAt: now(),
        });
        changed();
        await audit.record(editor, {
          action: 'article.published',
          targetType: 'article',
          targetId: id,
          before: auditView(before),
          after: auditView(row),
        });
        return adminArticle(row);
      });
    },

    async retire(editor: Editor, id: number): Promise<AdminArticle> {
      return uow.transaction(async () => {
        const before = await repository.lockArticle(id);
        if (!before) throw new AppError('ARTICLE_NOT_FOUND');
        const row = await repository.updateArticle(id, {
          ...retireTransition(before.status),
          updatedBy: editor.userId,
          updatedAt: now(),
        });
        changed();
        await audit.record(editor, {
          action: 'article.retired',
          targetType: 'article',
          targetId: id,
          before: auditView(before),
          after: auditView(row),
        });
        return adminArticle(row);
      });
    },
  };
}
