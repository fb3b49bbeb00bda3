import { ANALYTICS_REPORTS, type AnalyticsDashboard } from '@aushadh/shared/analytics/schemas.ts';
import { BarChart3, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { exportUrl, useDashboard } from '../api/get-dashboard.ts';
import { RangeForm } from './range-form.tsx';
import { useDateRange } from './use-date-range.ts';

export function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

export function Panel({ children }: { children: ReactNode }) {
  // min-w-0: a grid item may not grow to its chart's width (a phone would scroll sideways).
  return <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">{children}</div>;
}

/** Title, range, CSV downloads and the query's states; each dashboard draws its own panels. */
export function DashboardFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (data: AnalyticsDashboard) => ReactNode;
}) {
  const { t } = useTranslation(['analytics', 'staff-areas']);
  const [range, setRange] = useDateRange();
  const dashboard = useDashboard(range);
  return (
    <section className="flex flex-col gap-5">
      <title>{`${title} | ${t('staff-areas:brand.name')}`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <BarChart3 aria-hidden="true" className="size-6 text-brand-700" />
          {title}
        </h1>
        <p className="text-slate-600">{intro}</p>
      </header>
      <RangeForm key={`${range.from}:${range.to}`} range={range} onChange={setRange} />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('export.title')}>
        <span className="text-sm font-medium text-slate-700">{t('export.title')}</span>
        {ANALYTICS_REPORTS.map((report) => (
          <Button key={report} asChild variant="outline" size="md">
            <a href={exportUrl(range, report)} download>
              <Download aria-hidden="true" />
              {t(`export.${report}`)}
            </a>
          </Button>
        ))}
      </div>
      <div aria-busy={dashboard.isFetching} aria-live="polite">
        <QueryState query={dashboard}>{(data) => children(data)}</QueryState>
      </div>
    </section>
  );
}
