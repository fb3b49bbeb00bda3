import { percentOff } from '@aushadh/shared/catalog/catalog-constants.ts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format-money.ts';

export interface PriceTagProps {
  /** MRP in paise. */
  price: number;
  /** Selling price in paise. */
  discountedPrice: number;
  size?: 'sm' | 'lg';
  className?: string;
}

/** Selling price, and only when it is lower: struck-through MRP and "N% off" (SPEC §5). */
export function PriceTag({ price, discountedPrice, size = 'sm', className }: PriceTagProps) {
  const { t } = useTranslation('catalog');
  const percent = percentOff(price, discountedPrice);
  const selling = percent === null ? price : discountedPrice;
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span
        className={cn('font-bold text-slate-900', size === 'lg' ? 'text-2xl' : 'text-base')}
        data-testid="selling-price"
      >
        {formatMoney(selling)}
      </span>
      {percent !== null ? (
        <>
          <span className={cn('text-slate-500', size === 'lg' ? 'text-base' : 'text-xs')}>
            <span className="sr-only">{t('product.mrp')} </span>
            <s data-testid="mrp">{formatMoney(price)}</s>
          </span>
          <span className={cn('font-semibold text-emerald-700', size === 'lg' ? 'text-base' : 'text-xs')}>
            {t('product.percentOff', { percent })}
          </span>
        </>
      ) : null}
    </div>
  );
}
