import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
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

    async listUnsent(limit: number, maxAttempts: number) {
      return db
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)))
        .orderBy(asc(mailOutbox.id))
        .limit(limit);
    },

    async markSent(id: number) {
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
    },

    async listRecent(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
