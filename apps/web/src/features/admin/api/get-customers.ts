import {
  CUSTOMER_SORTS,
  customerListSchema,
  type CustomerList,
  type CustomerSort,
} from '@aushadh/shared/admin/schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export interface CustomerFilter {
  q: string;
  sort: CustomerSort;
  dir: 'asc' | 'desc';
  page: number;
}

/** The filter as the URL keeps it (anything unknown falls back to newest first). */
export function readCustomerFilter(params: URLSearchParams): CustomerFilter {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    sort: (CUSTOMER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CustomerSort) : 'joined',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export const customersRootKey = sessionKey('admin', 'customers');

/** GET /api/admin/customers?q=&sort=&dir=&page= — sorted and paged by the server. */
export function getCustomers(filter: CustomerFilter, signal?: AbortSignal): Promise<CustomerList> {
  const params = new URLSearchParams({ sort: filter.sort, dir: filter.dir, page: String(filter.page) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return apiFetch(
    `/api/admin/customers?${params.toString()}`,
    import.meta.env.DEV && customerListSchema,
    signal ? { signal } : {},
  );
}

export function useCustomers(filter: CustomerFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...customersRootKey, filter.q.trim(), filter.sort, filter.dir, filter.page] as const,
      queryFn: ({ signal }) => getCustomers(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
