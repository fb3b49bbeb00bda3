import type { Category, ProductPage } from '@aushadh/shared/catalog/schemas.ts';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../hooks/use-category-name.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../lib/format-number.ts';
import type { ListingPatch, ListingState } from '../hooks/use-listing-state.ts';

export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;
const MANUFACTURERS_SHOWN = 8;
const CATEGORIES_SHOWN = 8;

export interface FilterPanelProps {
  state: ListingState;
  onChange: (patch: ListingPatch) => void;
  /** Categories to choose from; leave out when the route fixes the category. */
  categories?: Category[] | undefined;
  manufacturers?: NonNullable<ProductPage['facets']>['manufacturers'] | undefined;
  className?: string;
}

/** Category, manufacturer, prescription, price, stock and discount filters; every change goes to the URL. */
export function FilterPanel({ state, onChange, categories, manufacturers, className }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const categoryName = useCategoryName();
  const [allCategories, setAllCategories] = useState(false);
  const selectedIndex = categories?.findIndex((c) => c.id === state.categoryId) ?? -1;
  const categoriesShown =
    allCategories || selectedIndex >= CATEGORIES_SHOWN ? categories : categories?.slice(0, CATEGORIES_SHOWN);
  return (
    <div className={cn('flex flex-col divide-y divide-slate-200', className)} data-testid="filter-panel">
      {categories && categories.length > 0 ? (
        <FilterGroup legend={t('filters.category')}>
          <RadioOption
            name="category"
            checked={state.categoryId === undefined}
            onSelect={() => onChange({ categoryId: undefined })}
            label={t('filters.allCategories')}
          />
          {categoriesShown?.map((category) => (
            <RadioOption
              key={category.id}
              name="category"
              checked={state.categoryId === category.id}
              onSelect={() => onChange({ categoryId: category.id })}
              label={categoryName(category)}
            />
          ))}
          {categories.length > CATEGORIES_SHOWN && selectedIndex < CATEGORIES_SHOWN ? (
            <button
              type="button"
              onClick={() => setAllCategories((value) => !value)}
              className="mt-1 self-start text-sm font-semibold text-brand-700 hover:underline"
            >
              {allCategories ? t('filters.showFewer') : t('filters.showAll', { count: categories.length })}
            </button>
          ) : null}
        </FilterGroup>
      ) : null}

      <ManufacturerFilter
        selected={state.manufacturer}
        manufacturers={manufacturers ?? []}
        onSelect={(manufacturer) => onChange({ manufacturer })}
      />

      <FilterGroup legend={t('filters.prescription')}>
        <RadioOption
          name="prescription"
          checked={state.prescription === undefined}
          onSelect={() => onChange({ prescription: undefined })}
          label={t('filters.prescriptionAny')}
        />
        <RadioOption
          name="prescription"
          checked={state.prescription === true}
          onSelect={() => onChange({ prescription: true })}
          label={t('filters.prescriptionNeeded')}
        />
        <RadioOption
          name="prescription"
          checked={state.prescription === false}
          onSelect={() => onChange({ prescription: false })}
          label={t('filters.prescriptionNotNeeded')}
        />
      </FilterGroup>

      <PriceFilter
        key={`${state.minPriceRupees ?? ''}-${state.maxPriceRupees ?? ''}`}
        min={state.minPriceRupees}
        max={state.maxPriceRupees}
        onApply={(minPriceRupees, maxPriceRupees) => onChange({ minPriceRupees, maxPriceRupees })}
      />

      <FilterGroup legend={t('filters.availability')}>
        <label className="flex cursor-pointer items-center gap-2.5 py-1 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={state.inStock === true}
            onChange={(event) => onChange({ inStock: event.target.checked ? true : undefined })}
            className="size-4 accent-brand-700"
          />
          {t('filters.inStockOnly')}
        </label>
      </FilterGroup>

      <FilterGroup legend={t('filters.discount')}>
        <RadioOption
          name="discount"
          checked={state.minDiscount === undefined}
          onSelect={() => onChange({ minDiscount: undefined })}
          label={t('filters.discountAny')}
        />
        {DISCOUNT_STEPS.map((step) => (
          <RadioOption
            key={step}
            name="discount"
            checked={state.minDiscount === step}
            onSelect={() => onChange({ minDiscount: step })}
            label={t('filters.discountAtLeast', { percent: step })}
          />
        ))}
      </FilterGroup>
    </div>
  );
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 py-4 first:pt-0">
      <legend className="mb-2 float-start w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="clear-both flex flex-col gap-0.5">{children}</div>
    </fieldset>
  );
}

function RadioOption({
  name,
  checked,
  onSelect,
  label,
  count,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  count?: number;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5 py-1">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="size-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-2 text-sm">
        <span className={cn('truncate', checked ? 'font-semibold text-slate-900' : 'text-slate-700')}>{label}</span>
        {count !== undefined ? <span className="shrink-0 text-xs text-slate-500">{formatCount(count)}</span> : null}
      </label>
    </div>
  );
}

function ManufacturerFilter({
  selected,
  manufacturers,
  onSelect,
}: {
  selected: string | undefined;
  manufacturers: { name: string; count: number }[];
  onSelect: (name: string | undefined) => void;
}) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matching = needle ? manufacturers.filter((m) => m.name.toLowerCase().includes(needle)) : manufacturers;
  const shown = expanded || needle ? matching : matching.slice(0, MANUFACTURERS_SHOWN);
  // The chosen maker stays visible even when this page's facets no longer list it.
  const list =
    selected && !shown.some((m) => m.name === selected) ? [{ name: selected, count: undefined }, ...shown] : shown;
  if (manufacturers.length === 0 && !selected) return null;
  return (
    <FilterGroup legend={t('filters.manufacturer')}>
      {manufacturers.length > MANUFACTURERS_SHOWN ? (
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('filters.findManufacturer')}
          aria-label={t('filters.findManufacturer')}
          className="mb-1.5 h-9 w-full rounded-md border border-slate-300 px-2.5 text-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
        />
      ) : null}
      <RadioOption
        name="manufacturer"
        checked={selected === undefined}
        onSelect={() => onSelect(undefined)}
        label={t('filters.allManufacturers')}
      />
      {list.map((m) => (
        <RadioOption
          key={m.name}
          name="manufacturer"
          checked={selected === m.name}
          onSelect={() => onSelect(m.name)}
          label={m.name}
          {...(m.count !== undefined ? { count: m.count } : {})}
        />
      ))}
      {!needle && matching.length > MANUFACTURERS_SHOWN ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? t('filters.showFewer') : t('filters.showAll', { count: matching.length })}
        </button>
      ) : null}
    </FilterGroup>
  );
}

function PriceFilter({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const { t } = useTranslation('catalog');
  const [minText, setMinText] = useState(min === undefined ? '' : String(min));
  const [maxText, setMaxText] = useState(max === undefined ? '' : String(max));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const toRupees = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    const value = Number(trimmed);
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : Number.NaN;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextMin = toRupees(minText);
    const nextMax = toRupees(maxText);
    if (Number.isNaN(nextMin) || Number.isNaN(nextMax)) return setError(t('filters.priceInvalid'));
    if (nextMin !== undefined && nextMax !== undefined && nextMin > nextMax) return setError(t('filters.priceOrder'));
    setError(null);
    onApply(nextMin, nextMax);
  };

  const inputClass =
    'h-9 w-full min-w-0 rounded-md border border-slate-300 ps-6 pe-2 text-sm tabular-nums focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none aria-invalid:border-red-500';
  return (
    <FilterGroup legend={t('filters.price')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-slate-600">
            {t('filters.priceMin')}
            <span className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute start-2 top-1/2 -translate-y-1/2 text-sm text-slate-500"
              >
                ₹
              </span>
              <input
                inputMode="numeric"
                value={minText}
                onChange={(event) => setMinText(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={inputClass}
              />
            </span>
          </label>
          <span className="pb-2 text-slate-400" aria-hidden="true">
            –
          </span>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-slate-600">
            {t('filters.priceMax')}
            <span className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute start-2 top-1/2 -translate-y-1/2 text-sm text-slate-500"
              >
                ₹
              </span>
              <input
                inputMode="numeric"
                value={maxText}
                onChange={(event) => setMaxText(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={inputClass}
              />
            </span>
          </label>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-xs text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" size="sm" className="self-start">
          {t('filters.applyPrice')}
        </Button>
      </form>
    </FilterGroup>
  );
}
