import MedicationTrackingPage from '../../features/medication/pages/medication-tracking-page.tsx';
import { RouteGuard } from '../session/route-guard.tsx';

/** /medication-tracking: one's own medicines, so signed-in only (Authentication Required otherwise). */
export default function MedicationTrackingRoute() {
  return <RouteGuard>{() => <MedicationTrackingPage />}</RouteGuard>;
}
