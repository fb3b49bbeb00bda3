import { and, asc, desc, eq } from 'drizzle-orm';
import { consentRecords } from '../../db/schema/privacy.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export type ConsentRow = typeof consentRecords.$inferSelect;
type Purpose = ConsentRow['purpose'];

/** Consent records are append-only: this repository inserts and reads them, never updates or deletes. */
/** Every query runs on `uow.db()`: the caller's transaction when there is one. */
export function createPrivacyRepository(uow: UnitOfWork) {
  return {
    consentHistory(userId: number): Promise<ConsentRow[]> {
      return uow
        .db()
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(asc(consentRecords.at), asc(consentRecords.id));
    },

    /** The current choice for one purpose: the latest record (the index is on user, purpose, id). */
    async latestConsent(userId: number, purpose: Purpose): Promise<ConsentRow | null> {
      const [row] = await uow
        .db()
        .select()
        .from(consentRecords)
        .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose)))
        .orderBy(desc(consentRecords.id))
        .limit(1);
      return row ?? null;
    },

    async appendConsents(rows: { userId: number; purpose: Purpose; granted: boolean; noticeVersion: string }[]) {
      if (rows.length > 0) await uow.db().insert(consentRecords).values(rows);
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
