import { LANGUAGES, languageDir } from '@aushadh/shared/i18n/languages.ts';
import { ArrowLeft, BadgeCheck, Clock, Languages, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { contentLanguage, useArticle } from '../api/articles-api.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { ArticleCover } from '../components/article-cover.tsx';
import { HealthDisclaimer } from '../components/health-disclaimer.tsx';

/** /articles/{slug} and /blog/{slug}: the article, rendered on the server with its data and Article JSON-LD. */
export default function ArticlePage() {
  const { t, i18n } = useTranslation('content');
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const language = contentLanguage(i18n.language);
  const query = useArticle(slug, language);
  useMetaDescription(query.data?.summary);
  const listPath = pathname.startsWith('/blog') ? '/blog' : '/health-blog';

  if (!query.data) {
    if (isApiError(query.error, 404)) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-12 text-center">
          <title>{`${t('article.notFound')} | Aushadh`}</title>
          <h1 className="text-2xl font-bold text-slate-900">{t('article.notFound')}</h1>
          <Link to={listPath} className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {t('article.back')}
          </Link>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <QueryFallback
          query={query}
          errorTitle={t('article.error')}
          loading={<Skeleton className="h-96 rounded-xl" />}
        />
      </div>
    );
  }
  const article = query.data;
  const date = (iso: string) => formatDateTime(iso, i18n.language, { hour: undefined, minute: undefined });
  // English shown on an Arabic page (or the reverse) keeps its own direction, punctuation and all.
  const dir = languageDir(article.language);
  const nativeName = LANGUAGES.find((l) => l.code === article.language)?.nativeName ?? article.language;

  return (
    <article className="mx-auto max-w-3xl px-4 py-6 lg:px-0">
      <title>{`${article.title} | Aushadh`}</title>
      <nav aria-label={t('article.breadcrumb')} className="text-sm">
        <Link
          to={listPath}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('article.back')}
        </Link>
      </nav>
      <p className="mt-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {t(`categories.${article.category}`)}
      </p>
      <h1
        className="mt-1 text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:text-3xl"
        lang={article.language}
        dir={dir}
      >
        {article.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700" lang={article.language} dir={dir}>
        {article.summary}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <UserRound className="size-4" aria-hidden="true" />
          {t('article.by', { name: article.authorName })}
        </span>
        <time dateTime={article.publishedAt}>{t('article.published', { date: date(article.publishedAt) })}</time>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          {t('list.minutes', { count: article.readingMinutes })}
        </span>
      </div>
      {article.reviewer ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('article.reviewedBy', { name: article.reviewer.name, registration: article.reviewer.registration })}
        </p>
      ) : null}
      {article.language !== language ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('article.shownIn', { language: nativeName })}
        </p>
      ) : null}

      <ArticleCover category={article.category} imageUrl={article.coverImageUrl} eager className="mt-5 rounded-xl" />
      <ArticleBody html={article.html} className="mt-4" lang={article.language} dir={dir} />

      {article.tags.length > 0 ? (
        <div className="mt-6">
          <h2 className="sr-only">{t('article.tags')}</h2>
          <ul className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${listPath}?tag=${encodeURIComponent(tag)}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 text-sm text-slate-800 hover:bg-slate-200"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {article.relatedProducts.length > 0 ? (
        <section className="mt-8" aria-labelledby="related-products">
          <h2 id="related-products" className="text-xl font-bold text-slate-900">
            {t('article.related')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {article.relatedProducts.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/products/${product.id}`}
                  className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-600"
                >
                  <img
                    src={product.imageUrl}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 rounded-lg object-contain"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold text-slate-900">{product.name}</span>
                    <span className="truncate text-xs text-slate-600">{product.manufacturer}</span>
                    <span className="text-sm font-semibold text-slate-900">{formatMoney(product.discountedPrice)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="mt-8 text-xs text-slate-600">{t('article.updated', { date: date(article.updatedAt) })}</p>
      {article.section === 'health' ? <HealthDisclaimer className="mt-3" /> : null}
    </article>
  );
}
