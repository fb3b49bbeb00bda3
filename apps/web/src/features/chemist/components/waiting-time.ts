import { intlLocale } from '../../../lib/format-date.ts';

/** How long something has waited, in the largest unit that reads well: "45 min", "3 hr", "2 days". */
export function formatWaiting(sinceIso: string, language: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(sinceIso).getTime()) / 60_000));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
