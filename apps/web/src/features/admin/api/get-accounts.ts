import { accountListSchema, type AccountList } from '@aushadh/shared/auth/admin-account-schemas.ts';
import type { Role } from '@aushadh/shared/auth/roles.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export interface AccountFilter {
  q: string;
  role: Role | '';
  page: number;
}

export const accountsRootKey = sessionKey('admin', 'accounts');

/** GET /api/admin/users?q=&role=&page= — one page of accounts, newest first. */
export function getAccounts(filter: AccountFilter, signal?: AbortSignal): Promise<AccountList> {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.role) params.set('role', filter.role);
  return apiFetch(
    `/api/admin/users?${params.toString()}`,
    import.meta.env.DEV && accountListSchema,
    signal ? { signal } : {},
  );
}

export function accountsQueryOptions(filter: AccountFilter) {
  return queryOptions({
    queryKey: [...accountsRootKey, filter.q.trim(), filter.role, filter.page] as const,
    queryFn: ({ signal }) => getAccounts(filter, signal),
    // The last page stays on screen while the next one (or a new search) loads: no flashing empty table.
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(filter: AccountFilter) {
  return useQuery(accountsQueryOptions(filter));
}
