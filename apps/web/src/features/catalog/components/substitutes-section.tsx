import type { ProductDetail, Substitute } from '@aushadh/shared/catalog/schemas.ts';
import { percentOff } from '@aushadh/shared/catalog/catalog-constants.ts';
import { ArrowLeftRight, TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { PriceTag } from './price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { priceUnit, sortSubstitutes } from './substitute-savings.ts';

/** The cheapest few are what buyers compare; the rest open on request. */
const SUBSTITUTES_SHOWN = 5;

export interface SubstitutesSectionProps {
  product: Pick<ProductDetail, 'name' | 'saltComposition'>;
  substitutes: Substitute[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Substitutes: the same salt composition and strength from other makers, cheapest per unit first, each with
 * how much the buyer saves per tablet (or per unit / pack) against the medicine on screen.
 */
export function SubstitutesSection({ product, substitutes, loading, failed, onRetry }: SubstitutesSectionProps) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  const sorted = substitutes ? sortSubstitutes(substitutes) : [];
  const shown = expanded ? sorted : sorted.slice(0, SUBSTITUTES_SHOWN);
  const first = sorted[0];
  // savingsPerUnit = this product's unit price − the substitute's, so this product's unit price is their sum.
  const ownUnitPrice = first ? first.unitPricePaise + first.savingsPerUnitPaise : null;
  return (
    <section
      aria-labelledby="substitutes"
      className="scroll-mt-36 rounded-xl border border-emerald-200 bg-gradient-to-b from-emerald-50/70 to-white p-4 sm:p-6"
      data-testid="substitutes"
    >
      <div className="mb-3 flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-600 text-white">
          <ArrowLeftRight className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="substitutes" className="text-lg font-semibold text-slate-900">
            {t('substitutes.title', { name: product.name })}
          </h2>
          <p className="text-sm text-slate-600">{t('substitutes.subtitle', { salt: product.saltComposition })}</p>
        </div>
      </div>

      {loading ? (
        <ul className="flex flex-col gap-2" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <Skeleton className="size-14 rounded-md" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
              <Skeleton className="h-6 w-24" />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <p className="text-sm text-slate-600">
          {t('substitutes.error')}{' '}
          <button type="button" onClick={onRetry} className="font-semibold text-brand-700 hover:underline">
            {t('states.retry')}
          </button>
        </p>
      ) : sorted.length === 0 ? (
        <p className="text-sm text-slate-600">{t('substitutes.empty')}</p>
      ) : (
        <>
          {ownUnitPrice !== null && first ? (
            <p className="mb-3 text-sm text-slate-700">
              {t('substitutes.thisMedicine', {
                context: priceUnit(first),
                amount: formatMoney(Math.round(ownUnitPrice)),
              })}
            </p>
          ) : null}
          <ol className="flex flex-col gap-2" aria-label={t('substitutes.listLabel')}>
            {shown.map((item) => (
              <SubstituteRow key={item.id} item={item} />
            ))}
          </ol>
          {sorted.length > SUBSTITUTES_SHOWN ? (
            <button
              type="button"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              className="mt-3 text-sm font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              {expanded ? t('substitutes.showFewer') : t('substitutes.showAll', { count: sorted.length })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function SubstituteRow({ item }: { item: Substitute }) {
  const { t } = useTranslation('catalog');
  const unit = priceUnit(item);
  const saving = item.savingsPerUnitPaise;
  const sellingPrice = percentOff(item.price, item.discountedPrice) === null ? item.price : item.discountedPrice;
  return (
    <li
      className="relative flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 transition-colors focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 sm:flex-nowrap"
      data-testid="substitute"
      data-unit-price={item.unitPricePaise}
      data-selling-price={sellingPrice}
    >
      <ProductImage
        imageUrl={item.imageUrl}
        alt=""
        preset="thumbnail"
        className="size-14 shrink-0 rounded-md bg-slate-50 p-1"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/products/${item.id}`}
          className="line-clamp-2 text-sm font-semibold text-slate-900 outline-none [text-align:match-parent] after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
          dir="ltr"
        >
          {item.name}
        </Link>
        <p className="truncate text-xs text-slate-500 [text-align:match-parent]" dir="ltr">
          {item.manufacturer} · {item.packSize}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          {t('substitutes.unitPrice', { context: unit, amount: formatMoney(Math.round(item.unitPricePaise)) })}
        </p>
      </div>
      <div className="flex w-full flex-row items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end">
        <PriceTag price={item.price} discountedPrice={item.discountedPrice} className="sm:justify-end" />
        {saving > 0 ? (
          <Badge variant="success" className="whitespace-normal" data-testid="substitute-saving">
            <TrendingDown aria-hidden="true" />
            {t('substitutes.save', {
              context: unit,
              amount: formatMoney(Math.round(saving)),
              percent: item.savingsPercent,
            })}
          </Badge>
        ) : saving < 0 ? (
          <span className="text-xs text-slate-500">
            {t('substitutes.costlier', { context: unit, amount: formatMoney(Math.round(-saving)) })}
          </span>
        ) : (
          <span className="text-xs text-slate-500">{t('substitutes.samePrice', { context: unit })}</span>
        )}
      </div>
    </li>
  );
}
