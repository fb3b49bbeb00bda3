import type { AnalyticsDashboard, AnalyticsRangeQuery, AnalyticsReport } from '@aushadh/shared/analytics/schemas.ts';
import { toCsv } from '../../../lib/csv.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import { daysBetween, wholeMonths } from '../analytics-days.ts';

const TOP_PRODUCTS = 10;
const TOP_CITIES = 10;

/** /admin/analytics and /admin/sales-dashboard: every figure of a date range from the read model. */
export function createDashboard({ repository, catalog }: Pick<AnalyticsDeps, 'repository' | 'catalog'>) {
  async function dashboard({ from, to }: AnalyticsRangeQuery): Promise<AnalyticsDashboard> {
    // Independent reads: on PostgreSQL they run side by side on the pool.
    const [dayRows, topProducts, categoryRows, cities, categoryList] = await Promise.all([
      repository.days(from, to),
      repository.topProducts(from, to, wholeMonths(from, to), TOP_PRODUCTS),
      repository.categories(from, to),
      repository.cities(from, to, TOP_CITIES),
      catalog.listCategories(),
    ]);
    const byDay = new Map(dayRows.map((row) => [row.day, row]));
    const days = daysBetween(from, to).map((day) => {
      const row = byDay.get(day);
      return {
        day,
        orders: row?.orders ?? 0,
        revenuePaise: row?.revenuePaise ?? 0,
        prescriptionOrders: row?.prescriptionOrders ?? 0,
        cancelledOrders: row?.cancelledOrders ?? 0,
        visits: row?.visits ?? 0,
        carts: row?.carts ?? 0,
        consultations: row?.consultations ?? 0,
        labBookings: row?.labBookings ?? 0,
      };
    });
    const sum = (pick: (row: (typeof dayRows)[number]) => number) =>
      dayRows.reduce((total, row) => total + pick(row), 0);
    const orders = sum((r) => r.orders);
    const revenuePaise = sum((r) => r.revenuePaise);
    const prescriptionOrders = sum((r) => r.prescriptionOrders);
    const names = new Map(categoryList.map((c) => [c.id, c.name]));
    return {
      from,
      to,
      days,
      totals: {
        orders,
        revenuePaise,
        averageOrderValuePaise: orders === 0 ? 0 : Math.round(revenuePaise / orders),
        prescriptionOrders,
        otcOrders: orders - prescriptionOrders,
        cancelledOrders: sum((r) => r.cancelledOrders),
        cancelledRevenuePaise: sum((r) => r.cancelledRevenuePaise),
        visits: sum((r) => r.visits),
        carts: sum((r) => r.carts),
        consultations: sum((r) => r.consultations),
        labBookings: sum((r) => r.labBookings),
      },
      topProducts,
      categories: categoryRows.map((c) => ({ ...c, name: names.get(c.categoryId) ?? `#${c.categoryId}` })),
      cities,
    };
  }

  return {
    dashboard,

    /** One table of the dashboard as CSV (amounts in rupees with paise, as a spreadsheet user expects). */
    async exportCsv(range: AnalyticsRangeQuery, report: AnalyticsReport): Promise<string> {
      const data = await dashboard(range);
      const rupees = (paise: number) => (paise / 100).toFixed(2);
      switch (report) {
        case 'daily':
          return toCsv(
            [
              'day',
              'orders',
              'revenue_inr',
              'prescription_orders',
              'cancelled_orders',
              'visits',
              'carts',
              'consultations',
              'lab_bookings',
            ],
            data.days.map((d) => [
              d.day,
              d.orders,
              rupees(d.revenuePaise),
              d.prescriptionOrders,
              d.cancelledOrders,
              d.visits,
              d.carts,
              d.consultations,
              d.labBookings,
            ]),
          );
        case 'products':
          return toCsv(
            ['product_id', 'product', 'units', 'revenue_inr'],
            data.topProducts.map((p) => [p.productId, p.name, p.units, rupees(p.revenuePaise)]),
          );
        case 'categories':
          return toCsv(
            ['category_id', 'category', 'orders', 'units', 'revenue_inr'],
            data.categories.map((c) => [c.categoryId, c.name, c.orders, c.units, rupees(c.revenuePaise)]),
          );
        case 'cities':
          return toCsv(
            ['city', 'orders', 'revenue_inr'],
            data.cities.map((c) => [c.city, c.orders, rupees(c.revenuePaise)]),
          );
      }
    },
  };
}
