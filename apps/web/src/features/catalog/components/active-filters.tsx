import type { Category } from '@aushadh/shared/catalog/schemas.ts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingPatch, ListingState } from '../hooks/use-listing-state.ts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The applied filters as removable chips, plus "Clear all". */
export function ActiveFilters({
  state,
  categories,
  onChange,
  onClear,
}: {
  state: ListingState;
  categories?: Category[] | undefined;
  onChange: (patch: ListingPatch) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  const chips: { key: string; label: string; patch: ListingPatch }[] = [];
  if (state.categoryId !== undefined) {
    const name = categories?.find((c) => c.id === state.categoryId)?.name ?? t('filters.category');
    chips.push({ key: 'category', label: name, patch: { categoryId: undefined } });
  }
  if (state.manufacturer)
    chips.push({ key: 'manufacturer', label: state.manufacturer, patch: { manufacturer: undefined } });
  if (state.prescription !== undefined)
    chips.push({
      key: 'prescription',
      label: state.prescription ? t('filters.prescriptionNeeded') : t('filters.prescriptionNotNeeded'),
      patch: { prescription: undefined },
    });
  if (state.minPriceRupees !== undefined || state.maxPriceRupees !== undefined) {
    const min = state.minPriceRupees;
    const max = state.maxPriceRupees;
    const label =
      min !== undefined && max !== undefined
        ? t('filters.priceBetween', { min: rupees.format(min), max: rupees.format(max) })
        : min !== undefined
          ? t('filters.priceFrom', { min: rupees.format(min) })
          : t('filters.priceUpTo', { max: rupees.format(max ?? 0) });
    chips.push({ key: 'price', label, patch: { minPriceRupees: undefined, maxPriceRupees: undefined } });
  }
  if (state.inStock) chips.push({ key: 'stock', label: t('filters.inStockOnly'), patch: { inStock: undefined } });
  if (state.minDiscount)
    chips.push({
      key: 'discount',
      label: t('filters.discountAtLeast', { percent: state.minDiscount }),
      patch: { minDiscount: undefined },
    });
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.patch)}
              aria-label={t('filters.remove', { filter: chip.label })}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 ps-3 pe-2 text-xs font-medium text-brand-900 hover:border-brand-400 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="text-xs font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
