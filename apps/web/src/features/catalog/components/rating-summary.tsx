import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-number.ts';

/** "4.3 ★ (1,204)" with a full sentence for screen readers. */
export function RatingSummary({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  const { t } = useTranslation('catalog');
  if (ratingCount === 0) return null;
  const value = rating.toFixed(1);
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <span
        className="inline-flex items-center gap-0.5 rounded bg-emerald-700 px-1.5 py-0.5 font-semibold text-white"
        aria-hidden="true"
      >
        {value}
        <Star className="size-3 fill-current" />
      </span>
      <span aria-hidden="true">({formatCount(ratingCount)})</span>
      <span className="sr-only">
        {t('product.ratingLabel', { rating: value, count: ratingCount, formattedCount: formatCount(ratingCount) })}
      </span>
    </p>
  );
}
