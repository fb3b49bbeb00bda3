import type { RentalPeriodUnit } from '@aushadh/shared/cart/schemas.ts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { formatMoney } from '../lib/format-money.ts';

/** "2 months" / "3 weeks" in the reader's language (cart namespace plurals). */
export function useRentalPeriod() {
  const { t } = useTranslation('cart');
  return (periods: number, unit: RentalPeriodUnit) =>
    unit === 'week' ? t('rental.weeks', { count: periods }) : t('rental.months', { count: periods });
}

/**
 * A rented line's terms wherever it is listed (cart, checkout, order): how long, and the refundable deposit it
 * adds outside the price (decision 0026).
 */
export function RentalNote({
  periods,
  periodUnit,
  depositPaise,
  className,
}: {
  periods: number;
  periodUnit: RentalPeriodUnit;
  /** The line's deposit (per unit × quantity). */
  depositPaise: number;
  className?: string;
}) {
  const { t } = useTranslation('cart');
  const period = useRentalPeriod();
  return (
    // A span (shown as a flex row) so it can sit inside a line's inline label as well as in a block.
    <span className={cn('flex items-center gap-1 text-xs text-sky-900', className)} data-testid="rental-note">
      <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {t('rental.rentFor', { period: period(periods, periodUnit) })} ·{' '}
        {t('rental.deposit', { amount: formatMoney(depositPaise) })}
      </span>
    </span>
  );
}
