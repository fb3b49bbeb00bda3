import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// The privacy feature's table: only features/privacy/privacy.repository.ts reads or writes it.

/**
 * Consent given or withdrawn (DPDP Act 2023 §6): append-only, so the history is the record; the latest row
 * per (user, purpose) is the current choice. Withdrawing is one more row, as easy as giving.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['marketing', 'notifications'] }).notNull(),
    granted: boolean('granted').notNull(),
    /** Version of the privacy notice the person saw when choosing. */
    noticeVersion: text('notice_version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_purpose_idx').on(t.userId, t.purpose, t.id)],
);
