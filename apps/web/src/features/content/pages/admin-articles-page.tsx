import type { ContentState } from '@aushadh/shared/content/schemas.ts';
import { ExternalLink, Newspaper, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useAdminArticles } from '../api/admin-content-api.ts';
import { articlePath } from '../components/article-card.tsx';
import { ContentAdminTabs, PublishControls, StateBadge, StateFilter } from '../components/content-admin-parts.tsx';

/** /admin/articles: every article of both blogs with its state; write, edit, publish, schedule, retire. */
export default function AdminArticlesPage() {
  const { t, i18n } = useTranslation('content');
  const [state, setState] = useState<ContentState | ''>('');
  const articles = useAdminArticles(state);
  return (
    <section className="flex flex-col gap-4">
      <title>{`${t('admin.articles.title')} | Aushadh`}</title>
      <ContentAdminTabs />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.articles.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <StateFilter value={state} onChange={setState} />
          <Button asChild>
            <Link to="/admin/articles/new">
              <Plus aria-hidden="true" />
              {t('admin.articles.new')}
            </Link>
          </Button>
        </div>
      </div>
      <QueryState
        query={articles}
        errorTitle={t('admin.error')}
        isEmpty={(list) => list.length === 0}
        empty={<StateMessage icon={<Newspaper />} title={t('admin.articles.empty')} />}
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((article) => (
              <li key={article.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{article.title}</p>
                    <p className="text-xs text-slate-600">
                      {t(`admin.sectionNames.${article.section}`)} · {t(`categories.${article.category}`)} ·{' '}
                      {article.languages.join(', ')} ·{' '}
                      {t('admin.updated', { date: formatDateTime(article.updatedAt, i18n.language) })}
                    </p>
                  </div>
                  <StateBadge state={article.state} publishAt={article.publishAt} />
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Button asChild variant="outline">
                    <Link
                      to={`/admin/articles/${article.id}`}
                      aria-label={`${t('admin.actions.edit')}: ${article.title}`}
                    >
                      <Pencil aria-hidden="true" />
                      {t('admin.actions.edit')}
                    </Link>
                  </Button>
                  {article.state === 'published' ? (
                    <Button asChild variant="ghost">
                      <Link to={articlePath(article)}>
                        <ExternalLink aria-hidden="true" />
                        {t('admin.actions.view')}
                      </Link>
                    </Button>
                  ) : null}
                  <PublishControls kind="articles" id={article.id} state={article.state} label={article.title} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
