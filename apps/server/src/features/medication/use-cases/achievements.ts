import { adherenceStreakDays } from '@aushadh/shared/medication/schedule.ts';
import { ACHIEVEMENT_IDS, type Achievements } from '@aushadh/shared/medication/schemas.ts';
import type { MedicationDeps } from '../medication-deps.ts';
import { logOf, scheduleOf } from './medication-view.ts';

const TARGETS: Record<(typeof ACHIEVEMENT_IDS)[number], number> = {
  'first-order': 1,
  'health-checkup': 1,
  'streak-7': 7,
  'streak-30': 30,
  'refills-on-time': 3,
};
const DAY_MS = 86_400_000;

/**
 * Badges for healthy habits, computed from what the person did (never stored, so never out of step): a first
 * order, a health check-up whose report is ready, 7 and 30 days of every dose taken, refills before running out.
 */
export function createAchievements(deps: MedicationDeps) {
  const now = deps.now ?? (() => new Date());
  return async function achievements(userId: number): Promise<Achievements> {
    const at = now();
    const [orders, reports, medications, refills] = await Promise.all([
      deps.orders.listOrders(userId),
      deps.labs.myReports(userId),
      deps.repository.listOf(userId),
      deps.repository.refillsOf(userId),
    ]);
    const doses = await deps.repository.dosesOf(
      medications.map((m) => m.id),
      new Date(at.getTime() - 31 * DAY_MS),
    );
    // The longest current streak among the medicines taken every day.
    const streak = Math.max(0, ...medications.map((m) => adherenceStreakDays(scheduleOf(m), logOf(doses, m.id), at)));
    const progress = {
      'first-order': orders.filter((o) => o.status !== 'cancelled').length,
      'health-checkup': reports.length,
      'streak-7': streak,
      'streak-30': streak,
      'refills-on-time': refills.filter((r) => r.onTime).length,
    };
    return {
      badges: ACHIEVEMENT_IDS.map((id) => ({
        id,
        progress: Math.min(progress[id], TARGETS[id]),
        target: TARGETS[id],
        earned: progress[id] >= TARGETS[id],
      })),
    };
  };
}
