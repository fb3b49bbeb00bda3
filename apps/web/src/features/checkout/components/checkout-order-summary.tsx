import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import type { OrderDetail } from '@aushadh/shared/orders/schemas.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderSummary } from '../../../components/order-summary.tsx';
import { RentalNote } from '../../../components/rental-note.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format-money.ts';

export interface CheckoutOrderSummaryProps {
  /** Before the order: the cart priced by the server. */
  cart?: Cart;
  /** After: the placed order's own totals. */
  order?: OrderDetail;
  /** Renders the cart's totals (subtotal, discount, delivery or FREE, total) — the cart feature's view. */
  renderTotals: (cart: Cart) => ReactNode;
  onEditCart?: () => void;
}

/** The order summary beside (desktop) or below (mobile) every step. */
export function CheckoutOrderSummary({ cart, order, renderTotals, onEditCart }: CheckoutOrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const items = order
    ? order.items.map((i) => ({
        key: i.productId,
        name: i.name,
        quantity: i.quantity,
        total: i.lineTotalPaise,
        problem: null,
        rental: i.rental ? { ...i.rental, lineDepositPaise: i.rental.depositPaise * i.quantity } : null,
      }))
    : (cart?.items ?? []).map((i) => ({
        key: i.id,
        name: i.name,
        quantity: i.quantity,
        total: i.lineTotalPaise,
        // The server's English only from a reply made before codes.
        problem: i.problemCode
          ? t(`summary.problem.${i.problemCode}`, { stock: i.stock, max: i.maxOrderQuantity })
          : i.problem,
        rental: i.rental ?? null,
      }));
  return (
    <Card className="p-4 sm:p-5" data-testid="checkout-summary">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{t('summary.title')}</h2>
        {onEditCart && !order ? (
          <button
            type="button"
            onClick={onEditCart}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {t('summary.editCart')}
          </button>
        ) : null}
      </div>
      <ul className="mb-4 flex max-h-64 flex-col gap-2 overflow-y-auto border-b border-slate-100 pb-4 text-sm">
        {items.map((item) => (
          <li key={item.key} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0">
              <span className="line-clamp-2 text-slate-800">{item.name}</span>
              <span className="text-xs text-slate-500">{t('summary.qty', { count: item.quantity })}</span>
              {item.problem ? <span className="block text-xs font-medium text-red-700">{item.problem}</span> : null}
              {item.rental ? (
                <RentalNote
                  periods={item.rental.periods}
                  periodUnit={item.rental.periodUnit}
                  depositPaise={item.rental.lineDepositPaise}
                />
              ) : null}
            </span>
            <span className="shrink-0 font-medium tabular-nums text-slate-900">{formatMoney(item.total)}</span>
          </li>
        ))}
      </ul>
      {order ? <OrderSummary totals={order.totals} /> : cart ? renderTotals(cart) : null}
    </Card>
  );
}
