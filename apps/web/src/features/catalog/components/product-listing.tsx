import { PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProducts } from '../api/get-products.ts';
import type { ProductsParams } from '../api/get-products.ts';
import { countActiveFilters, toProductsParams, useListingState } from '../hooks/use-listing-state.ts';
import { ActiveFilters } from './active-filters.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import type { BreadcrumbItem } from './breadcrumbs.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import { PaginationNav } from './pagination-nav.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { SearchNotice } from './search-notice.tsx';
import { SortSelect } from './sort-select.tsx';

export interface ProductListingProps {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs: BreadcrumbItem[];
  /** What the route fixes: the category of /products/category/:id, a specialty, featured only. */
  fixed?: Partial<Pick<ProductsParams, 'categoryId' | 'specialty' | 'featured'>>;
}

/**
 * The one product listing of every catalog route and of /search: filters, sort and page in the URL,
 * paginated on the server, filters in a side panel (desktop) or a bottom sheet (mobile).
 */
export function ProductListing({ title, description, breadcrumbs, fixed = {} }: ProductListingProps) {
  const { t } = useTranslation('catalog');
  const { state, update, clearFilters, hrefForPage } = useListingState();
  const params = toProductsParams(state, fixed);
  const products = useProducts(params);
  const categoriesQuery = useCategories();
  const categories = fixed.categoryId === undefined ? categoriesQuery.data : undefined;
  const activeCount = countActiveFilters(fixed.categoryId === undefined ? state : { ...state, categoryId: undefined });
  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A new page starts at the top of the results, not where the pagination links were.
  const resultsRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(state.page);
  useEffect(() => {
    if (previousPage.current === state.page) return;
    previousPage.current = state.page;
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollBy({ top: top - 140 });
  }, [state.page]);

  const panel = (
    <FilterPanel state={state} onChange={update} categories={categories} manufacturers={data?.facets?.manufacturers} />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <Breadcrumbs items={breadcrumbs} />
      <header className="mb-4 flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <div className="max-w-3xl text-slate-600">{description}</div> : null}
      </header>

      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)]">
        {/* Focusable: a long filter list scrolls, and before the page hydrates its controls are disabled, so
            the keyboard would have nothing inside to scroll it by. */}
        <aside
          aria-label={t('filters.title')}
          tabIndex={0}
          className="hidden self-start rounded-xl border border-slate-200 bg-white p-4 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none lg:sticky lg:top-32 lg:block lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-base font-semibold text-slate-900">{t('filters.title')}</h2>
            {activeCount > 0 ? (
              <button
                type="button"
                onClick={clearFilters}
                className="text-xs font-semibold text-brand-700 hover:underline"
              >
                {t('filters.clearAll')}
              </button>
            ) : null}
          </div>
          {panel}
        </aside>

        <div ref={resultsRef} className="min-w-0">
          {/* The filters' heading is hidden on phones: this keeps the outline h1 → h2 → the cards' h3. */}
          <h2 className="sr-only">{t('listing.resultsHeading')}</h2>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="result-count">
              {data
                ? t('listing.resultCount', { count: data.total, formattedCount: formatCount(data.total) })
                : '\u00a0'}
            </p>
            <div className="flex items-center gap-2">
              <FilterSheet activeCount={activeCount} total={data?.total} onClear={clearFilters}>
                {panel}
              </FilterSheet>
              <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
            </div>
          </div>

          <ActiveFilters state={state} categories={categories} onChange={update} onClear={clearFilters} />
          {data?.search && state.q ? <SearchNotice summary={data.search} /> : null}

          <QueryState
            query={products}
            loading={<ProductGridSkeleton count={12} className="xl:grid-cols-4" />}
            isEmpty={(found) => found.items.length === 0}
            empty={
              <StateMessage
                icon={<PackageSearch />}
                title={state.q ? t('listing.emptyQuery', { query: state.q }) : t('listing.empty')}
                description={activeCount > 0 ? t('listing.emptyWithFilters') : t('listing.emptyHint')}
                action={
                  activeCount > 0 ? (
                    <Button onClick={clearFilters}>{t('filters.clearFilters')}</Button>
                  ) : state.page > 1 ? (
                    <Button variant="outline" onClick={() => update({ page: 1 })}>
                      {t('pagination.first')}
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            {(found) => (
              <div
                className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
                aria-busy={products.isPlaceholderData}
              >
                <ProductGrid products={found.items} className="xl:grid-cols-4" />
                <PaginationNav page={state.page} pageCount={pageCount} hrefFor={hrefForPage} />
              </div>
            )}
          </QueryState>
        </div>
      </div>
    </div>
  );
}
