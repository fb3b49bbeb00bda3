import { normaliseRole } from '@aushadh/shared/auth/roles.ts';
import { useDeliveryLocation } from '../../features/delivery/hooks/delivery-location-store.ts';
import AmbulanceRequestPage from '../../features/emergency/pages/ambulance-request-page.tsx';
import MedicalServicesPage from '../../features/emergency/pages/medical-services-page.tsx';
import { useCurrentUser } from '../session/get-current-user.ts';

/** Staff who move ambulance and care-at-home requests along (the server's STAFF roles). */
const STAFF_ROLES = new Set(['admin', 'subadmin', 'hospital']);
const useStaff = () => {
  const { data: user } = useCurrentUser();
  const role = normaliseRole(user?.role ?? null);
  return { signedIn: Boolean(user), staff: role !== null && STAFF_ROLES.has(role) };
};

/** /services/ambulance-request: anyone may ask; staff also see the requests and move them along. */
export function AmbulanceRequestRoute() {
  const { staff } = useStaff();
  const { pincode } = useDeliveryLocation();
  return <AmbulanceRequestPage staff={staff} pincode={pincode || null} />;
}

/** /services/medical-services: signed-in customers ask; staff confirm. */
export function MedicalServicesRoute() {
  const { signedIn, staff } = useStaff();
  return <MedicalServicesPage signedIn={signedIn} staff={staff} />;
}
