import type { RiderOrder } from '@aushadh/shared/orders/order-life-schemas.ts';
import { Banknote, MapPinned, Phone, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { usePickUpOrder } from '../api/pickup-order.ts';
import { DeliveryCodeForm } from './delivery-code-form.tsx';
import { FailDeliveryDialog } from './fail-delivery-dialog.tsx';

/** A phone's `tel:` link: digits and a leading + only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One of the rider's orders: where, whom to call, the cash to collect, and the next step. */
export function DeliveryCard({ order }: { order: RiderOrder }) {
  const { t } = useTranslation('rider');
  const { error: errorText } = useErrorText();
  const pickUp = usePickUpOrder();
  const { address } = order;
  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="delivery-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{t('orderNumber', { orderNumber: order.orderNumber })}</h2>
          <p className="text-xs text-slate-500">{t('items', { count: order.itemCount })}</p>
        </div>
        <Badge variant={order.status === 'shipped' ? 'brand' : 'info'}>{t(`status.${order.status}`)}</Badge>
      </div>
      <address className="text-sm leading-relaxed text-slate-800 not-italic">
        <span className="font-semibold">{address.fullName}</span>
        <br />
        {address.address}
        <br />
        {address.city}, {address.state} – <span className="font-semibold">{address.pincode}</span>
      </address>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="secondary">
          <a href={telHref(address.phone)} aria-label={t('call', { name: address.fullName, phone: address.phone })}>
            <Phone aria-hidden="true" />
            {t('callShort')}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={order.mapsUrl} target="_blank" rel="noreferrer">
            <MapPinned aria-hidden="true" />
            {t('maps')}
          </a>
        </Button>
      </div>
      {order.cashToCollectPaise > 0 ? (
        <p className="flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-base font-bold text-amber-950">
          <Banknote className="size-5" aria-hidden="true" />
          {t('cashToCollect', { amount: formatMoney(order.cashToCollectPaise) })}
        </p>
      ) : (
        <p className="text-sm text-emerald-800">{t('prepaid')}</p>
      )}
      {order.status === 'packed' ? (
        <>
          {pickUp.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(pickUp.error)}
            </p>
          ) : null}
          <Button size="lg" onClick={() => pickUp.mutate(order.id)} disabled={pickUp.isPending}>
            <Truck aria-hidden="true" />
            {t('pickUp')}
          </Button>
        </>
      ) : (
        <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
          <DeliveryCodeForm order={order} />
          <FailDeliveryDialog orderId={order.id} orderNumber={order.orderNumber} />
        </div>
      )}
    </Card>
  );
}
