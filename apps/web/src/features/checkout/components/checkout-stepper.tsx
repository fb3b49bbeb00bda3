import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

export const CHECKOUT_STEPS = ['address', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The three steps of SPEC §2 Checkout: done ones can be revisited until the order is placed. */
export function CheckoutStepper({
  current,
  onStepClick,
}: {
  current: CheckoutStep;
  onStepClick?: (step: CheckoutStep) => void;
}) {
  const { t } = useTranslation('checkout');
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-2 sm:gap-3">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          const clickable = done && current !== 'confirmation' && onStepClick;
          const content = (
            <>
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  done && 'bg-emerald-600 text-white',
                  active && 'bg-brand-700 text-white ring-4 ring-brand-100',
                  !done && !active && 'bg-slate-200 text-slate-600',
                )}
                aria-hidden="true"
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-sm font-semibold',
                  active ? 'text-slate-900' : 'text-slate-600',
                  !active && 'max-sm:sr-only',
                )}
              >
                {t(`steps.${step}`)}
              </span>
            </>
          );
          return (
            <li
              key={step}
              className="flex min-w-0 items-center gap-2 sm:gap-3"
              aria-current={active ? 'step' : undefined}
            >
              {clickable ? (
                <button
                  type="button"
                  onClick={() => onStepClick(step)}
                  className="flex items-center gap-2 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {content}
                  <span className="sr-only">{t('steps.edit')}</span>
                </button>
              ) : (
                <span className="flex items-center gap-2">{content}</span>
              )}
              {index < CHECKOUT_STEPS.length - 1 ? (
                <span
                  className={cn('h-0.5 w-6 rounded-full sm:w-12', done ? 'bg-emerald-500' : 'bg-slate-200')}
                  aria-hidden="true"
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
