import { areaForPath, landingPathForRole, normaliseRole } from '@aushadh/shared/auth/roles.ts';
import type { StaffArea } from '@aushadh/shared/auth/roles.ts';

export interface DashboardLink {
  path: string;
  area: StaffArea;
}

/**
 * The role dashboard of the account menu (SPEC §2): admin and subadmin → /admin, chemist → /chemist,
 * doctor → /doctor, laboratory and hospital → /laboratory, pharmacy → /pharmacy, delivery → /delivery.
 * Customers (and unknown roles) have none.
 */
export function dashboardLinkForRole(role: unknown): DashboardLink | null {
  const normalised = normaliseRole(role);
  if (normalised === null || normalised === 'customer') return null;
  const path = landingPathForRole(normalised);
  const area = areaForPath(path);
  return area ? { path, area: area.area } : null;
}
