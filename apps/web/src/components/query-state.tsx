import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner.tsx';

/**
 * The failure is its own chunk, with the error catalog it reads the server's message from: a page whose data
 * loaded (nearly always) never downloads it, which keeps the catalog off the first visit (bench/bundle-size.ts).
 */
const QueryError = lazy(() => import('./query-error.tsx'));

/** What the wrapper reads of a query: a TanStack `useQuery` result fits, and so does a hand-made one (the cart's). */
export interface QueryStateSource<T> {
  data: T | undefined;
  isError: boolean;
  error?: unknown;
  /** A retry on its way: the button waits, its icon spins. */
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryFallbackProps {
  query: QueryStateSource<unknown>;
  /** Shown until the first answer (a skeleton of what comes); a spinner saying "Loading…" by default. */
  loading?: ReactNode;
  /** What failed ("We couldn't load your orders"); "Something went wrong" by default. */
  errorTitle?: string;
  /** Why; by default the server's own message in the visitor's language, else "check your connection". */
  errorDescription?: string;
  /** For the error message (e.g. a margin inside a drawer). */
  className?: string;
}

/**
 * A query without its data yet: the loading placeholder, or the failure with a Retry button. Nothing once
 * the data is there — also when a later refetch failed: what was loaded stays on screen.
 * For pages that return early; `QueryState` is the usual wrapper.
 */
export function QueryFallback({ query, loading, ...error }: QueryFallbackProps) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) return null;
  const spinner = <Spinner label={t('states.loading')} className="py-12" />;
  if (query.isError) {
    return (
      <Suspense fallback={spinner}>
        <QueryError query={query} {...error} />
      </Suspense>
    );
  }
  return loading ?? spinner;
}

export interface QueryStateProps<T> extends Omit<QueryFallbackProps, 'query'> {
  query: QueryStateSource<T>;
  /** When the answer counts as empty (e.g. `(orders) => orders.length === 0`); then `empty` is shown. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's loading, error and empty states in one place; `children` renders its data. */
export function QueryState<T>({ query, isEmpty, empty, children, ...fallback }: QueryStateProps<T>) {
  if (query.data === undefined) return <QueryFallback query={query} {...fallback} />;
  if (isEmpty?.(query.data)) return empty ?? null;
  return children(query.data);
}
