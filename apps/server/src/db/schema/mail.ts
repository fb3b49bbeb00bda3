import { jsonb, serial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Outgoing mail, owned by the mail feature. Written in the same transaction as what caused it, together with
 * a `mail.requested` event whose delivery sends it (attempts and errors live on that delivery); without
 * SMTP_URL it is the development outbox, viewable at /api/dev/outbox.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Extra header fields the sender asked for, e.g. a campaign's `List-Unsubscribe` (RFC 2369, RFC 8058). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by the mail subscriber once sent: a redelivered event finds it and sends nothing. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
