import { PARTNER_STATUSES, type PartnerKind } from '@aushadh/shared/partners/schemas.ts';
import { ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { readPartnerFilter, useAdminPartners, type PartnerFilter } from '../api/admin-partners.ts';
import { Pager } from '../components/pager.tsx';
import { PartnerStatusBadge } from '../components/partner-status-badge.tsx';
import { useSearchAfterPause } from '../../../lib/use-search-after-pause.ts';

const PATHS = { pharmacy: '/admin/pharmacies', doctor: '/admin/doctors' } as const;

/**
 * /admin/pharmacies and /admin/doctors (issue 17 item 5): partners by verification status, searched by name,
 * GSTIN, licence or registration; filter, search and page are the server's and live in the URL.
 */
export function AdminPartnersPage({ kind }: { kind: PartnerKind }) {
  const { t, i18n } = useTranslation('partners');
  const [params, setParams] = useSearchParams();
  const filter = readPartnerFilter(params);
  const [typed, setTyped] = useState(filter.q);
  const partners = useAdminPartners(kind, filter);

  const update = (next: Partial<PartnerFilter>) =>
    setParams(
      (current) => {
        const merged = { ...readPartnerFilter(current), page: 1, ...next };
        const search = new URLSearchParams();
        if (merged.status) search.set('status', merged.status);
        if (merged.q.trim()) search.set('q', merged.q.trim());
        if (merged.page > 1) search.set('page', String(merged.page));
        return search;
      },
      { replace: next.page === undefined },
    );
  useSearchAfterPause(typed, filter.q, (q) => update({ q }));

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
          <>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {list.items.map((p) => (
                <li key={p.id}>
                  <Link
                    to={`${PATHS[kind]}/${p.id}`}
                    className="flex min-h-11 flex-wrap items-center gap-3 p-4 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
                  >
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="font-semibold text-slate-900">{p.displayName}</p>
                      <p className="text-slate-600">
                        {p.accountName}
                        {p.licence ? (
                          <>
                            {' · '}
                            <span dir="ltr">{p.licence}</span>
                          </>
                        ) : null}
                      </p>
                      <p className="text-xs text-slate-500">
                        {p.submittedAt
                          ? t('admin.sentOn', { date: formatDateTime(p.submittedAt, i18n.language) })
                          : t('admin.notSent')}
                      </p>
                    </div>
                    <PartnerStatusBadge status={p.status} />
                    <ChevronRight className="size-5 text-slate-400 rtl:rotate-180" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
            {list.total > list.pageSize ? (
              <Pager
                page={list.page}
                pages={Math.ceil(list.total / list.pageSize)}
                onPage={(page) => update({ page })}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
