import type { CartItem } from '@aushadh/shared/cart/schemas.ts';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RentalNote } from '../../../components/rental-note.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useCart } from '../hooks/use-cart.ts';
import { CartItemImage } from './cart-item-image.tsx';
import { CartQuantityStepper } from './cart-quantity-stepper.tsx';

export interface CartLineItemProps {
  item: CartItem;
  /** Called when the product link is followed (the drawer closes itself). */
  onNavigate?: () => void;
  compact?: boolean;
}

/** One cart line: picture, name, pack, prices, stepper (capped at the line's max), remove, and any problem. */
export function CartLineItem({ item, onNavigate, compact = false }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const pending = cart.pendingProductIds.has(item.productId);
  const discounted = item.discountedPrice < item.price;
  return (
    <li className={cn('flex gap-3 py-4', compact ? 'px-5' : 'px-4 sm:px-5')} data-testid="cart-line">
      <Link to={`/products/${item.productId}`} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
        <CartItemImage imageUrl={item.imageUrl} alt="" className={compact ? undefined : 'sm:size-20'} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/products/${item.productId}`}
              onClick={onNavigate}
              className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 hover:text-brand-800 focus-visible:underline focus-visible:outline-none"
            >
              {item.name}
            </Link>
            <p className="truncate text-xs text-slate-500">
              {item.packSize}
              {compact ? null : <> · {item.manufacturer}</>}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void cart.remove(item)}
            disabled={pending}
            aria-label={t('line.remove', { name: item.name })}
            className="-me-2.5 -mt-2.5 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-400 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        {item.prescriptionRequired ? (
          <Badge variant="warning" className="self-start">
            {t('rx.badge')}
          </Badge>
        ) : null}
        {item.rental ? (
          <RentalNote
            periods={item.rental.periods}
            periodUnit={item.rental.periodUnit}
            depositPaise={item.rental.lineDepositPaise}
          />
        ) : null}
        {item.problem ? (
          <p className="flex items-center gap-1 text-xs font-medium text-red-700" role="status">
            <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
            {item.problemCode
              ? t(`line.problem.${item.problemCode}`, { stock: item.stock, max: item.maxOrderQuantity })
              : item.problem}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-end justify-between gap-2">
          <CartQuantityStepper
            size="lg"
            value={item.quantity}
            max={Math.max(1, item.maxQuantity)}
            pending={pending}
            productName={item.name}
            onChange={(next) => void cart.setQuantity(item, next)}
          />
          <div className="text-end">
            <p className="text-sm font-bold text-slate-900" data-testid="line-total">
              {formatMoney(item.lineTotalPaise)}
            </p>
            {discounted ? (
              <p className="text-xs text-slate-500">
                <s>{formatMoney(item.lineMrpPaise)}</s>
              </p>
            ) : null}
          </div>
        </div>
        {item.quantity >= item.maxQuantity && item.maxQuantity > 0 ? (
          <p className="text-xs text-slate-500">{t('line.maxReached', { count: item.maxQuantity })}</p>
        ) : null}
      </div>
    </li>
  );
}
