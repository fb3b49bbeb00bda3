import type { CartTotals } from '@aushadh/shared/cart/schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import { DISCOUNT_LABEL_KEYS, type PricedDiscount } from '@aushadh/shared/pricing/schemas.ts';
import { Truck } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { formatMoney } from '../lib/format-money.ts';

type PlacedOrderTotals = OrderDetail['totals'];

/** A priced cart carries the delivery threshold and item count; a placed order keeps only its amounts. */
function isCart(totals: CartTotals | PlacedOrderTotals): totals is CartTotals {
  return 'itemCount' in totals;
}

/**
 * Each named discount. A cart answer without the list has only the MRP discount; a placed order keeps the
 * list since issue 18 (an older one stores one sum, shown under the plain "Discount").
 */
function discountsOf(totals: CartTotals | PlacedOrderTotals): PricedDiscount[] {
  if (totals.discounts) return totals.discounts;
  if (totals.discountPaise <= 0) return [];
  const labelKey = isCart(totals) ? DISCOUNT_LABEL_KEYS.mrp : 'summary.discount';
  return [{ kind: 'mrp', labelKey, code: null, amountPaise: totals.discountPaise }];
}

export interface OrderSummaryProps {
  /** A priced cart (cart, checkout) or a placed order's stored totals (confirmation, order page). */
  totals: CartTotals | PlacedOrderTotals;
  className?: string;
  /** Pages that already had their own id for the total keep it (e2e reads `order-total`). */
  totalTestId?: string;
}

/**
 * SPEC §2 order summary: subtotal (MRP), each discount by name, delivery charge or FREE, total; for a cart
 * also how much more buys free delivery. Every amount comes from the server's `priceOrder` (client prices
 * are never trusted). The labels live in the cart namespace, beside the discount names the API refers to.
 */
export function OrderSummary({ totals, className, totalTestId = 'summary-total' }: OrderSummaryProps) {
  const { t } = useTranslation('cart');
  const cart = isCart(totals) ? totals : null;
  // The threshold counts the selling price before coupons, so progress is measured from what is still missing.
  const progress = cart
    ? Math.min(
        100,
        Math.round(
          (100 * (cart.freeDeliveryThresholdPaise - cart.amountToFreeDeliveryPaise)) / cart.freeDeliveryThresholdPaise,
        ),
      )
    : 0;
  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="cart-totals">
      {cart && cart.amountToFreeDeliveryPaise > 0 ? (
        <div className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          <p className="flex items-center gap-2 font-medium">
            <Truck className="size-4 shrink-0" aria-hidden="true" />
            {t('summary.addMore', { amount: formatMoney(cart.amountToFreeDeliveryPaise) })}
          </p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-sky-100" aria-hidden="true">
            <div className="h-full rounded-full bg-sky-600" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">
          {cart ? t('summary.subtotal', { count: cart.itemCount }) : t('summary.subtotalMrp')}
        </dt>
        <dd className="text-end text-slate-900 tabular-nums" data-testid="summary-subtotal">
          {formatMoney(totals.subtotalMrpPaise)}
        </dd>
        {discountsOf(totals).map((discount) => (
          <Fragment key={discount.kind}>
            <dt className="text-slate-600">{t(discount.labelKey, { code: discount.code })}</dt>
            <dd
              className="text-end font-medium text-emerald-700 tabular-nums"
              data-testid={discount.kind === 'mrp' ? 'summary-discount' : `summary-discount-${discount.kind}`}
            >
              {/* Left to right, so Arabic shows −₹36.55 and not ₹36.55−. */}
              <span dir="ltr">−{formatMoney(discount.amountPaise)}</span>
            </dd>
          </Fragment>
        ))}
        <dt className="text-slate-600">{t('summary.delivery')}</dt>
        <dd className="text-end tabular-nums" data-testid="summary-delivery">
          {(cart ? cart.freeDelivery : totals.deliveryFeePaise === 0) ? (
            <span className="font-semibold text-emerald-700">
              {totals.deliveryFeePaise === 0 && cart?.plusMember ? t('summary.freePlus') : t('summary.free')}
            </span>
          ) : (
            <span className="text-slate-900">{formatMoney(totals.deliveryFeePaise)}</span>
          )}
        </dd>
        {totals.depositPaise > 0 ? (
          <>
            <dt className="text-slate-600">{t('summary.deposit')}</dt>
            <dd className="text-end text-slate-900 tabular-nums" data-testid="summary-deposit">
              {formatMoney(totals.depositPaise)}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
        <span>{t('summary.total')}</span>
        <span className="tabular-nums" data-testid={totalTestId}>
          {formatMoney(totals.totalPaise)}
        </span>
      </p>
      {totals.discountPaise > 0 ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-center text-sm font-semibold text-emerald-800">
          {t('summary.youSave', { amount: formatMoney(totals.discountPaise) })}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{t('summary.inclusive')}</p>
    </div>
  );
}
