import { todayInIndia } from '@aushadh/shared/prescriptions/schemas.ts';

const DAY_MS = 86_400_000;

/** The India day (YYYY-MM-DD) of an instant: the read model counts by the day a customer in India sees. */
export const indiaDay = (at: Date): string => todayInIndia(at);

export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The whole calendar months inside a range, as [from, until) month starts; null when it holds none.
 * 2026-01-15 … 2026-04-30 → 2026-02-01 … 2026-05-01 (February, March, April).
 */
export function wholeMonths(from: string, to: string): { from: string; until: string } | null {
  const first = from.endsWith('-01') ? from : monthOf(addDays(monthOf(from), 31));
  const until = monthOf(addDays(to, 1));
  return first < until ? { from: first, until } : null;
}
