import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { medicationDoses, medicationRefills, medicationReminders, medications } from '../../db/schema/medication.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type MedicationRow = typeof medications.$inferSelect;
export type NewMedication = typeof medications.$inferInsert;
export type DoseRow = typeof medicationDoses.$inferSelect;

/** Every query runs on `uow.db()`: the caller's transaction when there is one. Ownership is in every query. */
export function createMedicationRepository(uow: UnitOfWork) {
  const owned = (id: number, userId: number) => and(eq(medications.id, id), eq(medications.userId, userId));
  return {
    async countOf(userId: number) {
      const [row] = await uow.db().select({ n: count() }).from(medications).where(eq(medications.userId, userId));
      return row?.n ?? 0;
    },
    async insert(values: NewMedication) {
      const [row] = await uow.db().insert(medications).values(values).returning();
      return row!;
    },
    async update(id: number, userId: number, values: Partial<NewMedication>) {
      const [row] = await uow.db().update(medications).set(values).where(owned(id, userId)).returning();
      return row ?? null;
    },
    async remove(id: number, userId: number) {
      const rows = await uow.db().delete(medications).where(owned(id, userId)).returning({ id: medications.id });
      return rows.length > 0;
    },
    listOf(userId: number) {
      return uow
        .db()
        .select()
        .from(medications)
        .where(eq(medications.userId, userId))
        .orderBy(asc(medications.createdAt), asc(medications.id));
    },
    async findOwned(id: number, userId: number) {
      const [row] = await uow.db().select().from(medications).where(owned(id, userId));
      return row ?? null;
    },
    async find(id: number) {
      const [row] = await uow.db().select().from(medications).where(eq(medications.id, id));
      return row ?? null;
    },

    /* ── the dose log ── */
    /** Doses scheduled since `since`, plus any logged after it (a late "taken" counts against the stock). */
    dosesOf(medicationIds: number[], since: Date) {
      if (medicationIds.length === 0) return Promise.resolve([] as DoseRow[]);
      return uow
        .db()
        .select()
        .from(medicationDoses)
        .where(
          and(
            inArray(medicationDoses.medicationId, medicationIds),
            sql`(${medicationDoses.scheduledFor} >= ${since} or ${medicationDoses.loggedAt} >= ${since})`,
          ),
        );
    },
    async logDose(row: {
      medicationId: number;
      scheduledFor: Date;
      status: DoseRow['status'];
      snoozedUntil: Date | null;
    }) {
      await uow
        .db()
        .insert(medicationDoses)
        .values({ ...row, loggedAt: new Date() })
        .onConflictDoUpdate({
          target: [medicationDoses.medicationId, medicationDoses.scheduledFor],
          set: { status: row.status, snoozedUntil: row.snoozedUntil, loggedAt: new Date() },
        });
    },
    /** The dose a snooze ending at `until` was for, if one still waits (not taken or skipped since). */
    async snoozedDoseEndingAt(medicationId: number, until: Date) {
      const [row] = await uow
        .db()
        .select()
        .from(medicationDoses)
        .where(
          and(
            eq(medicationDoses.medicationId, medicationId),
            eq(medicationDoses.status, 'snoozed'),
            eq(medicationDoses.snoozedUntil, until),
          ),
        );
      return row ?? null;
    },
    async findDose(medicationId: number, scheduledFor: Date) {
      const [row] = await uow
        .db()
        .select()
        .from(medicationDoses)
        .where(and(eq(medicationDoses.medicationId, medicationId), eq(medicationDoses.scheduledFor, scheduledFor)));
      return row ?? null;
    },
    /** Snoozes still running after `after`: a reminder is owed when each ends. */
    async pendingSnoozes(medicationId: number, after: Date) {
      return uow
        .db()
        .select({ until: medicationDoses.snoozedUntil })
        .from(medicationDoses)
        .where(
          and(
            eq(medicationDoses.medicationId, medicationId),
            eq(medicationDoses.status, 'snoozed'),
            sql`${medicationDoses.snoozedUntil} > ${after}`,
          ),
        );
    },

    /* ── reminders ── */
    /** Medicines whose next reminder is due by `now`, oldest first. */
    dueReminders(now: Date, limit: number) {
      return uow
        .db()
        .select()
        .from(medications)
        .where(and(isNotNull(medications.nextReminderAt), lte(medications.nextReminderAt, now)))
        .orderBy(asc(medications.nextReminderAt))
        .limit(limit);
    },
    /**
     * Moves a medicine's next reminder from `expected` to `next`; false when another instance (or round) already
     * moved it. Compare-and-set in one statement: the winner sends, everyone else skips.
     */
    async claimReminder(id: number, expected: Date, next: Date | null) {
      const rows = await uow
        .db()
        .update(medications)
        .set({ nextReminderAt: next })
        .where(and(eq(medications.id, id), eq(medications.nextReminderAt, expected)))
        .returning({ id: medications.id });
      return rows.length > 0;
    },
    /** Records that a reminder went out; false when it had already (the guard of last resort). */
    async recordReminder(medicationId: number, kind: 'dose' | 'refill', dueAt: Date) {
      const rows = await uow
        .db()
        .insert(medicationReminders)
        .values({ medicationId, kind, dueAt })
        .onConflictDoNothing()
        .returning({ medicationId: medicationReminders.medicationId });
      return rows.length > 0;
    },
    /** Medicines with reminders on whose refill reminder has not gone out for the current stock. */
    refillCandidates(limit: number) {
      return uow
        .db()
        .select()
        .from(medications)
        .where(
          and(eq(medications.remindersOn, true), isNull(medications.stoppedAt), isNull(medications.refillRemindedAt)),
        )
        .orderBy(asc(medications.id))
        .limit(limit);
    },
    async markRefillReminded(id: number, at: Date) {
      const rows = await uow
        .db()
        .update(medications)
        .set({ refillRemindedAt: at })
        .where(and(eq(medications.id, id), isNull(medications.refillRemindedAt)))
        .returning({ id: medications.id });
      return rows.length > 0;
    },

    /* ── refills ── */
    async recordRefill(row: { medicationId: number; unitsAdded: number; onTime: boolean }) {
      await uow.db().insert(medicationRefills).values(row);
    },
    async refillsOf(userId: number) {
      return uow
        .db()
        .select({ onTime: medicationRefills.onTime, refilledAt: medicationRefills.refilledAt })
        .from(medicationRefills)
        .innerJoin(medications, eq(medications.id, medicationRefills.medicationId))
        .where(eq(medications.userId, userId));
    },
    async takenSince(userId: number, since: Date) {
      const [row] = await uow
        .db()
        .select({ n: count() })
        .from(medicationDoses)
        .innerJoin(medications, eq(medications.id, medicationDoses.medicationId))
        .where(
          and(
            eq(medications.userId, userId),
            eq(medicationDoses.status, 'taken'),
            gte(medicationDoses.loggedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /* ── personal data ── */
    async exportUser(userId: number) {
      const rows = await this.listOf(userId);
      const doses = await this.dosesOf(
        rows.map((r) => r.id),
        new Date(0),
      );
      return { medications: rows, doses };
    },
    async eraseUser(userId: number) {
      // Doses, reminders and refills go with their medicine (on delete cascade).
      await uow.db().delete(medications).where(eq(medications.userId, userId));
    },
  };
}

export type MedicationRepository = ReturnType<typeof createMedicationRepository>;
