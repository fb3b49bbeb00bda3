import { CHEMIST_QUEUES, type ChemistOrder, type ChemistQueue } from '@aushadh/shared/orders/order-life-schemas.ts';
import { ChevronLeft, ChevronRight, Clock, FileText, PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useChemistQueue } from '../api/get-chemist-queue.ts';
import { ChemistPageHeader } from '../components/chemist-page-header.tsx';
import { formatWaiting } from '../components/waiting-time.ts';

const isQueue = (value: string | null): value is ChemistQueue =>
  (CHEMIST_QUEUES as readonly string[]).includes(value ?? '');

/** /chemist and /chemist/orders: orders to pack, oldest first (with how long they have waited), and packed ones. */
export default function ChemistQueuePage() {
  const { t } = useTranslation('chemist');
  const [params, setParams] = useSearchParams();
  const queueParam = params.get('queue');
  const queue: ChemistQueue = isQueue(queueParam) ? queueParam : 'to-pack';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useChemistQueue(queue, page);
  const go = (next: { queue?: ChemistQueue; page?: number }) =>
    setParams({ queue: next.queue ?? queue, page: String(next.page ?? 1) });

  return (
    <section>
      <ChemistPageHeader title={t('queue.title')} description={t('queue.description')} />
      <Tabs value={queue} onValueChange={(value) => isQueue(value) && go({ queue: value })}>
        <TabsList className="mb-4 max-w-md">
          {CHEMIST_QUEUES.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`queue.tabs.${name}`)}
              {query.data ? (
                <Badge variant="count">
                  {name === 'to-pack' ? query.data.counts.toPack : query.data.counts.packed}
                </Badge>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <QueryState
        query={query}
        loading={<QueueSkeleton />}
        errorTitle={t('queue.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={<StateMessage icon={<PackageOpen />} title={t(`queue.empty.${queue}`)} />}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" aria-label={t(`queue.tabs.${queue}`)}>
              {data.items.map((order) => (
                <li key={order.id}>
                  <QueueRow order={order} />
                </li>
              ))}
            </ul>
            {data.total > data.pageSize ? (
              <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('queue.pages')}>
                <Button variant="outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                  <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
                  {t('queue.previous')}
                </Button>
                <span className="text-sm text-slate-600">
                  {t('queue.pageOf', { page, pages: Math.ceil(data.total / data.pageSize) })}
                </span>
                <Button
                  variant="outline"
                  disabled={page * data.pageSize >= data.total}
                  onClick={() => go({ page: page + 1 })}
                >
                  {t('queue.next')}
                  <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

function QueueRow({ order }: { order: ChemistOrder }) {
  const { t, i18n } = useTranslation('chemist');
  return (
    <Link
      to={`/chemist/orders/${order.id}`}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:flex-row sm:items-center sm:justify-between"
      data-testid="queue-order"
    >
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{t('orderNumber', { orderNumber: order.orderNumber })}</span>
          {order.prescriptionRequired ? (
            <Badge variant="warning">
              <FileText aria-hidden="true" />
              {t('rxBadge')}
            </Badge>
          ) : null}
          {order.paymentMethod === 'cod' ? <Badge variant="neutral">{t('cod')}</Badge> : null}
        </span>
        <span className="text-sm text-slate-600">
          {t('queue.facts', {
            count: order.itemCount,
            lines: order.lineCount,
            city: order.city,
            pincode: order.pincode,
          })}
        </span>
        <span className="text-xs text-slate-500">
          {t('queue.placed', { date: formatDateTime(order.placedAt, i18n.language) })}
          {order.rider ? ` · ${t('queue.rider', { name: order.rider.name })}` : ''}
        </span>
      </span>
      <span className="flex items-center gap-3 sm:flex-col sm:items-end">
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-800">
          <Clock className="size-4" aria-hidden="true" />
          {t('queue.waiting', { time: formatWaiting(order.waitingSince, i18n.language) })}
        </span>
        <span className="text-sm font-semibold tabular-nums text-slate-900">{formatMoney(order.totalPaise)}</span>
      </span>
    </Link>
  );
}

function QueueSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}
