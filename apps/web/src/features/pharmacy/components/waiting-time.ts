import type { TFunction } from 'i18next';

/** How long something has waited, as a pharmacist reads a queue: "just now", "45 min", "2 h 15 min", "3 d 4 h". */
export function waitingTime(seconds: number, t: TFunction<'pharmacy'>): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t('duration.justNow');
  if (minutes < 60) return t('duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('duration.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('duration.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
}
