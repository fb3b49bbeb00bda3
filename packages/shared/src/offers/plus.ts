/** PLUS periods and refunds (issue 18), pure so the server, the web and the tests agree to the paisa. */

const DAY_MS = 86_400_000;

/** The same day of the month `months` later (the 31st becomes the month's last day), at the same time, UTC. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

/**
 * What cancelling at `at` refunds of a plan: all of it before it starts (a renewal waiting its turn), nothing once
 * it ended, otherwise the whole unused days' share, floored to the paisa (a day begun counts as used).
 */
export function plusRefundPaise(plan: { pricePaise: number; startsAt: Date; endsAt: Date }, at: Date): number {
  if (at <= plan.startsAt) return plan.pricePaise;
  if (at >= plan.endsAt) return 0;
  const totalDays = Math.round((plan.endsAt.getTime() - plan.startsAt.getTime()) / DAY_MS);
  const unusedDays = Math.floor((plan.endsAt.getTime() - at.getTime()) / DAY_MS);
  if (totalDays <= 0) return 0;
  return Math.floor((plan.pricePaise * Math.min(unusedDays, totalDays)) / totalDays);
}
