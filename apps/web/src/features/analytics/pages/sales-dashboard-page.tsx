import { useTranslation } from 'react-i18next';
import { BarChart } from '../components/bar-chart.tsx';
import { DashboardFrame, Kpi, Panel } from '../components/dashboard-frame.tsx';
import { useFormatters } from '../components/formatters.ts';
import { RankedTable } from '../components/ranked-table.tsx';

/** /admin/sales-dashboard (issue 17 item 6): orders and revenue by day, AOV, Rx vs OTC, products, categories, cities. */
export default function SalesDashboardPage() {
  const { t } = useTranslation('analytics');
  const { money, count, percent } = useFormatters();
  return (
    <DashboardFrame title={t('salesTitle')} intro={t('salesIntro')}>
      {(data) => {
        const { totals } = data;
        const rxShare = totals.orders === 0 ? 0 : totals.prescriptionOrders / totals.orders;
        return (
          <div className="flex flex-col gap-5">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Kpi label={t('kpi.revenue')} value={money(totals.revenuePaise)} />
              <Kpi label={t('kpi.orders')} value={count(totals.orders)} />
              <Kpi label={t('kpi.aov')} value={money(totals.averageOrderValuePaise)} />
              <Kpi label={t('kpi.cancelled')} value={count(totals.cancelledOrders)} />
            </dl>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel>
                <BarChart
                  title={t('charts.revenueByDay')}
                  points={data.days.map((d) => ({ label: d.day, value: d.revenuePaise }))}
                  format={money}
                  minScale={400_000}
                />
              </Panel>
              <Panel>
                <BarChart
                  title={t('charts.ordersByDay')}
                  points={data.days.map((d) => ({ label: d.day, value: d.orders }))}
                  format={count}
                />
              </Panel>
            </div>
            <Panel>
              <h2 className="font-semibold text-slate-900">{t('charts.rxShare')}</h2>
              <div
                className={`mt-3 flex h-4 overflow-hidden rounded-full ${totals.orders === 0 ? 'bg-slate-100' : 'bg-amber-200'}`}
                role="img"
                aria-label={t('charts.rxSummary', {
                  rx: percent(rxShare),
                  otc: percent(totals.orders === 0 ? 0 : 1 - rxShare),
                })}
              >
                <span className="h-4 bg-brand-600" style={{ width: `${rxShare * 100}%` }} />
              </div>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-2">
                  <dt className="flex items-center gap-1.5">
                    <span aria-hidden="true" className="size-3 rounded-full bg-brand-600" />
                    {t('charts.rx')}
                  </dt>
                  <dd className="tabular-nums">
                    {count(totals.prescriptionOrders)} ({percent(rxShare)})
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="flex items-center gap-1.5">
                    <span aria-hidden="true" className="size-3 rounded-full bg-amber-300" />
                    {t('charts.otc')}
                  </dt>
                  <dd className="tabular-nums">
                    {count(totals.otcOrders)} ({percent(totals.orders === 0 ? 0 : 1 - rxShare)})
                  </dd>
                </div>
              </dl>
            </Panel>
            <Panel>
              <RankedTable
                title={t('charts.topProducts')}
                rows={data.topProducts.map((p) => ({ key: p.productId, ...p }))}
                columns={['units']}
                money={money}
                count={count}
              />
            </Panel>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel>
                <RankedTable
                  title={t('charts.categories')}
                  rows={data.categories.map((c) => ({ key: c.categoryId, ...c }))}
                  columns={['orders']}
                  money={money}
                  count={count}
                />
              </Panel>
              <Panel>
                <RankedTable
                  title={t('charts.cities')}
                  rows={data.cities.map((c) => ({ key: c.city, name: c.city, ...c }))}
                  columns={['orders']}
                  money={money}
                  count={count}
                />
              </Panel>
            </div>
          </div>
        );
      }}
    </DashboardFrame>
  );
}
