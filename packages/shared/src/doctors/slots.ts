/**
 * Appointment time in Asia/Kolkata (UTC+05:30 all year, no daylight saving): a doctor's sittings are minutes
 * since local midnight, a slot is an instant. Pure functions, shared by the server (booking rules) and the
 * web (showing times).
 */

export const IST_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A sitting: weekday (0 = Sunday) and minutes since local midnight, end exclusive. */
export interface Sitting {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Days off, both ends inclusive ("YYYY-MM-DD", Asia/Kolkata). */
export interface LeaveRange {
  fromDate: string;
  toDate: string;
}

/** The Asia/Kolkata calendar date of an instant, "YYYY-MM-DD". */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** Minutes since Asia/Kolkata midnight of an instant. */
export function istMinuteOfDay(at: Date): number {
  const shifted = new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Weekday (0 = Sunday) of an Asia/Kolkata date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant of `minute` minutes after Asia/Kolkata midnight of `date`. */
export function istInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minute - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function onLeave(date: string, leave: readonly LeaveRange[]): boolean {
  return leave.some((range) => range.fromDate <= date && date <= range.toDate);
}

/** Every slot start of one day from the weekly sittings (none on leave), ascending. */
export function slotsOfDay(
  date: string,
  sittings: readonly Sitting[],
  slotMinutes: number,
  leave: readonly LeaveRange[],
): Date[] {
  if (onLeave(date, leave)) return [];
  const weekday = weekdayOf(date);
  const starts = new Set<number>();
  for (const sitting of sittings) {
    if (sitting.weekday !== weekday) continue;
    for (let minute = sitting.startMinute; minute + slotMinutes <= sitting.endMinute; minute += slotMinutes) {
      starts.add(minute);
    }
  }
  return [...starts].sort((a, b) => a - b).map((minute) => istInstant(date, minute));
}

/**
 * Whether `startsAt` is the start of one of the doctor's slots: on a sitting's grid, not on leave. The server
 * refuses a booking anywhere else (outside availability → 4xx).
 */
export function isSlotStart(
  startsAt: Date,
  sittings: readonly Sitting[],
  slotMinutes: number,
  leave: readonly LeaveRange[],
): boolean {
  if (startsAt.getUTCSeconds() !== 0 || startsAt.getUTCMilliseconds() !== 0) return false;
  const date = istDate(startsAt);
  if (onLeave(date, leave)) return false;
  const minute = istMinuteOfDay(startsAt);
  const weekday = weekdayOf(date);
  return sittings.some(
    (s) =>
      s.weekday === weekday &&
      minute >= s.startMinute &&
      minute + slotMinutes <= s.endMinute &&
      (minute - s.startMinute) % slotMinutes === 0,
  );
}

/** "09:30" for minutes since midnight. */
export function minuteLabel(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Sittings overlap on one weekday (the availability editor refuses it). */
export function sittingsOverlap(sittings: readonly Sitting[]): boolean {
  const sorted = [...sittings].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (previous.weekday === current.weekday && current.startMinute < previous.endMinute) return true;
  }
  return false;
}

/**
 * Whether a doctor may start a consultation at `at`: any time on the slot's own day (a free moment lets the
 * doctor see the patient early), or up to `earlyMinutes` before a slot on the next day (23:50 for 00:00).
 */
export function mayStartConsultation(startsAt: Date, at: Date, earlyMinutes: number): boolean {
  return istDate(startsAt) <= istDate(at) || startsAt.getTime() - at.getTime() <= earlyMinutes * MINUTE_MS;
}
