import { QUERY_DEFAULTS } from '@aushadh/shared/constants.ts';
import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: no automatic retries, no refetch on window focus, no polling, data never stale by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        staleTime: QUERY_DEFAULTS.staleTime,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
