import type { ArticleSummary } from '@aushadh/shared/content/schemas.ts';
import { languageDir } from '@aushadh/shared/i18n/languages.ts';
import { BadgeCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import { ArticleCover } from './article-cover.tsx';

/** Where an article is read: health articles under /articles, company news under /blog. */
export const articlePath = (article: Pick<ArticleSummary, 'section' | 'slug'>) =>
  `${article.section === 'news' ? '/blog' : '/articles'}/${article.slug}`;

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t, i18n } = useTranslation('content');
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <ArticleCover category={article.category} imageUrl={article.coverImageUrl} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t(`categories.${article.category}`)}
        </p>
        <h2
          className="text-lg leading-snug font-bold text-slate-900"
          lang={article.language}
          dir={languageDir(article.language)}
        >
          <Link to={articlePath(article)} className="hover:underline focus-visible:outline-none">
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-700" lang={article.language} dir={languageDir(article.language)}>
          {article.summary}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {t('list.minutes', { count: article.readingMinutes })}
          </span>
          <time dateTime={article.publishedAt}>
            {formatDateTime(article.publishedAt, i18n.language, { hour: undefined, minute: undefined })}
          </time>
          {article.reviewer ? (
            <span className="inline-flex items-center gap-1 text-emerald-800">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('list.reviewed')}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
