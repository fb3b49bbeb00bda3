import type { AnalyticsDeps } from './analytics-deps.ts';
import { createBackfillOrders } from './use-cases/backfill-orders.ts';
import { createCountEvents } from './use-cases/count-events.ts';
import { createDashboard } from './use-cases/dashboard.ts';
import { createFunnelBeacons } from './use-cases/funnel-beacons.ts';

const DAY_MS = 86_400_000;

/** The analytics feature's entry point: the read model's subscribers, the dashboard, the campaign segments' reads. */
export function createAnalyticsService(deps: AnalyticsDeps) {
  const { repository } = deps;
  const funnel = createFunnelBeacons(deps);
  const dashboard = createDashboard(deps);
  const backfill = createBackfillOrders(deps);
  return {
    count: createCountEvents(deps),
    /** Counts the orders placed before the read model existed; resumable, idempotent (decision 0025). */
    backfillOrders: backfill.run,
    dashboard: dashboard.dashboard,
    exportCsv: dashboard.exportCsv,
    recordFunnelStep: funnel.record,
    flushFunnel: funnel.flush,
    /** Event ids older than a redelivery could be (a month) are no longer needed for idempotency. */
    forgetOldEvents: (now = new Date()) => repository.forgetSeenEventsBefore(new Date(now.getTime() - 30 * DAY_MS)),

    /* Campaign segments (features/campaigns asks these; the read model knows who bought what, and when). */
    boughtCategory: (userIds: number[], categoryId: number) => repository.boughtCategory(userIds, categoryId),
    orderedSince: (userIds: number[], since: Date) => repository.orderedSince(userIds, since),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
