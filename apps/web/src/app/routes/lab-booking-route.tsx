import LabBookingPage from '../../features/lab-tests/pages/lab-booking-page.tsx';
import { RouteGuard } from '../session/route-guard.tsx';

/** /lab-tests/book: signed-in only (Authentication Required otherwise); the form starts with the account's name. */
export default function LabBookingRoute() {
  return <RouteGuard>{(user) => <LabBookingPage userName={user.name} userEmail={user.email} />}</RouteGuard>;
}
