/**
 * The arithmetic of medication tracking (issue 19), pure so the server, the web and the tests agree: when the
 * doses of a schedule fall in the person's time zone, how well the week went, how many units are left, the day
 * they run out and when to remind about a refill. Times of day are local to `timeZone`; instants are UTC Dates.
 */

export const MEDICATION = {
  /** The refill reminder comes this many days before the stock runs out: time for delivery (1-3 business days). */
  refillLeadDays: 5,
  snoozeMinutes: 15,
  maxTimesPerDay: 6,
  maxMedications: 40,
  /** A reminder job finds a dose due up to this late (a restart in between, a slow round) and still sends it. */
  lateReminderGraceMinutes: 60,
  /** How far ahead the run-out date is looked for; beyond it the stock is "more than a year". */
  horizonDays: 366,
} as const;

export interface DoseSchedule {
  /** "08:00", "21:30": local times, sorted. */
  times: readonly string[];
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  startsOn: string;
  /** The last day of the course (inclusive); null = ongoing. */
  endsOn: string | null;
  timeZone: string;
}

export type DoseStatus = 'taken' | 'skipped' | 'snoozed';

export interface LoggedDose {
  scheduledFor: Date;
  status: DoseStatus;
  loggedAt: Date;
}

const DAY_MS = 86_400_000;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows ("Asia/Kolkata"). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone's offset from UTC in minutes at an instant. Intl is slow (tens of µs a call) and a page computes
 * hundreds of dose times, so offsets are remembered per zone and quarter-hour: every real zone changes its
 * offset on a quarter-hour boundary, so one quarter never holds two offsets.
 */
const offsets = new Map<string, number>();
const QUARTER_MS = 900_000;
function offsetMinutes(instantMs: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instantMs / QUARTER_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offset = Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The local calendar date ("2026-11-24"), minute of the day and ISO weekday of an instant in a zone. */
export function localParts(instant: Date, timeZone: string): { date: string; minute: number; weekday: number } {
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  const date = local.toISOString().slice(0, 10);
  return { date, minute: local.getUTCHours() * 60 + local.getUTCMinutes(), weekday: weekdayOf(date) };
}

/** ISO weekday (1 = Monday) of a calendar date. */
export function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Minutes after midnight of "HH:MM". */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const dayNumberOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
/** ISO weekday of a day number (days since 1970-01-01, a Thursday). */
const weekdayOfDay = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** The instant a local day (number) and minute happen in a zone: the offset looked up twice, for DST edges. */
function zonedMs(day: number, minute: number, timeZone: string): number {
  const asUtc = day * DAY_MS + minute * 60_000;
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  return asUtc - offsetMinutes(first, timeZone) * 60_000;
}

/** The instant a local date and time of day happen in a zone. */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  return new Date(zonedMs(dayNumberOf(isoDate), minuteOf(time), timeZone));
}

/** The scheduled doses with from ≤ instant < to, in order. */
export function dosesBetween(schedule: DoseSchedule, from: Date, to: Date): Date[] {
  const doses: Date[] = [];
  if (to <= from) return doses;
  const { timeZone } = schedule;
  const minutes = schedule.times.map(minuteOf).sort((a, b) => a - b);
  const first = dayNumberOf(schedule.startsOn);
  const last = schedule.endsOn === null ? Infinity : dayNumberOf(schedule.endsOn);
  const fromMs = from.getTime();
  const toMs = to.getTime();
  // A day either side: a zone's local day straddles two UTC days.
  const startDay = Math.max(first, Math.floor((fromMs + offsetMinutes(fromMs, timeZone) * 60_000) / DAY_MS) - 1);
  const endDay = Math.min(last, Math.floor((toMs + offsetMinutes(toMs, timeZone) * 60_000) / DAY_MS) + 1);
  for (let day = startDay; day <= endDay; day++) {
    if (!schedule.days.includes(weekdayOfDay(day))) continue;
    for (const minute of minutes) {
      const at = zonedMs(day, minute, timeZone);
      if (at >= fromMs && at < toMs) doses.push(new Date(at));
    }
  }
  return doses;
}

/** The first scheduled dose strictly after `after`; null when the course has ended (or no day is chosen). */
export function nextDoseAfter(schedule: DoseSchedule, after: Date): Date | null {
  let from = new Date(after.getTime() + 1);
  // A course that starts later is looked for from its first day; a week from there covers every weekday.
  const firstDay = zonedInstant(schedule.startsOn, '00:00', schedule.timeZone);
  if (firstDay > from) from = firstDay;
  const [next] = dosesBetween(schedule, from, new Date(from.getTime() + 8 * DAY_MS));
  return next ?? null;
}

export interface WeekAdherence {
  /** Monday of the week, local. */
  weekOf: string;
  /** Doses whose time has come (up to now). */
  due: number;
  taken: number;
  skipped: number;
  /** Due and not answered taken or skipped (a snoozed dose not taken afterwards counts here). */
  missed: number;
  /** Taken ÷ due, whole percent; null before the first dose of the week. */
  percent: number | null;
}

/** Adherence for the local week (Monday to Sunday) holding `weekContaining`, counting doses due by `now`. */
export function weekAdherence(
  schedule: DoseSchedule,
  log: readonly LoggedDose[],
  weekContaining: Date,
  now: Date,
): WeekAdherence {
  const local = localParts(weekContaining, schedule.timeZone);
  const monday = addDays(local.date, 1 - local.weekday);
  const from = zonedInstant(monday, '00:00', schedule.timeZone);
  const weekEnd = zonedInstant(addDays(monday, 7), '00:00', schedule.timeZone);
  const due = dosesBetween(schedule, from, weekEnd < now ? weekEnd : now);
  const statusOf = new Map(log.map((dose) => [dose.scheduledFor.getTime(), dose.status]));
  let taken = 0;
  let skipped = 0;
  for (const dose of due) {
    const status = statusOf.get(dose.getTime());
    if (status === 'taken') taken += 1;
    else if (status === 'skipped') skipped += 1;
  }
  return {
    weekOf: monday,
    due: due.length,
    taken,
    skipped,
    missed: due.length - taken - skipped,
    percent: due.length === 0 ? null : Math.round((taken / due.length) * 100),
  };
}

/** Units at home now: the last count less a dose for every dose logged taken after it. */
export function unitsLeft(
  stock: { unitsOnHand: number; countedAt: Date; unitsPerDose: number },
  log: readonly LoggedDose[],
): number {
  const takenSince = log.filter((dose) => dose.status === 'taken' && dose.loggedAt > stock.countedAt).length;
  return Math.max(0, stock.unitsOnHand - takenSince * stock.unitsPerDose);
}

/**
 * The local day the stock runs out: the day of the first future dose there is no longer enough for. Null when
 * the course ends first (or nothing is scheduled within the horizon); today when there is not enough for the
 * next dose. Doses due before `now` but not logged are assumed missed, not taken from the stock.
 */
export function runOutDate(schedule: DoseSchedule, units: number, unitsPerDose: number, now: Date): string | null {
  let dosesCovered = Math.floor(units / unitsPerDose);
  let from = now;
  const horizon = now.getTime() + MEDICATION.horizonDays * DAY_MS;
  while (from.getTime() < horizon) {
    const to = new Date(Math.min(horizon, from.getTime() + 30 * DAY_MS));
    for (const dose of dosesBetween(schedule, from, to)) {
      if (dosesCovered === 0) return localParts(dose, schedule.timeZone).date;
      dosesCovered -= 1;
    }
    from = to;
    if (schedule.endsOn !== null && localParts(from, schedule.timeZone).date > schedule.endsOn) return null;
  }
  return null;
}

export interface RefillPlan {
  runsOutOn: string | null;
  /** The day the refill reminder is due: the lead time before running out (never before today). */
  remindOn: string | null;
  /** Today is on or after remindOn. */
  due: boolean;
  /**
   * The prescription will have expired by the day the stock runs out: a new pack needs a new prescription, so the
   * person is asked to consult a doctor first.
   */
  consultDoctorFirst: boolean;
}

/** When to refill, and whether a doctor must be seen first (prescriptionValidUntil: its last valid day). */
export function refillPlan(input: {
  schedule: DoseSchedule;
  units: number;
  unitsPerDose: number;
  prescriptionValidUntil: string | null;
  now: Date;
}): RefillPlan {
  const { schedule, now } = input;
  const runsOutOn = runOutDate(schedule, input.units, input.unitsPerDose, now);
  if (runsOutOn === null) return { runsOutOn, remindOn: null, due: false, consultDoctorFirst: false };
  const today = localParts(now, schedule.timeZone).date;
  const lead = addDays(runsOutOn, -MEDICATION.refillLeadDays);
  const remindOn = lead < today ? today : lead;
  return {
    runsOutOn,
    remindOn,
    due: today >= remindOn,
    consultDoctorFirst: input.prescriptionValidUntil !== null && input.prescriptionValidUntil < runsOutOn,
  };
}

export type TodayDoseState = DoseStatus | 'due' | 'upcoming' | 'missed';

/** Today's doses (local day of `now`) with what became of each: the tracking page's checklist. */
export function todaysDoses(
  schedule: DoseSchedule,
  log: readonly (LoggedDose & { snoozedUntil?: Date | null })[],
  now: Date,
): { at: Date; time: string; state: TodayDoseState; snoozedUntil: Date | null }[] {
  const today = localParts(now, schedule.timeZone).date;
  const from = zonedInstant(today, '00:00', schedule.timeZone);
  const to = zonedInstant(addDays(today, 1), '00:00', schedule.timeZone);
  const byTime = new Map(log.map((dose) => [dose.scheduledFor.getTime(), dose]));
  return dosesBetween(schedule, from, to).map((at) => {
    const logged = byTime.get(at.getTime());
    const minute = localParts(at, schedule.timeZone).minute;
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    let state: TodayDoseState;
    if (logged) state = logged.status;
    else if (at > now) state = 'upcoming';
    // Late by more than the grace the reminder allows: counted missed, still loggable.
    else if (now.getTime() - at.getTime() > MEDICATION.lateReminderGraceMinutes * 60_000 * 3) state = 'missed';
    else state = 'due';
    return { at, time, state, snoozedUntil: logged?.snoozedUntil ?? null };
  });
}

/** Consecutive local days, ending with the last complete day before `now`, on which every due dose was taken. */
export function adherenceStreakDays(schedule: DoseSchedule, log: readonly LoggedDose[], now: Date): number {
  const taken = new Set(log.filter((d) => d.status === 'taken').map((d) => d.scheduledFor.getTime()));
  let day = addDays(localParts(now, schedule.timeZone).date, -1);
  let streak = 0;
  for (let i = 0; i < MEDICATION.horizonDays; i++) {
    if (day < schedule.startsOn) break;
    const from = zonedInstant(day, '00:00', schedule.timeZone);
    const doses = dosesBetween(schedule, from, zonedInstant(addDays(day, 1), '00:00', schedule.timeZone));
    if (doses.some((dose) => !taken.has(dose.getTime()))) break;
    if (doses.length > 0) streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
