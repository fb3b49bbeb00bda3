import { analyticsDashboardSchema, type AnalyticsDashboard } from '@aushadh/shared/analytics/schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export interface DateRange {
  from: string;
  to: string;
}

/** GET /api/admin/analytics?from&to — every figure of both dashboards for the range. */
export function getDashboard(range: DateRange, signal?: AbortSignal): Promise<AnalyticsDashboard> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  return apiFetch(`/api/admin/analytics?${params.toString()}`, analyticsDashboardSchema, signal ? { signal } : {});
}

export function dashboardQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: sessionKey('analytics', range.from, range.to),
    queryFn: ({ signal }) => getDashboard(range, signal),
    // The previous range stays drawn while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useDashboard(range: DateRange) {
  return useQuery(dashboardQueryOptions(range));
}

/** The CSV of one table: a plain link, so the browser downloads it with the session cookie. */
export function exportUrl(range: DateRange, report: string): string {
  return `/api/admin/analytics/export?${new URLSearchParams({ ...range, report }).toString()}`;
}
