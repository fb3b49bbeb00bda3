import {
  localParts,
  nextDoseAfter,
  refillPlan,
  todaysDoses,
  unitsLeft,
  weekAdherence,
  type DoseSchedule,
  type LoggedDose,
} from '@aushadh/shared/medication/schedule.ts';
import type { Medication } from '@aushadh/shared/medication/schemas.ts';
import type { DoseRow, MedicationRow } from '../medication.repository.ts';

const DAY_MS = 86_400_000;

export const scheduleOf = (
  row: Pick<MedicationRow, 'times' | 'days' | 'startsOn' | 'endsOn' | 'timeZone'>,
): DoseSchedule => ({
  times: row.times,
  days: row.days,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  timeZone: row.timeZone,
});

/** How far back the log is read: this week's adherence and every dose logged since the last count. */
export const logSince = (rows: Pick<MedicationRow, 'countedAt'>[], now: Date) =>
  new Date(Math.min(now.getTime() - 8 * DAY_MS, ...rows.map((r) => r.countedAt.getTime())));

export const logOf = (doses: DoseRow[], medicationId: number): (LoggedDose & { snoozedUntil: Date | null })[] =>
  doses
    .filter((d) => d.medicationId === medicationId)
    .map((d) => ({
      scheduledFor: d.scheduledFor,
      status: d.status,
      loggedAt: d.loggedAt,
      snoozedUntil: d.snoozedUntil,
    }));

export function stockOf(row: MedicationRow, log: LoggedDose[]) {
  return unitsLeft({ unitsOnHand: row.unitsOnHand, countedAt: row.countedAt, unitsPerDose: row.unitsPerDose }, log);
}

export function planOf(row: MedicationRow, log: LoggedDose[], now: Date) {
  return refillPlan({
    schedule: scheduleOf(row),
    units: stockOf(row, log),
    unitsPerDose: row.unitsPerDose,
    prescriptionValidUntil: row.prescriptionValidUntil,
    now,
  });
}

/** The local "HH:MM" of an instant, for a reminder's text. */
export function localTime(at: Date, timeZone: string) {
  const { minute } = localParts(at, timeZone);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The reminder owed next: the next dose, or a snooze ending sooner. Null when reminders are off or the course ended. */
export function nextReminderOf(row: MedicationRow, after: Date, snoozesEnding: Date[] = []): Date | null {
  if (!row.remindersOn || row.stoppedAt) return null;
  const candidates = [nextDoseAfter(scheduleOf(row), after), ...snoozesEnding.filter((at) => at > after)].filter(
    (at): at is Date => at !== null,
  );
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates.map((at) => at.getTime())));
}

/** The tracking page's view of one medicine. */
export function medicationView(row: MedicationRow, doses: DoseRow[], now: Date): Medication {
  const log = logOf(doses, row.id);
  const schedule = scheduleOf(row);
  return {
    id: row.id,
    name: row.name,
    patientName: row.patientName,
    productId: row.productId,
    source: row.source,
    sourceId: row.sourceId,
    unitsPerDose: row.unitsPerDose,
    times: row.times,
    food: row.food,
    days: row.days,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    unitsPerPack: row.unitsPerPack,
    unitsLeft: stockOf(row, log),
    timeZone: row.timeZone,
    remindersOn: row.remindersOn,
    prescriptionValidUntil: row.prescriptionValidUntil,
    nextDoseAt: nextDoseAfter(schedule, now)?.toISOString() ?? null,
    today: todaysDoses(schedule, log, now).map((dose) => ({
      at: dose.at.toISOString(),
      time: dose.time,
      state: dose.state,
      snoozedUntil: dose.snoozedUntil?.toISOString() ?? null,
    })),
    adherence: weekAdherence(schedule, log, now, now),
    refill: planOf(row, log, now),
  };
}
