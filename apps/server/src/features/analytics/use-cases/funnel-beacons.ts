import type { FunnelStep } from '@aushadh/shared/analytics/schemas.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import { indiaDay } from '../analytics-days.ts';

/** Beacons buffered at most this long before they are added to the day's row. */
export const FUNNEL_FLUSH_MS = 5000;

/**
 * Visits and carts, counted cheaply (decision 0022): the storefront sends one beacon per browser session for its
 * first page and one for its first cart line; this instance adds them up in memory and writes one increment
 * per day every few seconds — never a row per visit, never a cookie or an id. A crash loses a few seconds.
 */
export function createFunnelBeacons(
  { repository, log }: Pick<AnalyticsDeps, 'repository' | 'log'>,
  now = () => new Date(),
) {
  let pending = new Map<string, { visits: number; carts: number }>();

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await repository.addToDays(batch);
    } catch (error) {
      // Put them back: the next flush tries again (counts are increments, so nothing is counted twice).
      for (const [day, counts] of batch) {
        const current = pending.get(day) ?? { visits: 0, carts: 0 };
        pending.set(day, { visits: current.visits + counts.visits, carts: current.carts + counts.carts });
      }
      log?.warn({ err: error }, 'funnel beacons not written; will retry');
    }
  }

  return {
    record(step: FunnelStep): void {
      const day = indiaDay(now());
      const counts = pending.get(day) ?? { visits: 0, carts: 0 };
      if (step === 'visit') counts.visits += 1;
      else counts.carts += 1;
      pending.set(day, counts);
    },
    flush,
  };
}
