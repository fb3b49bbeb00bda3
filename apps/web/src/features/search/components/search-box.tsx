import type { MedicineSearchResult } from '@aushadh/shared/catalog/schemas.ts';
import { percentOff } from '@aushadh/shared/catalog/catalog-constants.ts';
import { SEARCH } from '@aushadh/shared/constants.ts';
import { PLACEHOLDER_IMAGE_PATH, productImageUrl } from '@aushadh/shared/images/image-urls.ts';
import { WEB_ROUTES } from '@aushadh/shared/web-routes.ts';
import { ArrowRight, Mic, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMedicineSearch } from '../api/search-medicines.ts';
import { useRotatingIndex } from '../hooks/use-rotating-index.ts';
import { speechLocale, useVoiceSearch } from '../hooks/use-voice-search.ts';
import type { VoiceSearchError } from '../hooks/use-voice-search.ts';
import { HighlightMatch } from './highlight-match.tsx';

/** i18n keys of SEARCH.placeholders, in the same order (English texts are SPEC's, verbatim). */
const PLACEHOLDER_KEYS = ['medicines', 'cardiology', 'orthopedic', 'gynecology', 'diabetes', 'vitamins'] as const;

/**
 * SPEC's rotating texts, worded as a hint so nobody takes them for typed text: "Search for Medicines…",
 * then 'Try "Cardiology"' (and shown in a lighter grey than what the visitor types).
 */
function placeholderHint(t: TFunction<'search'>, key: (typeof PLACEHOLDER_KEYS)[number]): string {
  const text = t(`placeholders.${key}`);
  return key === 'medicines' ? t('placeholderLead', { text }) : t('placeholderTry', { text });
}

function searchPath(text: string): string {
  return `/search?${new URLSearchParams({ q: text }).toString()}`;
}

/**
 * The header search box (SPEC §2, §4): rotating placeholder, clear, Search button and Enter for the results
 * page, a debounced suggestion dropdown as an ARIA combobox (↑ ↓ Enter Esc), and voice search.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLFormElement>(null);

  const urlQuery = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [text, setText] = useState(urlQuery ?? '');
  const [debouncedQuery, setDebouncedQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [focused, setFocused] = useState(false);

  // A navigation closes the dropdown; on /search the box shows that page's query.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
    setActiveIndex(-1);
    if (urlQuery !== null) setText(urlQuery);
  }

  const trimmed = text.trim();
  const longEnough = trimmed.length >= SEARCH.minQueryLength;
  useEffect(() => {
    if (trimmed.length < SEARCH.minQueryLength) return;
    const timer = setTimeout(() => setDebouncedQuery(trimmed), SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed]);
  // Under the minimum the results are cleared at once, not after the debounce.
  const activeQuery = longEnough ? debouncedQuery : '';
  const search = useMedicineSearch(activeQuery);
  const results: MedicineSearchResult[] = activeQuery && search.data ? search.data.results : [];
  // "Did you mean": the query as the catalog spells it (only when it differs).
  const suggestion = activeQuery && search.data ? search.data.suggestion : null;
  const upToDate = activeQuery === trimmed && search.isSuccess && !search.isPlaceholderData;
  const loading = longEnough && !upToDate;

  const voice = useVoiceSearch({
    lang: speechLocale(i18n.resolvedLanguage ?? i18n.language),
    onHeard: (words) => {
      setText(words);
      setOpen(true);
      setActiveIndex(-1);
    },
    onTranscript: (words) => {
      setDebouncedQuery(words.trim());
      setOpen(true);
      inputRef.current?.focus();
    },
    onError: (kind: VoiceSearchError) =>
      toast({
        variant: 'destructive',
        title: kind === 'unavailable' ? t('voice.unavailableTitle') : t('voice.failedTitle'),
        description: kind === 'unavailable' ? t('voice.unavailableDescription') : t('voice.failedDescription'),
      }),
  });

  const placeholderIndex = useRotatingIndex(
    PLACEHOLDER_KEYS.length,
    SEARCH.placeholderRotationMs,
    focused || text !== '' || voice.state !== 'idle',
  );
  const placeholder =
    voice.state === 'listening'
      ? t('voice.listening')
      : voice.state === 'searching'
        ? t('voice.searching')
        : placeholderHint(t, PLACEHOLDER_KEYS[placeholderIndex] ?? 'medicines');

  const dropdownVisible = open && longEnough;
  // Options: every result, then "See all results" when there are any.
  const optionCount = results.length > 0 && !loading ? results.length + 1 : results.length;
  const showOptions = dropdownVisible && results.length > 0;

  // Click (or tap) outside closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setActiveIndex(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const submit = () => {
    if (!trimmed) {
      inputRef.current?.focus();
      return;
    }
    close();
    voice.reset();
    inputRef.current?.blur();
    void navigate(searchPath(trimmed));
  };

  const openResult = (result: MedicineSearchResult) => {
    close();
    voice.reset();
    inputRef.current?.blur();
    void navigate(`/products/${result.id}`);
  };

  const moveTo = (index: number) => {
    setActiveIndex(index);
    if (index >= 0) document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    setActiveIndex(-1);
    setOpen(true);
    voice.reset();
    if (next.trim().length < SEARCH.minQueryLength) setDebouncedQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!dropdownVisible) {
          setOpen(true);
          return;
        }
        if (optionCount > 0) moveTo(activeIndex + 1 >= optionCount ? 0 : activeIndex + 1);
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (dropdownVisible && optionCount > 0) moveTo(activeIndex <= 0 ? optionCount - 1 : activeIndex - 1);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const result = showOptions && activeIndex >= 0 ? results[activeIndex] : undefined;
        if (result) openResult(result);
        else submit();
        return;
      }
      case 'Escape': {
        if (dropdownVisible) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
          setDebouncedQuery('');
        }
        return;
      }
      default:
        return;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const clear = () => {
    setText('');
    setDebouncedQuery('');
    close();
    voice.reset();
    inputRef.current?.focus();
  };

  const listening = voice.state === 'listening';
  return (
    <form
      ref={containerRef}
      role="search"
      aria-label={t('regionLabel')}
      // The same request without JavaScript: GET /search?q=… (SPEC §2 search route).
      action={WEB_ROUTES.search}
      method="get"
      onSubmit={onSubmit}
      className={cn('relative flex w-full min-w-0', className)}
    >
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          type="text"
          name="q"
          role="combobox"
          aria-label={t('label')}
          aria-autocomplete="list"
          aria-expanded={dropdownVisible}
          aria-controls={listboxId}
          aria-activedescendant={showOptions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          value={text}
          placeholder={placeholder}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
          }}
          onBlur={() => setFocused(false)}
          className={cn(
            'h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-slate-300 bg-white ps-10 text-[15px] text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none',
            voice.supported ? 'pe-20' : 'pe-10',
            listening && 'placeholder:text-red-700',
          )}
        />
        <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
          {text ? (
            <button
              type="button"
              onClick={clear}
              aria-label={t('clear')}
              className="flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          {voice.supported ? (
            <button
              type="button"
              onClick={() => (listening ? voice.stop() : voice.start())}
              aria-label={listening ? t('voice.stop') : t('voice.start')}
              aria-pressed={listening}
              className={cn(
                'flex size-9 items-center justify-center rounded-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                listening
                  ? 'animate-pulse bg-red-50 text-red-600'
                  : 'text-slate-500 hover:bg-slate-100 hover:text-brand-800',
              )}
            >
              <Mic className="size-4.5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      <button
        type="submit"
        className="flex h-11 shrink-0 items-center gap-2 rounded-e-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none sm:px-4"
      >
        <Search className="size-4 sm:hidden" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('submit')}</span>
      </button>

      <p className="sr-only" aria-live="polite" role="status">
        {voice.state === 'listening'
          ? t('voice.listening')
          : voice.state === 'searching'
            ? t('voice.searching')
            : dropdownVisible && upToDate
              ? t('resultsAvailable', { count: results.length })
              : ''}
      </p>

      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1.5 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white shadow-xl',
          !dropdownVisible && 'hidden',
        )}
        style={{ maxHeight: SEARCH.dropdownMaxHeightPx }}
        data-testid="search-dropdown"
      >
        {dropdownVisible && loading && results.length === 0 ? (
          <div className="flex flex-col" data-testid="search-skeleton">
            <span className="sr-only">{t('loading')}</span>
            {Array.from({ length: SEARCH.skeletonRows }, (_, row) => (
              <div key={row} className="flex items-center gap-3 border-b border-slate-100 px-3 py-2.5 last:border-0">
                <Skeleton className="size-11 shrink-0 rounded-md" />
                <div className="flex flex-1 flex-col gap-1.5">
                  <Skeleton className="h-3.5 w-3/5" />
                  <Skeleton className="h-3 w-2/5" />
                </div>
                <Skeleton className="h-4 w-14" />
              </div>
            ))}
          </div>
        ) : null}
        {dropdownVisible && upToDate && results.length === 0 ? (
          <p className="px-4 py-5 text-center text-sm text-slate-600">{t('noResults', { query: trimmed })}</p>
        ) : null}
        {dropdownVisible && upToDate && suggestion ? (
          <p className="border-b border-slate-100 px-4 py-2.5 text-sm text-slate-700" data-testid="search-did-you-mean">
            <Trans
              t={t}
              i18nKey="didYouMean"
              values={{ suggestion }}
              components={{
                spelling: (
                  <Link
                    to={searchPath(suggestion)}
                    dir="auto"
                    onMouseDown={(event) => event.preventDefault()}
                    className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  />
                ),
              }}
            />
          </p>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('suggestions')}
          className={cn(!showOptions && 'hidden', loading && 'opacity-70')}
        >
          {showOptions
            ? results.map((result, index) => (
                <SuggestionOption
                  key={result.id}
                  id={optionId(index)}
                  result={result}
                  query={trimmed}
                  active={index === activeIndex}
                  onHover={() => setActiveIndex(index)}
                  onChoose={() => openResult(result)}
                />
              ))
            : null}
          {showOptions && optionCount > results.length ? (
            <li
              id={optionId(results.length)}
              role="option"
              aria-selected={activeIndex === results.length}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(results.length)}
              onClick={submit}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-brand-800',
                activeIndex === results.length ? 'bg-brand-50' : 'bg-slate-50/70',
              )}
            >
              <span className="truncate">{t('seeAll', { query: trimmed })}</span>
              <ArrowRight className="size-4 shrink-0 rtl:rotate-180" aria-hidden="true" />
            </li>
          ) : null}
        </ul>
      </div>
    </form>
  );
}

function SuggestionOption({
  id,
  result,
  query,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  result: MedicineSearchResult;
  query: string;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation('search');
  const percent = percentOff(result.price, result.discountedPrice);
  const selling = percent === null ? result.price : result.discountedPrice;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={onHover}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2.5',
        active ? 'bg-brand-50' : 'bg-white',
      )}
    >
      <img
        src={productImageUrl(result.imageUrl, 'thumbnail')}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(PLACEHOLDER_IMAGE_PATH)) img.src = PLACEHOLDER_IMAGE_PATH;
        }}
        className="size-11 shrink-0 rounded-md bg-slate-50 object-contain p-0.5"
      />
      <div className="min-w-0 flex-1">
        {/* Product data is mostly Latin: its own direction, so an Arabic page truncates it at its end. */}
        <p dir="auto" className="truncate text-sm font-medium text-slate-900 rtl:text-right">
          <HighlightMatch text={result.name} query={query} ranges={result.highlights?.name} />
        </p>
        <p dir="auto" className="truncate text-xs text-slate-500 rtl:text-right">
          <HighlightMatch text={result.manufacturer} query="" ranges={result.highlights?.manufacturer} />
          {result.saltComposition ? (
            <>
              {' · '}
              <HighlightMatch text={result.saltComposition} query={query} ranges={result.highlights?.saltComposition} />
            </>
          ) : null}
        </p>
        {result.prescriptionRequired || !result.inStock ? (
          <p className="mt-0.5 flex gap-1.5 text-[11px] font-semibold">
            {result.prescriptionRequired ? <span className="text-red-700">{t('rx')}</span> : null}
            {!result.inStock ? <span className="text-slate-500">{t('outOfStock')}</span> : null}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end text-end">
        <span className="text-sm font-semibold text-slate-900">{formatMoney(selling)}</span>
        {percent !== null ? (
          <span className="flex items-baseline gap-1.5 text-[11px]">
            <s className="text-slate-500">{formatMoney(result.price)}</s>
            <span className="font-semibold text-emerald-700">{t('percentOff', { percent })}</span>
          </span>
        ) : null}
      </div>
    </li>
  );
}
