import { PRESCRIPTION_STATUSES, type PrescriptionStatus } from '@aushadh/shared/prescriptions/schemas.ts';
import { ChevronRight, Clock, FileText, Inbox, MessageSquareText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useQueue } from '../api/get-queue.ts';
import { waitingTime } from '../components/waiting-time.ts';

const isStatus = (value: string | null): value is PrescriptionStatus =>
  (PRESCRIPTION_STATUSES as readonly (string | null)[]).includes(value);

/** /pharmacy/prescriptions: the verification queue, pending oldest first with how long each has waited. */
export default function PrescriptionQueuePage() {
  const { t, i18n } = useTranslation('pharmacy');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: PrescriptionStatus = isStatus(requested) ? requested : 'pending';
  const queue = useQueue(status);
  const pages = queue.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const total = pages?.[0]?.total;

  return (
    <section aria-labelledby="queue-title">
      <title>{`${t('queue.title')} | ${t('brand.name', { ns: 'common' })}`}</title>
      <div className="flex flex-col gap-1">
        <h1 id="queue-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('queue.title')}
        </h1>
        <p className="text-slate-600">{t(status === 'pending' ? 'queue.subtitlePending' : 'queue.subtitleOther')}</p>
      </div>
      <nav aria-label={t('queue.filterLabel')} className="mt-5">
        <ul className="scrollbar-none flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
          {PRESCRIPTION_STATUSES.map((value) => (
            <li key={value} className="shrink-0">
              <button
                type="button"
                onClick={() => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
                aria-pressed={value === status}
                className={cn(
                  'h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                  value === status ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {t(`statuses.${value}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {total !== undefined ? (
        <p className="mt-4 text-sm font-medium text-slate-700" aria-live="polite" data-testid="queue-total">
          {t(`queue.total.${status}`, { count: total })}
        </p>
      ) : null}
      <div className="mt-3">
        <QueryState
          query={{ ...queue, data: items }}
          loading={
            <div className="flex flex-col gap-2" aria-busy="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-20 rounded-xl" />
              ))}
            </div>
          }
          errorTitle={t('queue.loadFailed')}
          isEmpty={(list) => list.length === 0}
          empty={
            <StateMessage
              icon={<Inbox />}
              title={t(`queue.empty.${status}.title`)}
              description={t(`queue.empty.${status}.description`)}
            />
          }
        >
          {(list) => (
            <ol className="flex flex-col gap-2" data-testid="queue">
              {list.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/pharmacy/prescriptions/${item.id}`}
                    className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs transition-colors hover:border-brand-400 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:p-4"
                    data-testid={`queue-item-${item.id}`}
                  >
                    <span
                      className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex"
                      aria-hidden="true"
                    >
                      <FileText className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-slate-900">{t('queue.number', { id: item.id })}</span>
                        <span className="truncate text-slate-700" dir="auto">
                          {item.uploaderName}
                        </span>
                        {item.guest ? (
                          <Badge variant="neutral">
                            <UserRound aria-hidden="true" />
                            {t('queue.guest')}
                          </Badge>
                        ) : null}
                        {item.hasNotes ? (
                          <Badge variant="info">
                            <MessageSquareText aria-hidden="true" />
                            {t('queue.hasNotes')}
                          </Badge>
                        ) : null}
                      </span>
                      <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                        <span
                          className={cn(
                            'flex items-center gap-1',
                            status === 'pending' && item.waitingSeconds > 4 * 3600 && 'font-semibold text-amber-800',
                          )}
                        >
                          <Clock className="size-3.5" aria-hidden="true" />
                          {t('queue.waiting', { time: waitingTime(item.waitingSeconds, t) })}
                        </span>
                        <span>{formatDateTime(item.submittedAt, i18n.language)}</span>
                        <span>{t('queue.pages', { count: item.pageCount })}</span>
                      </span>
                    </span>
                    <ChevronRight
                      className="size-5 shrink-0 text-slate-400 group-hover:text-brand-700 rtl:rotate-180"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
        {queue.hasNextPage ? (
          <Button
            variant="outline"
            className="mt-4 w-full sm:w-auto"
            onClick={() => void queue.fetchNextPage()}
            disabled={queue.isFetchingNextPage}
          >
            {t('queue.loadMore')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
