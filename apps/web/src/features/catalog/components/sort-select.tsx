import { PRODUCT_SORTS } from '@aushadh/shared/catalog/catalog-constants.ts';
import type { ProductSort } from '@aushadh/shared/catalog/schemas.ts';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isProductSort } from '../hooks/use-listing-state.ts';

/** "Sort by" as a native select: keyboard and screen-reader friendly, the phone's own picker on mobile. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="hidden text-sm whitespace-nowrap text-slate-600 sm:block">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          aria-label={t('sort.label')}
          onChange={(event) => {
            if (isProductSort(event.target.value)) onChange(event.target.value);
          }}
          className="h-10 appearance-none rounded-lg border border-slate-300 bg-white ps-3 pe-9 text-sm font-medium text-slate-800 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
