import type { AdminCustomer } from '@aushadh/shared/admin/schemas.ts';
import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { readCustomerFilter, useCustomers, type CustomerFilter } from '../api/get-customers.ts';
import { Pager } from '../components/pager.tsx';
import { ServerTable, type ServerColumn } from '../../../components/server-table.tsx';
import { useSearchAfterPause } from '../../../lib/use-search-after-pause.ts';
import { useUpdateSearchParams } from '../../../lib/use-update-search-params.ts';

/**
 * /admin/customers (issue 17 items 2, 9): customers with their order count, lifetime value and last order;
 * search, sort and pages are the server's and live in the URL; a row opens the customer.
 */
export default function AdminCustomersPage() {
  const { t, i18n } = useTranslation('admin');
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const filter = readCustomerFilter(params);
  const [typed, setTyped] = useState(filter.q);
  const customers = useCustomers(filter);
  const date = (iso: string) => formatDateTime(iso, i18n.language, { hour: undefined, minute: undefined });

  const update = (next: Partial<CustomerFilter>) =>
    updateParams(
      (current) => {
        const merged = { ...readCustomerFilter(current), page: 1, ...next };
        const search = new URLSearchParams({ sort: merged.sort, dir: merged.dir });
        if (merged.q.trim()) search.set('q', merged.q.trim());
        if (merged.page > 1) search.set('page', String(merged.page));
        return search;
      },
      { replace: next.page === undefined },
    );

  useSearchAfterPause(typed, filter.q, (q) => update({ q }));

  const columns: ServerColumn<AdminCustomer>[] = [
    {
      id: 'customer',
      header: t('customers.customer'),
      sortKey: 'name',
      cell: (c) => (
        <span className="inline-flex min-w-0 flex-col">
          <Link
            to={`/admin/customers/${c.id}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {c.name}
          </Link>
          <span className="text-sm [overflow-wrap:anywhere] text-slate-600" dir="ltr">
            {c.email}
          </span>
          {c.disabled ? <Badge variant="danger">{t('status.disabled')}</Badge> : null}
        </span>
      ),
    },
    { id: 'joined', header: t('table.joined'), sortKey: 'joined', cell: (c) => date(c.joinedAt) },
    { id: 'orders', header: t('customers.orders'), sortKey: 'orders', numeric: true, cell: (c) => c.orderCount },
    {
      id: 'value',
      header: t('customers.lifetimeValue'),
      sortKey: 'value',
      numeric: true,
      cell: (c) => <span className="tabular-nums">{formatMoney(c.lifetimeValuePaise)}</span>,
    },
    {
      id: 'last-order',
      header: t('customers.lastOrder'),
      sortKey: 'last-order',
      cell: (c) => (c.lastOrderAt ? date(c.lastOrderAt) : t('customers.never')),
    },
  ];

  return (
    <section aria-labelledby="admin-customers-title" className="flex flex-col gap-5">
      <title>{`${t('customers.title')} | Aushadh`}</title>
      <div>
        <h1 id="admin-customers-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('customers.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('customers.description')}</p>
      </div>
      <form role="search" onSubmit={(event) => (event.preventDefault(), update({ q: typed }))}>
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute start-3 top-3.5 size-4 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            aria-label={t('customers.search')}
            placeholder={t('users.searchPlaceholder')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            className={cn(inputClassName, 'ps-9')}
          />
        </div>
      </form>
      <QueryState
        query={customers}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StateMessage
            icon={<Users />}
            title={t('customers.emptyTitle')}
            description={t('customers.emptyDescription')}
          />
        }
      >
        {(page) => (
          <div
            className={cn('flex flex-col gap-4', customers.isPlaceholderData && 'opacity-60')}
            aria-busy={customers.isFetching}
          >
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('customers.count', { count: page.total })}
            </p>
            <ServerTable
              rows={page.items}
              columns={columns}
              rowId={(c) => String(c.id)}
              sort={filter.sort}
              dir={filter.dir}
              onSort={(sort, dir) => update({ sort: sort as CustomerFilter['sort'], dir })}
              sortLabel={(column) => t('table.sortBy', { column })}
              caption={t('customers.title')}
              testId="customer-row"
            />
            <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={(p) => update({ page: p })} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
