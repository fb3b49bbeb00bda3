import { ARTICLE_CATEGORIES, CONTENT_LIMITS, type ArticleSection } from '@aushadh/shared/content/schemas.ts';
import { ChevronLeft, ChevronRight, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { contentLanguage, readArticlesParams, useArticles } from '../api/articles-api.ts';
import { ArticleCard } from '../components/article-card.tsx';

const HEALTH_CATEGORIES = ARTICLE_CATEGORIES.filter((c) => c !== 'company-news');

/** The list pages: /health-blog and /articles (health), /blog (company news). */
function ArticlesPage({ section }: { section: ArticleSection }) {
  const { t, i18n } = useTranslation('content');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const params = readArticlesParams(section, searchParams, contentLanguage(i18n.language));
  const articles = useArticles(params);
  // /articles is the same shelf as /health-blog under its own name (SPEC §2 lists both).
  const heading = pathname === '/articles' ? 'articles' : section;
  useMetaDescription(t(`sections.${heading}.meta`));

  const link = (next: { category?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    const category = next.category === undefined ? params.category : next.category;
    if (category) search.set('category', category);
    if (params.tag && next.category === undefined) search.set('tag', params.tag);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    const query = search.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${t(`sections.${heading}.title`)} | Aushadh`}</title>
      <header className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`sections.${heading}.title`)}</h1>
        <p className="mt-1 max-w-2xl text-brand-50">{t(`sections.${heading}.subtitle`)}</p>
      </header>

      {section === 'health' ? (
        <nav aria-label={t('list.categoriesLabel')} className="mt-5 flex gap-2 overflow-x-auto pb-1">
          {[null, ...HEALTH_CATEGORIES].map((category) => {
            const active = params.category === category && !params.tag;
            return (
              <Link
                key={category ?? 'all'}
                to={link({ category })}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
                )}
              >
                {category ? t(`categories.${category}`) : t('list.all')}
              </Link>
            );
          })}
        </nav>
      ) : null}
      {params.tag ? (
        <p className="mt-4 text-sm text-slate-700">
          {t('list.tag', { tag: params.tag })}{' '}
          <Link to={pathname} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {t('list.clearTag')}
          </Link>
        </p>
      ) : null}

      <section className="mt-5" aria-live="polite">
        <QueryState
          query={articles}
          loading={
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-80 rounded-xl" />
              ))}
            </ul>
          }
          errorTitle={t('list.error')}
          isEmpty={(list) => list.items.length === 0}
          empty={<StateMessage icon={<Newspaper />} title={t('list.empty')} description={t('list.emptyHint')} />}
        >
          {(list) => {
            const pages = Math.max(1, Math.ceil(list.total / CONTENT_LIMITS.pageSize));
            return (
              <>
                <p className="mb-3 text-sm text-slate-600">{t('list.count', { count: list.total })}</p>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.items.map((article) => (
                    <ArticleCard key={article.id} article={article} />
                  ))}
                </ul>
                {pages > 1 ? (
                  <nav aria-label={t('list.pagination')} className="mt-6 flex items-center justify-center gap-3">
                    {list.page > 1 ? (
                      <Link
                        to={link({ page: list.page - 1 })}
                        rel="prev"
                        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-4 text-sm font-medium"
                      >
                        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
                        {t('list.previous')}
                      </Link>
                    ) : null}
                    <span className="text-sm text-slate-700">{t('list.page', { page: list.page, pages })}</span>
                    {list.page < pages ? (
                      <Link
                        to={link({ page: list.page + 1 })}
                        rel="next"
                        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-4 text-sm font-medium"
                      >
                        {t('list.next')}
                        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                      </Link>
                    ) : null}
                  </nav>
                ) : null}
              </>
            );
          }}
        </QueryState>
      </section>
    </div>
  );
}

export function HealthBlogPage() {
  return <ArticlesPage section="health" />;
}

export function CompanyBlogPage() {
  return <ArticlesPage section="news" />;
}
