import { normaliseRole } from '@aushadh/shared/auth/roles.ts';
import { lazy } from 'react';
import { useCurrentUser } from '../session/get-current-user.ts';

const LabDayPage = lazy(() => import('../../features/laboratory/pages/lab-day-page.tsx'));
const HospitalDeskPage = lazy(() => import('../../features/hospital-desk/pages/hospital-desk-page.tsx'));

/**
 * /laboratory is shared by two roles (SPEC §2): the laboratory's home is its day board of lab bookings, the
 * hospital's is its appointment requests — each role's own API (the other's would answer 403).
 */
export default function LaboratoryHomeRoute() {
  const role = normaliseRole(useCurrentUser().data?.role);
  if (!role) return null;
  return role === 'hospital' ? <HospitalDeskPage /> : <LabDayPage />;
}
