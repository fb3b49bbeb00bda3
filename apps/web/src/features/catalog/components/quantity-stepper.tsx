import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** − n + within 1…max (the smaller of the per-order limit and the stock). */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  const labelId = useId();
  const buttonClass =
    'flex size-10 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm text-slate-600">
        {t('buyBox.quantity')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white"
      >
        <button
          type="button"
          className={buttonClass}
          onClick={() => onChange(Math.max(1, value - 1))}
          disabled={disabled || value <= 1}
          aria-label={t('buyBox.decrease')}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" className="w-10 text-center text-base font-semibold tabular-nums text-slate-900">
          {value}
        </output>
        <button
          type="button"
          className={buttonClass}
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={disabled || value >= max}
          aria-label={t('buyBox.increase')}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
