import { useTranslation } from 'react-i18next';
import { BarChart } from '../components/bar-chart.tsx';
import { DashboardFrame, Kpi, Panel } from '../components/dashboard-frame.tsx';
import { useFormatters } from '../components/formatters.ts';

/** /admin/analytics (issue 17 item 6): the visits → cart → order funnel, consultations and lab bookings. */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { count, percent } = useFormatters();
  return (
    <DashboardFrame title={t('analyticsTitle')} intro={t('analyticsIntro')}>
      {(data) => {
        const { totals } = data;
        const steps = [
          { key: 'visits', value: totals.visits },
          { key: 'carts', value: totals.carts },
          { key: 'orders', value: totals.orders },
        ] as const;
        const widest = Math.max(1, totals.visits, totals.carts, totals.orders);
        return (
          <div className="flex flex-col gap-5">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Kpi label={t('kpi.visits')} value={count(totals.visits)} />
              <Kpi label={t('kpi.orders')} value={count(totals.orders)} />
              <Kpi label={t('kpi.consultations')} value={count(totals.consultations)} />
              <Kpi label={t('kpi.labBookings')} value={count(totals.labBookings)} />
            </dl>
            <Panel>
              <h2 className="font-semibold text-slate-900">{t('charts.funnel')}</h2>
              <ol className="mt-3 flex flex-col gap-3">
                {steps.map((step) => (
                  <li key={step.key} className="flex flex-col gap-1">
                    <div className="flex justify-between gap-3 text-sm">
                      <span>{t(`kpi.${step.key}`)}</span>
                      <span className="tabular-nums">
                        {count(step.value)}
                        {step.key !== 'visits' && totals.visits > 0
                          ? ` · ${t('charts.ofVisits', { percent: percent(step.value / totals.visits) })}`
                          : ''}
                      </span>
                    </div>
                    <span aria-hidden="true" className="block h-3 rounded-full bg-brand-100">
                      <span
                        className="block h-3 rounded-full bg-brand-600"
                        style={{ width: `${Math.round((step.value / widest) * 100)}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ol>
              <p className="mt-3 text-xs text-slate-600">{t('charts.visitsNote')}</p>
            </Panel>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel>
                <BarChart
                  title={t('charts.visitsByDay')}
                  points={data.days.map((d) => ({ label: d.day, value: d.visits }))}
                  format={count}
                />
              </Panel>
              <Panel>
                <BarChart
                  title={t('charts.ordersByDay')}
                  points={data.days.map((d) => ({ label: d.day, value: d.orders }))}
                  format={count}
                />
              </Panel>
              <Panel>
                <BarChart
                  title={t('charts.consultationsByDay')}
                  points={data.days.map((d) => ({ label: d.day, value: d.consultations }))}
                  format={count}
                />
              </Panel>
              <Panel>
                <BarChart
                  title={t('charts.labBookingsByDay')}
                  points={data.days.map((d) => ({ label: d.day, value: d.labBookings }))}
                  format={count}
                />
              </Panel>
            </div>
          </div>
        );
      }}
    </DashboardFrame>
  );
}
