import { CHAT_ORDER_HREF } from '@aushadh/shared/offers/chat-order.ts';
import { ArrowRight, MessageCircle, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderSummary } from '../../../components/order-summary.tsx';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StickyBottomBar } from '../../../components/ui/sticky-bottom-bar.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { ClearCartButton } from '../components/clear-cart-button.tsx';
import { CartEmptyState } from '../components/cart-empty-state.tsx';
import { CartLineItem } from '../components/cart-line-item.tsx';
import { CartRxNote } from '../components/cart-rx-note.tsx';
import { useCart } from '../hooks/use-cart.ts';

export interface CartPageProps {
  /** The delivery check for the chosen pincode (the delivery feature, composed by the app). */
  deliverySlot?: ReactNode;
  /** Shown with the Rx note when a line needs a prescription: its upload (the prescriptions feature). */
  prescriptionSlot?: ReactNode;
}

/** /cart: the lines, the order summary and the way to checkout. */
export default function CartPage({ deliverySlot, prescriptionSlot }: CartPageProps) {
  const { t } = useTranslation('cart');
  const { cart, error, refetch } = useCart();
  const title = <title>{`${t('page.title')} | ${t('brand.name')}`}</title>;

  let body: ReactNode;
  if (!cart)
    body = (
      <QueryFallback
        query={{ data: cart, isError: error, refetch }}
        loading={<Spinner label={t('loading')} className="min-h-[40vh]" />}
        errorTitle={t('toasts.loadFailedTitle')}
        errorDescription={t('toasts.loadFailed')}
      />
    );
  else if (cart.items.length === 0)
    body = (
      <Card>
        <CartEmptyState />
      </Card>
    );
  else {
    const blocked = cart.items.some((item) => item.problem !== null);
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
            <h2 className="text-base font-semibold text-slate-900">
              {t('page.items', { count: cart.totals.itemCount })}
            </h2>
            <ClearCartButton />
          </div>
          <ul className="divide-y divide-slate-100" aria-label={t('itemsLabel')}>
            {cart.items.map((item) => (
              <CartLineItem key={item.id} item={item} />
            ))}
          </ul>
        </Card>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-32" aria-labelledby="cart-summary-title">
          <Card className="p-4 sm:p-5">
            <h2 id="cart-summary-title" className="mb-3 text-base font-semibold text-slate-900">
              {t('summary.title')}
            </h2>
            <OrderSummary totals={cart.totals} />
            {cart.totals.prescriptionRequired ? <CartRxNote className="mt-3" /> : null}
            {cart.totals.prescriptionRequired && prescriptionSlot ? (
              <div className="mt-2">{prescriptionSlot}</div>
            ) : null}
            {blocked ? <p className="mt-3 text-sm font-medium text-red-700">{t('fixProblems')}</p> : null}
            <Button asChild size="lg" className="mt-4 w-full">
              <Link to="/checkout" data-testid="proceed-to-checkout">
                {t('proceed')}
                <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
              </Link>
            </Button>
            {/* Ordering through the chat app instead (issue 18 item 5), with SPEC's prefilled greeting. */}
            <a
              href={CHAT_ORDER_HREF}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              data-testid="order-on-chat"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {t('summary.orderOnChat')}
            </a>
            <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500">
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
              {t('page.genuine')}
            </p>
          </Card>
          {deliverySlot ? <Card className="p-4 sm:p-5">{deliverySlot}</Card> : null}
        </aside>
        {/* Phones: the total and the way to checkout stay reachable however long the cart is. */}
        <StickyBottomBar role="region" aria-label={t('summary.stickyLabel')} data-testid="cart-sticky-bar">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
            <p className="flex flex-col leading-tight">
              <span className="text-xs text-slate-600">{t('summary.total')}</span>
              <span className="text-lg font-bold text-slate-900 tabular-nums">
                {formatMoney(cart.totals.totalPaise)}
              </span>
            </p>
            <Button asChild className="h-11 px-5">
              <Link to="/checkout" data-testid="sticky-proceed-to-checkout">
                {t('proceed')}
                <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </StickyBottomBar>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8 lg:px-6">
      {title}
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      {body}
    </div>
  );
}
