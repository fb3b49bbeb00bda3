import { Building2, ChevronRight, FileClock, IndianRupee, PackageMinus, UserPlus } from 'lucide-react';
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
            <Tile
              to="/admin/hospitals"
              icon={<Building2 />}
              label={t('dashboard.pendingApprovals')}
              value={number(d.pendingApprovals.hospitals + d.pendingApprovals.partners)}
              detail={t('dashboard.pendingApprovalsDetail', {
                hospitals: number(d.pendingApprovals.hospitals),
                partners: number(d.pendingApprovals.partners),
              })}
            />
          </ul>
        )}
      </QueryState>
    </section>
  );
}
