import { ISO_DATE } from '@aushadh/shared/labs/schemas.ts';
import { useSearchParams } from 'react-router';
import type { DateRange } from '../api/get-dashboard.ts';

const DAY_MS = 86_400_000;

/** Today in India, as the server counts days. */
export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The range lives in the URL (?from&to), so a dashboard can be bookmarked and shared; the last 30 days by default. */
export function useDateRange(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = indiaToday();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = ISO_DATE.test(from) && ISO_DATE.test(to) ? { from, to } : { from: daysBefore(today, 29), to: today };
  return [range, (next) => setParams(new URLSearchParams({ from: next.from, to: next.to }), { replace: true })];
}
