import type { PickList } from '@aushadh/shared/orders/order-life-schemas.ts';
import { ArrowLeft, Clock, FileText, PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { usePickList } from '../api/get-pick-list.ts';
import { AssignRiderForm } from '../components/assign-rider-form.tsx';
import { ChemistPageHeader } from '../components/chemist-page-header.tsx';
import { PackForm } from '../components/pack-form.tsx';
import { formatWaiting } from '../components/waiting-time.ts';

/** /chemist/orders/:orderId: the pick list and packing, then the rider; the prescription for Rx orders. */
export default function ChemistOrderPage() {
  const { t } = useTranslation('chemist');
  const orderId = Number(useParams().orderId);
  const query = usePickList(orderId);
  return (
    <section>
      <Link
        to="/chemist/orders"
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('order.back')}
      </Link>
      <QueryState query={query} loading={<Skeleton className="h-96 rounded-xl" />} errorTitle={t('order.loadFailed')}>
        {(pickList) => <PickListView pickList={pickList} />}
      </QueryState>
    </section>
  );
}

function PickListView({ pickList }: { pickList: PickList }) {
  const { t, i18n } = useTranslation('chemist');
  const { order } = pickList;
  const lang = i18n.language;
  const packed = order.status !== 'processing' && order.status !== 'awaiting-prescription';
  return (
    <div className="flex flex-col gap-5">
      <ChemistPageHeader title={t('orderNumber', { orderNumber: order.orderNumber })}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={packed ? 'success' : 'info'} className="text-sm">
            {t(`status.${order.status}`)}
          </Badge>
          {order.prescriptionRequired ? <Badge variant="warning">{t('rxBadge')}</Badge> : null}
          {order.paymentMethod === 'cod' ? (
            <Badge variant="neutral">{t('codAmount', { amount: formatMoney(order.totalPaise) })}</Badge>
          ) : null}
        </div>
      </ChemistPageHeader>
      <p className="-mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{t('queue.placed', { date: formatDateTime(order.placedAt, lang) })}</span>
        <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
          <Clock className="size-4" aria-hidden="true" />
          {t('queue.waiting', { time: formatWaiting(order.waitingSince, lang) })}
        </span>
        <span>{t('order.destination', { city: order.city, pincode: order.pincode })}</span>
      </p>
      {pickList.prescriptionPagesUrl ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-amber-200 bg-amber-50 p-4">
          <p className="flex items-center gap-2 text-sm text-amber-950">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            {t('order.prescription')}
          </p>
          <a
            href={`${pickList.prescriptionPagesUrl}/1`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg border border-amber-300 bg-white px-4 text-sm font-semibold text-amber-950 hover:bg-amber-100"
          >
            {t('order.viewPrescription')}
          </a>
        </Card>
      ) : null}
      {packed ? (
        <div className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
          <Card className="p-4 sm:p-5">
            <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
              <PackageCheck className="size-5 text-emerald-700" aria-hidden="true" />
              {t('order.packedTitle')}
            </h2>
            <ul className="divide-y divide-slate-100">
              {pickList.lines.map((line) => (
                <li key={line.orderItemId} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="font-semibold text-slate-900">{line.name}</span>
                    <span className="block text-xs text-slate-500">{line.packSize}</span>
                  </span>
                  <span className="text-end">
                    <span className="block">{t('pack.quantity', { count: line.quantity })}</span>
                    {line.batchNumber && line.expiryDate ? (
                      <span className="block font-mono text-xs text-slate-600">
                        {t('order.packedBatch', {
                          batch: line.batchNumber,
                          expiry: formatCalendarDate(line.expiryDate, lang, { year: 'numeric', weekday: undefined }),
                        })}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          {order.status === 'packed' ? (
            <Card className="p-4 sm:p-5">
              <AssignRiderForm pickList={pickList} />
            </Card>
          ) : null}
        </div>
      ) : (
        <PackForm pickList={pickList} />
      )}
    </div>
  );
}
