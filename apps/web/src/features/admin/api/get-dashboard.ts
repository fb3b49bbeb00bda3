import { adminDashboardSchema, type AdminDashboard } from '@aushadh/shared/admin/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** GET /api/admin/dashboard — today's figures, each from the feature that owns it. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiFetch('/api/admin/dashboard', import.meta.env.DEV && adminDashboardSchema, signal ? { signal } : {});
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: sessionKey('admin', 'dashboard'), queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
