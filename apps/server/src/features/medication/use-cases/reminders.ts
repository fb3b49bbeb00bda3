import { MEDICATION } from '@aushadh/shared/medication/schedule.ts';
import type { MedicationDeps } from '../medication-deps.ts';
import { localTime, logOf, logSince, nextReminderOf, planOf } from './medication-view.ts';

const BATCH = 200;

/**
 * Dose and refill reminders (issue 19). Each medicine carries the moment its next reminder is owed
 * (`next_reminder_at`), so nothing lives in memory: a restarted or different instance finds it there. A round
 * claims a due medicine by moving that moment on with a compare-and-set; only the instance whose update matched
 * sends, in the same transaction as the claim, and `medication_reminders` refuses a second row for the same
 * dose besides. Reminders found later than the grace (a server down for hours) are dropped, not sent in a burst.
 */
export function createReminders(deps: MedicationDeps) {
  const { repository, uow, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  async function sendDueReminders(at: Date = now()): Promise<number> {
    let sent = 0;
    for (const row of await repository.dueReminders(at, BATCH)) {
      const due = row.nextReminderAt!;
      const snoozes = await repository.pendingSnoozes(row.id, at);
      const next = nextReminderOf(
        row,
        at,
        snoozes.map((s) => s.until!),
      );
      await uow.transaction(async () => {
        if (!(await repository.claimReminder(row.id, due, next))) return;
        if (at.getTime() - due.getTime() > MEDICATION.lateReminderGraceMinutes * 60_000) return;
        // A snooze ending now reminds of the dose it put off; a dose already answered needs no reminder.
        const snoozed = await repository.snoozedDoseEndingAt(row.id, due);
        const dose = snoozed?.scheduledFor ?? due;
        if (!snoozed) {
          const logged = await repository.findDose(row.id, due);
          if (logged && logged.status !== 'snoozed') return;
        }
        if (!(await repository.recordReminder(row.id, 'dose', due))) return;
        await notifications.notify(row.userId, {
          kind: 'dose-due',
          params: {
            medicine: row.name,
            time: localTime(dose, row.timeZone),
            food: row.food,
            units: row.unitsPerDose,
            patient: row.patientName ?? '',
          },
          link: '/medication-tracking',
          dedupeKey: `dose:${row.id}:${due.toISOString()}`,
        });
        sent += 1;
      });
    }
    return sent;
  }

  /** Once per stock: when the refill day comes, say so (and whether a doctor must be seen first). */
  async function sendRefillReminders(at: Date = now()): Promise<number> {
    const rows = await repository.refillCandidates(BATCH * 5);
    const doses = await repository.dosesOf(
      rows.map((r) => r.id),
      logSince(rows, at),
    );
    let sent = 0;
    for (const row of rows) {
      const plan = planOf(row, logOf(doses, row.id), at);
      if (!plan.due || plan.runsOutOn === null) continue;
      await uow.transaction(async () => {
        if (!(await repository.markRefillReminded(row.id, at))) return;
        await notifications.notify(row.userId, {
          kind: 'refill-due',
          params: {
            medicine: row.name,
            runsOutOn: plan.runsOutOn!,
            consultDoctor: plan.consultDoctorFirst ? 1 : 0,
            patient: row.patientName ?? '',
          },
          link: '/medication-tracking',
          dedupeKey: `refill:${row.id}:${row.countedAt.toISOString()}`,
        });
        sent += 1;
      });
    }
    return sent;
  }

  return { sendDueReminders, sendRefillReminders };
}
