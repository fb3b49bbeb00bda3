import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useCartCount } from '../cart-count-context.tsx';

export interface CartButtonProps {
  onClick: () => void;
  expanded: boolean;
  className?: string;
}

/** Opens the cart drawer; the badge shows the total quantity of units (SPEC §2 Header), and its label says so. */
export function CartButton({ onClick, expanded, className }: CartButtonProps) {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      title={t('header.cartWithCount', { count })}
      className={cn(
        'relative flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      <ShoppingCart className="size-5 text-brand-700" aria-hidden="true" />
      {/* The name ("2 items in cart") holds the visible word "Cart" and says what the badge's number counts. */}
      <span className="sr-only">{t('header.cartWithCount', { count })}</span>
      <span className="hidden lg:inline" aria-hidden="true">
        {t('header.cart')}
      </span>
      {count > 0 ? (
        <Badge variant="count" className="absolute -top-1 start-5" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </Badge>
      ) : null}
    </button>
  );
}
