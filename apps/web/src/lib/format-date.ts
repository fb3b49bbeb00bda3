/** The Intl locale for an interface language: Indian English/Hindi etc., so dates read as people here expect. */
export function intlLocale(language: string): string {
  return language === 'en' ? 'en-IN' : language.includes('-') ? language : `${language}-IN`;
}

/**
 * A calendar date "YYYY-MM-DD" (e.g. an estimated delivery date, already in India's calendar), shown
 * without any time-zone shift: "Tue, 14 Jan".
 */
export function formatCalendarDate(
  isoDate: string,
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...options,
    timeZone: 'UTC',
  }).format(date);
}

/** A moment (ISO timestamp, stored in UTC) in the visitor's locale, in India's time zone by default (DESIGN §3). */
export function formatDateTime(iso: string, language: string, options: Intl.DateTimeFormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    ...options,
  }).format(date);
}
