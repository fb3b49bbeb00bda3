import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { CircleCheckBig, FileText, Mail, Package, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';

/** Step 3: the order is placed — number, tracking id, estimated delivery, items; Rx orders wait for a pharmacist. */
export function ConfirmationStep({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('checkout');
  const from = order.estimatedFrom ? formatCalendarDate(order.estimatedFrom, i18n.language) : null;
  const to = order.estimatedTo ? formatCalendarDate(order.estimatedTo, i18n.language) : null;
  const estimate =
    from && to && from !== to
      ? t('confirmation.estimateRange', { from, to })
      : from || to
        ? t('confirmation.estimateOn', { date: to ?? from })
        : null;
  return (
    <section aria-labelledby="confirmation-title" className="flex flex-col gap-5" data-testid="order-confirmation">
      <div className="flex flex-col items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-6 text-center">
        <CircleCheckBig className="size-12 text-emerald-600" aria-hidden="true" />
        <h2 id="confirmation-title" className="text-xl font-bold text-emerald-950">
          {t('confirmation.title')}
        </h2>
        <p className="text-sm text-emerald-900">{t('confirmation.thanks', { name: order.address.fullName })}</p>
      </div>
      {order.status === 'awaiting-prescription' ? (
        <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" role="note">
          <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('confirmation.rxTitle')}</strong> {t('confirmation.rxNote')}
          </span>
        </p>
      ) : null}
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{t('confirmation.orderId')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="order-number">
            {order.orderNumber}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('confirmation.trackingId')}</dt>
          <dd className="font-mono font-semibold text-slate-900" data-testid="tracking-id">
            {order.trackingId}
          </dd>
        </div>
        {estimate ? (
          <div className="sm:col-span-2">
            <dt className="sr-only">{t('confirmation.estimate')}</dt>
            <dd className="flex items-center gap-2 font-medium text-slate-900">
              <Truck className="size-4 text-brand-700" aria-hidden="true" />
              {estimate}
            </dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-slate-500">{t('confirmation.deliverTo')}</dt>
          <dd className="text-slate-900">
            {order.address.fullName}, {order.address.address}, {order.address.city}, {order.address.state} –{' '}
            {order.address.pincode}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-500">{t('confirmation.payment')}</dt>
          <dd className="text-slate-900">
            {t(`payment.methods.${order.payment.method}`)}
            {order.payment.cardLast4 ? ` •••• ${order.payment.cardLast4}` : ''}
            {order.payment.upiId ? ` · ${order.payment.upiId}` : ''}
            {' · '}
            {t(`confirmation.paymentStatus.${order.payment.status}`)}
          </dd>
        </div>
      </dl>
      <div className="rounded-xl border border-slate-200 bg-white">
        <h3 className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
          <Package className="size-4 text-brand-700" aria-hidden="true" />
          {t('confirmation.items', { count: order.itemCount })}
        </h3>
        <ul className="divide-y divide-slate-100">
          {order.items.map((item) => (
            <li key={item.productId} className="flex items-baseline justify-between gap-3 px-4 py-2.5 text-sm">
              <span className="min-w-0 text-slate-800">
                {item.name} <span className="text-slate-500">× {item.quantity}</span>
              </span>
              <span className="shrink-0 font-medium tabular-nums text-slate-900">
                {formatMoney(item.lineTotalPaise)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Mail className="size-4 shrink-0" aria-hidden="true" />
        {t('confirmation.mail', { email: order.address.email })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link to={`/orders/${order.id}`}>{t('confirmation.viewOrder')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/products">{t('confirmation.continueShopping')}</Link>
        </Button>
      </div>
    </section>
  );
}
