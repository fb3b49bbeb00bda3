import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { isoDateSchema } from '../prescriptions/schemas.ts';

/** The longest range one dashboard request covers: a year and a day (a leap year's full year). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

const rangeFields = { from: isoDateSchema, to: isoDateSchema };
const validRange = ({ from, to }: { from: string; to: string }) =>
  dayNumber(to) >= dayNumber(from) && dayNumber(to) - dayNumber(from) < ANALYTICS_MAX_RANGE_DAYS;
const rangeRule = {
  error: messageToken('ANALYTICS_RANGE_INVALID', { max: ANALYTICS_MAX_RANGE_DAYS }),
  path: ['to'],
};

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD — both ends included, India days. */
export const analyticsRangeQuerySchema = z.object(rangeFields).refine(validRange, rangeRule);
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/** What the CSV export holds: one file per table of the dashboard. */
export const ANALYTICS_REPORTS = ['daily', 'products', 'categories', 'cities'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];
/** GET /api/admin/analytics/export?from&to&report */
export const analyticsExportQuerySchema = z
  .object({ ...rangeFields, report: z.enum(ANALYTICS_REPORTS).default('daily') })
  .refine(validRange, rangeRule);

const count = z.number().int().nonnegative();
const paise = z.number().int();

export const analyticsDaySchema = z.object({
  day: z.string(),
  orders: count,
  revenuePaise: paise,
  prescriptionOrders: count,
  cancelledOrders: count,
  visits: count,
  carts: count,
  consultations: count,
  labBookings: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, days without activity as zeros. */
  days: z.array(analyticsDaySchema),
  totals: z.object({
    orders: count,
    revenuePaise: paise,
    /** Revenue ÷ orders, rounded to the paisa; 0 without orders. */
    averageOrderValuePaise: paise,
    prescriptionOrders: count,
    otcOrders: count,
    cancelledOrders: count,
    cancelledRevenuePaise: paise,
    visits: count,
    carts: count,
    consultations: count,
    labBookings: count,
  }),
  topProducts: z.array(z.object({ productId: z.number().int(), name: z.string(), units: count, revenuePaise: paise })),
  categories: z.array(
    z.object({ categoryId: z.number().int(), name: z.string(), orders: count, units: count, revenuePaise: paise }),
  ),
  cities: z.array(z.object({ city: z.string(), orders: count, revenuePaise: paise })),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** POST /api/analytics/visits — the storefront's beacon: a browser session's first page, its first cart line. */
export const FUNNEL_STEPS = ['visit', 'cart'] as const;
export const funnelBeaconSchema = z.object({ step: z.enum(FUNNEL_STEPS) });
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
