import type { StaffArea } from '@aushadh/shared/auth/roles.ts';
import type { StaffOverview } from '@aushadh/shared/auth/staff-schemas.ts';
import { useOutletContext } from 'react-router';

export interface StaffAreaOutletContext {
  area: StaffArea;
  overview: StaffOverview;
}

/** The overview the area layout loaded, for the area's pages. */
export function useStaffAreaContext(): StaffAreaOutletContext {
  return useOutletContext<StaffAreaOutletContext>();
}
