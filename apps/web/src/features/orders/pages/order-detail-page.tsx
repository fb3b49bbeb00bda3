import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { ArrowLeft, FileText, MapPin, Package, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderSummary } from '../../../components/order-summary.tsx';
import { RentalNote } from '../../../components/rental-note.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useOrder } from '../api/get-order.ts';
import { useLinkPrescription } from '../api/link-prescription.ts';
import { DeliveryCodeBox } from '../components/delivery-code-box.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderReturnsList } from '../components/order-returns-list.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { ReturnRequestDialog } from '../components/return-request-dialog.tsx';

/** The prescriptions feature's chooser (upload one, or use one already uploaded), composed by the app. */
export type PrescriptionChooser = (props: {
  value: number | null;
  onChange: (prescriptionId: number | null) => void;
}) => ReactNode;

export interface OrderDetailPageProps {
  orderId: number | null;
  onCartChanged: (cart: Cart) => void;
  onViewCart: () => void;
  /** Shown on an order awaiting a prescription; the chosen one is linked to the order. */
  prescriptionChooser?: PrescriptionChooser | undefined;
}

/** /orders/:id: items, totals, address, payment, tracking, status history with times, and the actions. */
export default function OrderDetailPage({
  orderId,
  onCartChanged,
  onViewCart,
  prescriptionChooser,
}: OrderDetailPageProps) {
  const { t } = useTranslation('orders');
  const query = useOrder(orderId);
  const back = (
    <Link
      to="/orders"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
  let body;
  if (orderId === null || (query.isError && isApiError(query.error, 404))) {
    body = (
      <StateMessage
        icon={<Package />}
        title={t('detail.notFound')}
        action={
          <Button asChild variant="outline">
            <Link to="/orders">{t('detail.back')}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <QueryState
        query={query}
        loading={<Spinner label={t('detail.loading')} className="min-h-[40vh]" />}
        errorTitle={t('detail.loadFailed')}
      >
        {(order) => (
          <OrderDetailView
            order={order}
            onCartChanged={onCartChanged}
            onViewCart={onViewCart}
            prescriptionChooser={prescriptionChooser}
          />
        )}
      </QueryState>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8 lg:px-6">
      <title>{`${query.data ? t('list.order', { orderNumber: query.data.orderNumber }) : t('detail.title')} | ${t('brand.name')}`}</title>
      {back}
      {body}
    </div>
  );
}

function OrderDetailView({
  order,
  onCartChanged,
  onViewCart,
  prescriptionChooser,
}: { order: OrderDetail } & Omit<OrderDetailPageProps, 'orderId'>) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const estimate =
    order.estimatedFrom && order.estimatedTo
      ? order.estimatedFrom === order.estimatedTo
        ? formatCalendarDate(order.estimatedTo, lang)
        : `${formatCalendarDate(order.estimatedFrom, lang)} – ${formatCalendarDate(order.estimatedTo, lang)}`
      : null;
  const open = !['cancelled', 'delivered', 'return-requested', 'returned'].includes(order.status);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight text-slate-900">
            {t('list.order', { orderNumber: order.orderNumber })}
            <OrderStatusBadge status={order.status} className="text-sm" />
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {t('list.placedOn', { date: formatDateTime(order.placedAt, lang) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <OrderActions order={order} showDetails={false} onCartChanged={onCartChanged} onViewCart={onViewCart} />
        {order.canReturn ? <ReturnRequestDialog order={order} /> : null}
      </div>
      {order.deliveryCode ? <DeliveryCodeBox code={order.deliveryCode} /> : null}
      {order.status === 'awaiting-prescription' ? (
        <AwaitingPrescription order={order} chooser={prescriptionChooser} />
      ) : null}

      <div className="grid items-start gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card>
            <h2 className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5">
              <Package className="size-4 text-brand-700" aria-hidden="true" />
              {t('list.items', { count: order.itemCount })}
            </h2>
            <ul className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <li key={item.productId} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
                  <div className="min-w-0">
                    <Link
                      to={`/products/${item.productId}`}
                      className="text-sm font-semibold text-slate-900 hover:text-brand-800"
                    >
                      {item.name}
                    </Link>
                    <p className="text-xs text-slate-500">
                      {item.packSize} · {item.manufacturer}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {t('detail.unit', { count: item.quantity, price: formatMoney(item.discountedPrice) })}
                      {item.prescriptionRequired ? <span className="ms-2 font-semibold text-amber-800">Rx</span> : null}
                    </p>
                    {item.rental ? (
                      <RentalNote
                        periods={item.rental.periods}
                        periodUnit={item.rental.periodUnit}
                        depositPaise={item.rental.depositPaise * item.quantity}
                      />
                    ) : null}
                  </div>
                  <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">
                    {formatMoney(item.lineTotalPaise)}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-4 sm:p-5">
            <h2 className="mb-4 text-base font-semibold text-slate-900">{t('timeline.title')}</h2>
            <OrderTimeline order={order} />
          </Card>
          <OrderReturnsList returns={order.returns} />
        </div>
        <div className="flex flex-col gap-5">
          <Card className="p-4 sm:p-5">
            <h2 className="mb-3 text-base font-semibold text-slate-900">{t('detail.summary')}</h2>
            <OrderSummary totals={order.totals} totalTestId="order-total" />
            <p className="mt-3 text-xs text-slate-500">
              {t(`detail.paymentMethod.${order.payment.method}`)}
              {order.payment.cardLast4 ? ` •••• ${order.payment.cardLast4}` : ''}
              {order.payment.upiId ? ` · ${order.payment.upiId}` : ''} ·{' '}
              {t(`detail.paymentStatus.${order.payment.status}`)}
            </p>
          </Card>
          <Card className="p-4 sm:p-5">
            <h2 className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
              <Truck className="size-4 text-brand-700" aria-hidden="true" />
              {t('detail.delivery')}
            </h2>
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="text-slate-500">{t('detail.trackingId')}</dt>
                <dd className="font-mono font-semibold text-slate-900" data-testid="tracking-id">
                  {order.trackingId}
                </dd>
              </div>
              {order.deliveredOn ? (
                <div>
                  <dt className="text-slate-500">{t('detail.deliveredOn')}</dt>
                  <dd className="font-semibold text-emerald-700" data-testid="delivered-on">
                    {formatCalendarDate(order.deliveredOn, lang, { year: 'numeric' })}
                  </dd>
                </div>
              ) : open && estimate ? (
                <div>
                  <dt className="text-slate-500">{t('detail.estimate')}</dt>
                  <dd className="font-semibold text-slate-900">{estimate}</dd>
                </div>
              ) : null}
              {order.riderFirstName && order.status === 'shipped' ? (
                <div>
                  <dt className="text-slate-500">{t('detail.rider')}</dt>
                  <dd className="font-semibold text-slate-900">{order.riderFirstName}</dd>
                </div>
              ) : null}
            </dl>
          </Card>
          <Card className="p-4 sm:p-5">
            <h2 className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
              <MapPin className="size-4 text-brand-700" aria-hidden="true" />
              {t('detail.address')}
            </h2>
            <address className="text-sm leading-relaxed text-slate-700 not-italic">
              <span className="font-semibold text-slate-900">{order.address.fullName}</span>
              <br />
              <bdi>{order.address.address}</bdi>
              <br />
              <bdi>
                {order.address.city}, {order.address.state} – {order.address.pincode}
              </bdi>
              <br />
              <span dir="ltr">{order.address.phone}</span>
            </address>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** An order waiting for its prescription: upload one, or use one already uploaded; linking it may release it. */
function AwaitingPrescription({ order, chooser }: { order: OrderDetail; chooser: PrescriptionChooser | undefined }) {
  const { t } = useTranslation('orders');
  const { error: errorText } = useErrorText();
  const link = useLinkPrescription(order.id);
  return (
    <div className="flex flex-col gap-3">
      <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" role="note">
        <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {order.prescriptionId ? t('detail.rxLinked') : t('detail.rxNote')}
      </p>
      {chooser?.({
        value: order.prescriptionId,
        onChange: (prescriptionId) => {
          if (prescriptionId !== null && prescriptionId !== order.prescriptionId) link.mutate(prescriptionId);
        },
      })}
      {link.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(link.error)}
        </p>
      ) : null}
    </div>
  );
}
