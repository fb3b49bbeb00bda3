import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderSummary } from '../../../components/order-summary.tsx';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useCart } from '../hooks/use-cart.ts';
import { CartEmptyState } from './cart-empty-state.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartRxNote } from './cart-rx-note.tsx';

/** The drawer's body: lines with steppers, the totals and "Proceed to checkout" (SPEC §2 cart sidebar). */
export function CartDrawerContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cart');
  const { cart, error, refetch } = useCart();

  if (!cart) {
    return (
      <QueryFallback
        query={{ data: cart, isError: error, refetch }}
        loading={<Spinner label={t('loading')} className="flex-1" />}
        errorTitle={t('toasts.loadFailedTitle')}
        errorDescription={t('toasts.loadFailed')}
        className="m-5"
      />
    );
  }
  if (cart.items.length === 0) return <CartEmptyState onNavigate={onClose} />;

  const blocked = cart.items.some((item) => item.problem !== null);
  return (
    <>
      {/* Lines and the bill scroll together; the checkout button stays in reach (like the big pharmacies' apps). */}
      <div className="flex-1 overflow-y-auto">
        <ul className="divide-y divide-slate-100" aria-label={t('itemsLabel')}>
          {cart.items.map((item) => (
            <CartLineItem key={item.id} item={item} onNavigate={onClose} compact />
          ))}
        </ul>
        <div className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50/60 px-5 py-4">
          {cart.totals.prescriptionRequired ? <CartRxNote /> : null}
          <OrderSummary totals={cart.totals} />
        </div>
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 bg-white px-5 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.12)]">
        {blocked ? <p className="text-sm font-medium text-red-700">{t('fixProblems')}</p> : null}
        <Button asChild size="lg" className="w-full">
          <Link to="/checkout" onClick={onClose} data-testid="proceed-to-checkout">
            {t('proceed')}
            <span className="ms-auto tabular-nums">{formatMoney(cart.totals.totalPaise)}</span>
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm" className="self-center">
          <Link to="/cart" onClick={onClose}>
            {t('viewFullCart')}
          </Link>
        </Button>
      </div>
    </>
  );
}
