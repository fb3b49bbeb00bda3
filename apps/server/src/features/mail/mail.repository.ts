import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** A mail with extra header fields (a campaign's `List-Unsubscribe`, say); never From, To or Subject. */
export type OutgoingMailWithHeaders = OutgoingMail & { headers?: Record<string, string> | undefined };

/** The mail outbox; queries join the current unit of work's transaction. */
export function createMailRepository(uow: Pick<UnitOfWork, 'db'>) {
  return {
    /** `db`: a transaction handle from a caller that does not run in the unit of work yet. */
    async enqueue(mail: OutgoingMailWithHeaders, db: Database = uow.db()) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          headers: mail.headers ?? null,
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    async find(id: number) {
      const [row] = await uow.db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },

    async markSent(id: number) {
      await uow.db().update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    },

    async deleteTo(address: string) {
      await uow
        .db()
        .delete(mailOutbox)
        .where(eq(sql`lower(${mailOutbox.to})`, address.toLowerCase()));
    },

    /** Which of these mails have gone out (a campaign's delivery count). */
    async sentAmong(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await uow
        .db()
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, ids), isNotNull(mailOutbox.sentAt)));
      return rows.map((row) => row.id);
    },

    async listRecent(limit: number) {
      return uow.db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
