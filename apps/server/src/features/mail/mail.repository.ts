import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/auth.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** `db` may be a transaction, so mail is queued atomically with whatever caused it. */
export function createMailRepository(db: Database) {
  return {
    async enqueue(mail: OutgoingMail, tx: Database = db) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    /**
     * Takes up to `limit` unsent mails for `claimMs`: rows another instance holds are skipped (SKIP LOCKED for
     * the moment of the claim, `claimed_until` for the sending), so each mail goes out once. A claim that
     * runs out (the sender died) makes the mail available again: delivery is at least once, never lost.
     */
    async claimUnsent(limit: number, maxAttempts: number, claimMs: number) {
      const open = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lt(mailOutbox.attempts, maxAttempts),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ claimedUntil: sql`now() + make_interval(secs => ${claimMs / 1000})` })
        .where(inArray(mailOutbox.id, open))
        .returning();
    },

    async markSent(id: number) {
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil: null })
        .where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500), claimedUntil: null })
        .where(eq(mailOutbox.id, id));
    },

    async deleteTo(address: string, tx: Database) {
      await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, address.toLowerCase()));
    },

    async listRecent(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
