import { BadgeCheck, ChevronRight, FileClock, IndianRupee, PackageMinus, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { useDashboard } from '../api/get-dashboard.ts';

function Tile({
  to,
  icon,
  label,
  value,
  detail,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-colors hover:border-brand-300 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700 [&>svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-sm font-medium text-slate-600">{label}</span>
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{value}</span>
          <span className="text-sm text-slate-600">{detail}</span>
        </span>
        <ChevronRight className="mt-1 size-5 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * Pending approvals: three queues on three screens, so one figure with a link to each (hospital listings,
 * pharmacies and doctors waiting for a decision) instead of one link that would hide two of them.
 */
function ApprovalsTile({ label, total, queues }: { label: string; total: string; queues: QueueLink[] }) {
  return (
    <li className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className="flex items-start gap-4">
        <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700 [&>svg]:size-5" aria-hidden="true">
          <BadgeCheck />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span id="pending-approvals-label" className="text-sm font-medium text-slate-600">
            {label}
          </span>
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{total}</span>
        </span>
      </div>
      <ul aria-labelledby="pending-approvals-label" className="flex flex-col divide-y divide-slate-100">
        {queues.map((queue) => (
          <li key={queue.to}>
            <Link
              to={queue.to}
              className="flex min-h-11 items-center gap-2 rounded-md px-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="min-w-0 flex-1">{queue.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{queue.count}</span>
              <ChevronRight className="size-4 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

interface QueueLink {
  to: string;
  label: string;
  count: string;
}

/**
 * /admin (issue 17 item 1): today's orders and revenue, prescriptions waiting, low stock, new sign-ups and
 * pending approvals, each a link to the screen that deals with it.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  const number = formatCount;
  return (
    <section aria-labelledby="admin-dashboard-title" className="flex flex-col gap-5">
      <title>{`${t('dashboard.title')} | Aushadh`}</title>
      <div>
        <h1 id="admin-dashboard-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('dashboard.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('dashboard.description')}</p>
      </div>
      <QueryState query={dashboard}>
        {(d) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-dashboard">
            <Tile
              to="/admin/sales-dashboard"
              icon={<IndianRupee />}
              label={t('dashboard.todayOrders')}
              value={number(d.today.orders)}
              detail={t('dashboard.revenue', { amount: formatMoney(d.today.revenuePaise) })}
            />
            <Tile
              to="/admin/pharmacies"
              icon={<FileClock />}
              label={t('dashboard.prescriptionsWaiting')}
              value={number(d.prescriptionsWaiting)}
              detail={t('dashboard.prescriptionsDetail')}
            />
            <Tile
              to="/admin/products?status=low-stock&sort=stock&dir=asc"
              icon={<PackageMinus />}
              label={t('dashboard.lowStock')}
              value={number(d.lowStock.products)}
              detail={t('dashboard.lowStockDetail', { below: d.lowStock.below })}
            />
            <Tile
              to="/admin/customers?sort=joined&dir=desc"
              icon={<UserPlus />}
              label={t('dashboard.signUps')}
              value={number(d.newSignUps.today)}
              detail={t('dashboard.signUpsDetail', { total: d.newSignUps.last7Days })}
            />
            <ApprovalsTile
              label={t('dashboard.pendingApprovals')}
              total={number(d.pendingApprovals.hospitals + d.pendingApprovals.pharmacies + d.pendingApprovals.doctors)}
              queues={[
                {
                  to: '/admin/hospitals',
                  label: t('dashboard.approvals.hospitals'),
                  count: number(d.pendingApprovals.hospitals),
                },
                {
                  to: '/admin/pharmacies?status=pending',
                  label: t('dashboard.approvals.pharmacies'),
                  count: number(d.pendingApprovals.pharmacies),
                },
                {
                  to: '/admin/doctors?status=pending',
                  label: t('dashboard.approvals.doctors'),
                  count: number(d.pendingApprovals.doctors),
                },
              ]}
            />
          </ul>
        )}
      </QueryState>
    </section>
  );
}
