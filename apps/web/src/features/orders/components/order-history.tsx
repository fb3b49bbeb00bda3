import type { Cart } from '@aushadh/shared/cart/schemas.ts';
import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

export interface OrderHistoryProps {
  onCartChanged: (cart: Cart) => void;
  onViewCart: () => void;
}

/** /orders and /profile?tab=orders: id, date, status, total, item count, and the order's actions. */
export function OrderHistory({ onCartChanged, onViewCart }: OrderHistoryProps) {
  const { t, i18n } = useTranslation('orders');
  const orders = useOrders();

  return (
    <QueryState
      query={orders}
      loading={
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">{t('list.loading')}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 rounded-xl" />
          ))}
        </div>
      }
      errorTitle={t('list.loadFailed')}
      isEmpty={(list) => list.length === 0}
      empty={
        <StateMessage
          icon={<Package />}
          title={t('list.emptyTitle')}
          description={t('list.emptyDescription')}
          action={
            <Button asChild>
              <Link to="/products">{t('list.browse')}</Link>
            </Button>
          }
        />
      }
    >
      {(list) => (
        <section aria-labelledby="order-history-title">
          <h2 id="order-history-title" className="sr-only">
            {t('list.title')}
          </h2>
          <ul className="flex flex-col gap-3">
            {list.map((order) => (
              <li key={order.id}>
                <Card className="p-4 sm:p-5" data-testid="order-card" data-order-number={order.orderNumber}>
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <Link
                          to={`/orders/${order.id}`}
                          className="text-base font-semibold text-slate-900 hover:text-brand-800 focus-visible:underline focus-visible:outline-none"
                        >
                          {t('list.order', { orderNumber: order.orderNumber })}
                        </Link>
                        <OrderStatusBadge status={order.status} />
                      </p>
                      <p className="mt-0.5 text-sm text-slate-500">
                        {t('list.placedOn', { date: formatDateTime(order.placedAt, i18n.language) })}
                      </p>
                    </div>
                    <div className="text-end">
                      <p className="text-base font-bold text-slate-900 tabular-nums">{formatMoney(order.totalPaise)}</p>
                      <p className="text-sm text-slate-500">{t('list.items', { count: order.itemCount })}</p>
                    </div>
                  </div>
                  <p className="mt-2 line-clamp-2 text-sm text-slate-700">{order.itemNames.join(', ')}</p>
                  {order.status === 'delivered' && order.deliveredOn ? (
                    <p className="mt-1 text-sm font-medium text-emerald-700">
                      {t('list.deliveredOn', {
                        date: formatDateTime(order.deliveredOn, i18n.language, { hour: undefined, minute: undefined }),
                      })}
                    </p>
                  ) : null}
                  <div className="mt-3 border-t border-slate-100 pt-3">
                    <OrderActions order={order} onCartChanged={onCartChanged} onViewCart={onViewCart} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryState>
  );
}
