import { PARTNER_STATUSES, type AdminPartnerSummary, type PartnerKind } from '@aushadh/shared/partners/schemas.ts';
import { ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ServerTable, type ServerColumn } from '../../../components/server-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { partnerFilterSearch, readPartnerFilter, useAdminPartners, type PartnerFilter } from '../api/admin-partners.ts';
import { Pager } from '../components/pager.tsx';
import { PartnerStatusBadge } from '../components/partner-status-badge.tsx';
import { useSearchAfterPause } from '../../../lib/use-search-after-pause.ts';
import { useUpdateSearchParams } from '../../../lib/use-update-search-params.ts';

const PATHS = { pharmacy: '/admin/pharmacies', doctor: '/admin/doctors' } as const;

/**
 * /admin/pharmacies and /admin/doctors (issue 17 items 5, 9): partners by verification status, searched by name,
 * GSTIN, licence or registration, as a table sorted by its headers; filter, search, sort and page are the
 * server's and live in the URL (a new sort or filter goes back to the first page).
 */
export function AdminPartnersPage({ kind }: { kind: PartnerKind }) {
  const { t, i18n } = useTranslation('partners');
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const filter = readPartnerFilter(params);
  const [typed, setTyped] = useState(filter.q);
  const partners = useAdminPartners(kind, filter);

  const update = (next: Partial<PartnerFilter>) =>
    updateParams((current) => partnerFilterSearch({ ...readPartnerFilter(current), page: 1, ...next }), {
      replace: next.page === undefined && next.sort === undefined,
    });
  useSearchAfterPause(typed, filter.q, (q) => update({ q }));

  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const columns: ServerColumn<AdminPartnerSummary>[] = [
    {
      id: 'name',
      header: t(`admin.columns.name.${kind}`),
      sortKey: 'name',
      cell: (p) => (
        <span className="inline-flex min-w-0 flex-col">
          <Link
            to={`${PATHS[kind]}/${p.id}`}
            className="inline-flex min-h-11 items-center font-semibold [overflow-wrap:anywhere] text-brand-800 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:min-h-0"
          >
            {p.displayName}
          </Link>
          {p.accountName && p.accountName !== p.displayName ? (
            <span className="text-sm text-slate-600">{p.accountName}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'licence',
      header: t(`admin.columns.licence.${kind}`),
      cell: (p) =>
        p.licence ? (
          <span dir="ltr" className="text-sm [overflow-wrap:anywhere] text-slate-700">
            {p.licence}
          </span>
        ) : (
          <span className="text-sm text-slate-500">{t('admin.noLicence')}</span>
        ),
    },
    {
      id: 'submitted',
      header: t('admin.columns.submitted'),
      sortKey: 'submitted',
      cell: (p) => (
        <span className="text-sm text-slate-700">{p.submittedAt ? date(p.submittedAt) : t('admin.notSent')}</span>
      ),
    },
    {
      id: 'changed',
      header: t('admin.columns.changed'),
      sortKey: 'changed',
      cell: (p) => <span className="text-sm text-slate-700">{date(p.statusChangedAt)}</span>,
    },
    {
      id: 'status',
      header: t('admin.columns.status'),
      sortKey: 'status',
      cell: (p) => <PartnerStatusBadge status={p.status} />,
    },
  ];

  const counts = partners.data?.counts;
  const statusButton = (status: PartnerFilter['status']) => (
    <Button
      key={status ?? 'all'}
      size="sm"
      variant={filter.status === status ? 'primary' : 'outline'}
      aria-pressed={filter.status === status}
      onClick={() => update({ status })}
    >
      {status ? t(`status.${status}`) : t('admin.all')}
      {status && counts ? <span className="tabular-nums">{` (${counts[status]})`}</span> : null}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <title>{`${t(`admin.title.${kind}`)} | Aushadh`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t(`admin.title.${kind}`)}</h1>
          <p className="mt-1 text-slate-600">{t(`admin.intro.${kind}`)}</p>
        </div>
        {kind === 'pharmacy' ? (
          <Link
            to="/admin/hospitals"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {t('admin.hospitalQueue')}
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="relative lg:w-96">
          <Search className="pointer-events-none absolute start-3 top-3 size-5 text-slate-400" aria-hidden="true" />
          <input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-label={t(`admin.search.${kind}`)}
            placeholder={t(`admin.search.${kind}`)}
            className={`${inputClassName} ps-10`}
          />
        </div>
        <div role="group" aria-label={t('admin.filter')} className="flex flex-wrap gap-2">
          {statusButton(null)}
          {PARTNER_STATUSES.map(statusButton)}
        </div>
      </div>

      <QueryState
        query={partners}
        isEmpty={(list) => list.items.length === 0}
        empty={<p className="text-slate-600">{t('admin.empty')}</p>}
      >
        {(list) => (
          <div
            className={cn('flex flex-col gap-4', partners.isPlaceholderData && 'opacity-60')}
            aria-busy={partners.isFetching}
          >
            <p className="text-sm text-slate-600" aria-live="polite">
              {t(`admin.count.${kind}`, { count: list.total })}
            </p>
            <ServerTable
              rows={list.items}
              columns={columns}
              rowId={(p) => String(p.id)}
              sort={filter.sort}
              dir={filter.dir}
              onSort={(sort, dir) => update({ sort: sort as PartnerFilter['sort'], dir })}
              sortLabel={(column) => t('admin.sortBy', { column })}
              caption={t(`admin.title.${kind}`)}
              testId="partner-row"
            />
            {list.total > list.pageSize ? (
              <Pager
                page={list.page}
                pages={Math.ceil(list.total / list.pageSize)}
                onPage={(page) => update({ page })}
              />
            ) : null}
          </div>
        )}
      </QueryState>
    </div>
  );
}
