import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/auth.ts';

export type ConsentRow = typeof consentRecords.$inferSelect;
type Purpose = ConsentRow['purpose'];

/** Consent records are append-only: this repository inserts and reads them, never updates or deletes. */
export function createPrivacyRepository(db: Database) {
  return {
    db,

    consentHistory(userId: number, tx: Database = db): Promise<ConsentRow[]> {
      return tx
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(asc(consentRecords.at), asc(consentRecords.id));
    },

    /** The current choice for one purpose: the latest record (the index is on user, purpose, id). */
    async latestConsent(userId: number, purpose: Purpose, tx: Database = db): Promise<ConsentRow | null> {
      const [row] = await tx
        .select()
        .from(consentRecords)
        .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose)))
        .orderBy(desc(consentRecords.id))
        .limit(1);
      return row ?? null;
    },

    async appendConsents(
      rows: { userId: number; purpose: Purpose; granted: boolean; noticeVersion: string }[],
      tx: Database = db,
    ) {
      if (rows.length > 0) await tx.insert(consentRecords).values(rows);
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
