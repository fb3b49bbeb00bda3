import HospitalAppointmentPage from '../../features/hospitals/pages/hospital-appointment-page.tsx';
import { RouteGuard } from '../session/route-guard.tsx';

/** /hospitals/{id}/appointment: signed-in only; the form starts with the account's name. */
export default function HospitalAppointmentRoute() {
  return <RouteGuard>{(user) => <HospitalAppointmentPage userName={user.name} />}</RouteGuard>;
}
