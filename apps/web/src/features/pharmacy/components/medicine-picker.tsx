import { SEARCH } from '@aushadh/shared/constants.ts';
import { REVIEW_LIMITS } from '@aushadh/shared/prescriptions/schemas.ts';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCatalogSearch } from '../api/search-catalog.ts';

export interface PickedMedicine {
  productId: number;
  name: string;
  quantity: number;
}

export interface MedicinePickerProps {
  value: PickedMedicine[];
  onChange: (value: PickedMedicine[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * What the prescription allows, picked from the catalogue: search as you type (the public search, debounced
 * like the header's), arrow keys and Enter to add, then a quantity for each. A combobox screen readers follow.
 */
export function MedicinePicker({ value, onChange, error, disabled = false }: MedicinePickerProps) {
  const { t } = useTranslation('pharmacy');
  const id = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Closing on blur waits a moment (a click on an option lands first); coming back cancels it.
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = () => {
    if (closing.current) clearTimeout(closing.current);
    closing.current = null;
    setOpen(true);
  };
  useEffect(() => () => void (closing.current && clearTimeout(closing.current)), []);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useCatalogSearch(debounced);
  const enough = debounced.trim().length >= SEARCH.minQueryLength;
  const results = (enough ? (search.data ?? []) : []).slice(0, 8);
  const expanded = open && enough;
  const full = value.length >= REVIEW_LIMITS.maxMedicines;

  const add = (index: number) => {
    const hit = results[index];
    if (!hit || full) return;
    if (!value.some((m) => m.productId === hit.id))
      onChange([...value, { productId: hit.id, name: hit.name, quantity: 1 }]);
    setText('');
    setDebounced('');
    setOpen(false);
    setActive(0);
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
        {t('review.medicines')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={`${id}-search`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="ps-9"
          placeholder={t('review.searchPlaceholder')}
          value={text}
          disabled={disabled || full}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            show();
            setActive(0);
          }}
          onFocus={show}
          onBlur={() => {
            closing.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              show();
              setActive((a) => Math.min(results.length - 1, a + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (event.key === 'Enter' && expanded) {
              event.preventDefault();
              add(active);
            } else if (event.key === 'Escape') {
              setOpen(false);
            }
          }}
          data-testid="medicine-search"
        />
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('review.searchResults')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {results.map((hit, index) => (
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Before the input's blur: the click must land on the option, not on a closed list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(index)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                {hit.name}
                {hit.prescriptionRequired ? (
                  <span className="rounded bg-amber-100 px-1.5 text-[11px] font-semibold text-amber-900">
                    {t('review.rx')}
                  </span>
                ) : null}
              </span>
              <span className="block text-xs text-slate-500">
                {hit.saltComposition} · {hit.manufacturer}
              </span>
            </li>
          ))}
          {expanded && !search.isFetching && results.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-slate-500">
              {t('review.noResults')}
            </li>
          ) : null}
        </ul>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('review.medicinesHint', { max: REVIEW_LIMITS.maxMedicines })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
          data-testid="picked-medicines"
        >
          {value.map((medicine) => (
            <li key={medicine.productId} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{medicine.name}</span>
              <QuantityStepper
                size="sm"
                tone="neutral"
                value={medicine.quantity}
                max={REVIEW_LIMITS.maxQuantity}
                disabled={disabled}
                onChange={(quantity) =>
                  onChange(value.map((m) => (m.productId === medicine.productId ? { ...m, quantity } : m)))
                }
                labels={{
                  group: t('review.quantityOf', { name: medicine.name }),
                  decrease: t('review.decrease', { name: medicine.name }),
                  increase: t('review.increase', { name: medicine.name }),
                }}
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((m) => m.productId !== medicine.productId))}
                className="flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                aria-label={t('review.removeMedicine', { name: medicine.name })}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">
          {t('review.noMedicines')}
        </p>
      )}
    </div>
  );
}
