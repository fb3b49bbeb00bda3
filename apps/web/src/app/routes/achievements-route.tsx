import AchievementsPage from '../../features/medication/pages/achievements-page.tsx';
import { RouteGuard } from '../session/route-guard.tsx';

/** /achievements: one's own badges, so signed-in only. */
export default function AchievementsRoute() {
  return <RouteGuard>{() => <AchievementsPage />}</RouteGuard>;
}
