import { STAFF_AREAS } from '@aushadh/shared/auth/roles.ts';
import type { StaffArea } from '@aushadh/shared/auth/roles.ts';
import { staffOverviewSchema } from '@aushadh/shared/auth/staff-schemas.ts';
import type { StaffOverview } from '@aushadh/shared/auth/staff-schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

function apiPrefix(area: StaffArea): string {
  const definition = STAFF_AREAS.find((a) => a.area === area);
  if (!definition) throw new Error(`Unknown staff area: ${area}`);
  return definition.apiPrefix;
}

/** GET /api/<area>/overview: who is signed in and the area's sections (401/403 for others). */
export function getStaffOverview(area: StaffArea, signal?: AbortSignal): Promise<StaffOverview> {
  return apiFetch(`${apiPrefix(area)}/overview`, import.meta.env.DEV && staffOverviewSchema, signal ? { signal } : {});
}

/** Keyed by user too, so a different account never sees the previous one's overview. */
export function staffOverviewQueryOptions(area: StaffArea, userId: number) {
  return queryOptions({
    queryKey: sessionKey('staff-areas', area, 'overview', userId),
    queryFn: ({ signal }) => getStaffOverview(area, signal),
  });
}

export function useStaffOverview(area: StaffArea, userId: number) {
  return useQuery(staffOverviewQueryOptions(area, userId));
}
