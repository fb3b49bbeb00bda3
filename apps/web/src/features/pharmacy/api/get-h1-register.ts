import { h1RegisterPageSchema, type H1RegisterPage } from '@aushadh/shared/prescriptions/schemas.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export interface H1Range {
  from: string;
  to: string;
}

const rangeParams = ({ from, to }: H1Range) => {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params;
};

/** GET /api/pharmacy/h1-register?from=&to=&cursor= — 50 entries a page, oldest first. */
export function getH1Page(range: H1Range, cursor: number | null, signal?: AbortSignal): Promise<H1RegisterPage> {
  const params = rangeParams(range);
  if (cursor !== null) params.set('cursor', String(cursor));
  return apiFetch(
    `/api/pharmacy/h1-register?${params.toString()}`,
    import.meta.env.DEV && h1RegisterPageSchema,
    signal ? { signal } : {},
  );
}

export function useH1Register(range: H1Range) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: sessionKey('pharmacy', 'h1-register', range.from, range.to),
      queryFn: ({ pageParam, signal }) => getH1Page(range, pageParam, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
    }),
  );
}

/** The CSV download of the same range (a plain link: the browser saves it, the cookie goes with it). */
export const h1CsvUrl = (range: H1Range) => {
  const params = rangeParams(range).toString();
  return `/api/pharmacy/h1-register.csv${params ? `?${params}` : ''}`;
};
