import { Suspense } from 'react';
import { SearchBox } from './search-box.tsx';

/** The search box for the header's search slot; while its texts load, a quiet box of the same size. */
export function HeaderSearch() {
  return (
    <Suspense
      fallback={<div className="h-11 w-full rounded-lg border border-slate-200 bg-slate-50" aria-hidden="true" />}
    >
      <SearchBox />
    </Suspense>
  );
}
