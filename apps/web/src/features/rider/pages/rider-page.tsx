import { Bike, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMyDeliveries } from '../api/get-my-deliveries.ts';
import { DeliveryCard } from '../components/delivery-card.tsx';

/** /delivery (phone first): my orders as cards — pick up, deliver with the code, or fail with a reason. */
export default function RiderPage() {
  const { t } = useTranslation('rider');
  const query = useMyDeliveries();
  return (
    <section className="mx-auto max-w-2xl">
      <title>{`${t('title')} | ${t('areaTitle')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('description')}</p>
      <QueryState query={query} loading={<Skeleton className="h-80 rounded-xl" />} errorTitle={t('loadFailed')}>
        {(data) => (
          <div className="flex flex-col gap-6">
            {data.active.length === 0 ? (
              <StateMessage icon={<Bike />} title={t('empty')} description={t('emptyHint')} />
            ) : (
              <ul className="flex flex-col gap-4" aria-label={t('activeLabel')}>
                {data.active.map((order) => (
                  <li key={order.id}>
                    <DeliveryCard order={order} />
                  </li>
                ))}
              </ul>
            )}
            {data.deliveredToday.length > 0 ? (
              <section aria-labelledby="delivered-today">
                <h2 id="delivered-today" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
                  <CircleCheck className="size-5 text-emerald-700" aria-hidden="true" />
                  {t('deliveredToday', { count: data.deliveredToday.length })}
                </h2>
                <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
                  {data.deliveredToday.map((order) => (
                    <li key={order.id} className="flex items-center justify-between gap-2 px-4 py-3 text-sm">
                      <span>
                        <span className="font-semibold text-slate-900">{order.orderNumber}</span>
                        <span className="block text-xs text-slate-500">
                          {order.address.fullName} · {order.address.pincode}
                        </span>
                      </span>
                      {order.paymentMethod === 'cod' ? (
                        <span className="text-xs font-semibold text-emerald-800">
                          {t('cashCollectedShort', { amount: formatMoney(order.cashToCollectPaise) })}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}
