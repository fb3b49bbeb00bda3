import { Minus, Plus, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Already-translated texts: the primitive knows no feature namespace, so callers name the thing counted. */
export interface QuantityStepperLabels {
  /** Names the group for screen readers; omit when `labelledBy` points at a visible label. */
  group?: string;
  decrease: string;
  increase: string;
  /** Shown on the minus button when it removes instead (needs `onRemove`). */
  remove?: string;
  /** Read for the number itself ("Quantity 2"); without it the bare number is read. */
  value?: string;
  /** Tooltip on the plus button once `max` is reached. */
  atMax?: string;
}

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** At `min`, the minus button removes instead (shown as a bin). */
  onRemove?: () => void;
  labels: QuantityStepperLabels;
  labelledBy?: string;
  disabled?: boolean;
  /** A change is on its way to the server: buttons wait, the group says it is busy. */
  pending?: boolean;
  /** sm on cards; md in lists; lg (44 px, thumb-sized) where phones use it most. */
  size?: 'sm' | 'md' | 'lg';
  /** brand once the product is in the cart; neutral while a quantity is only being chosen. */
  tone?: 'brand' | 'neutral';
  className?: string;
  testId?: string;
}

/** − n + kept within min…max; the caller decides what max means (order limit, stock). */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  onRemove,
  labels,
  labelledBy,
  disabled = false,
  pending = false,
  size = 'md',
  tone = 'brand',
  className,
  testId,
}: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  const removes = atMin && onRemove !== undefined;
  const inactive = disabled || pending;
  const button = cn(
    'flex items-center justify-center transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
    tone === 'brand' ? 'text-brand-800 hover:bg-brand-100' : 'text-slate-700 hover:bg-slate-100',
    // Phones get thumb-sized (44 px) buttons everywhere; wide screens keep the compact card stepper.
    size === 'sm' ? 'size-11 lg:size-8' : size === 'lg' ? 'size-11' : 'size-9',
  );
  return (
    <div
      role="group"
      aria-label={labelledBy === undefined ? labels.group : undefined}
      aria-labelledby={labelledBy}
      aria-busy={pending || undefined}
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg border',
        tone === 'brand' ? 'border-brand-300 bg-brand-50' : 'border-slate-300 bg-white',
        pending && 'opacity-70',
        className,
      )}
      data-testid={testId}
    >
      <button
        type="button"
        className={button}
        disabled={inactive || (atMin && !removes)}
        onClick={() => (removes ? onRemove() : onChange(Math.max(min, value - 1)))}
        aria-label={removes ? labels.remove : labels.decrease}
      >
        {removes ? <Trash2 className="size-3.5" aria-hidden="true" /> : <Minus className="size-4" aria-hidden="true" />}
      </button>
      <output
        aria-live="polite"
        aria-label={labels.value}
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
        disabled={inactive || atMax}
        onClick={() => onChange(Math.min(max, value + 1))}
        aria-label={labels.increase}
        title={atMax ? labels.atMax : undefined}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
