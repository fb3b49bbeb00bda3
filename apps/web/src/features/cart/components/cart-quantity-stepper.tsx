import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

export interface CartQuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** At 1, the minus button removes the line instead (shown as a bin). */
  onRemove?: () => void;
  pending?: boolean;
  /** sm on cards; md in the cart; lg (44 px, thumb-sized) where phones use it most. */
  size?: 'sm' | 'md' | 'lg';
  /** Names the product for screen readers ("Increase quantity of Dolo 650"). */
  productName: string;
  className?: string;
}

/** − n + for a cart line: never below 1 (or remove), never above the line's max (order limit and stock). */
export function CartQuantityStepper({
  value,
  max,
  onChange,
  onRemove,
  pending = false,
  size = 'md',
  productName,
  className,
}: CartQuantityStepperProps) {
  const { t } = useTranslation('cart');
  const atMin = value <= 1;
  const atMax = value >= max;
  const button = cn(
    'flex items-center justify-center text-brand-800 transition-colors hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
    // Phones get thumb-sized (44 px) buttons everywhere; wide screens keep the compact card stepper.
    size === 'sm' ? 'size-11 lg:size-8' : size === 'lg' ? 'size-11' : 'size-9',
  );
  const removes = atMin && onRemove !== undefined;
  return (
    <div
      role="group"
      aria-label={t('stepper.label', { name: productName })}
      aria-busy={pending || undefined}
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg border border-brand-300 bg-brand-50',
        pending && 'opacity-70',
        className,
      )}
      data-testid="cart-stepper"
    >
      <button
        type="button"
        className={button}
        disabled={pending || (atMin && !removes)}
        onClick={() => (removes ? onRemove() : onChange(Math.max(1, value - 1)))}
        aria-label={removes ? t('stepper.remove', { name: productName }) : t('stepper.decrease', { name: productName })}
      >
        {removes ? <Trash2 className="size-3.5" aria-hidden="true" /> : <Minus className="size-4" aria-hidden="true" />}
      </button>
      <output
        aria-live="polite"
        aria-label={t('stepper.quantity', { count: value })}
        className={cn(
          'text-center font-semibold tabular-nums text-slate-900',
          size === 'sm' ? 'w-7 text-sm' : size === 'lg' ? 'w-10 text-base' : 'w-9 text-base',
        )}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        disabled={pending || atMax}
        onClick={() => onChange(Math.min(max, value + 1))}
        aria-label={t('stepper.increase', { name: productName })}
        title={atMax ? t('stepper.max', { count: max }) : undefined}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
