import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// The campaigns feature's tables (issue 17 item 7): only features/campaigns/campaigns.repository.ts touches them.

/** A marketing e-mail to a segment of customers, written and sent from /admin/email. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    segment: text('segment', {
      enum: ['all-customers', 'bought-category', 'inactive-90-days', 'plus-members'],
    }).notNull(),
    /** Only for the bought-category segment. */
    categoryId: integer('category_id'),
    status: text('status', { enum: ['draft', 'sending', 'paused', 'sent'] })
      .notNull()
      .default('draft'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('campaigns_category_check', sql`(${t.segment} = 'bought-category') = (${t.categoryId} is not null)`)],
);

/**
 * Who a campaign goes to, fixed when sending starts. A batch marks its rows in the transaction that queues
 * their mails, so a restart resumes at the first pending row and nobody is mailed twice.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** pending → queued (mail in the outbox) or skipped (no marketing consent at the time of its batch). */
    status: text('status', { enum: ['pending', 'queued', 'skipped'] })
      .notNull()
      .default('pending'),
    mailId: integer('mail_id'),
    /** Set once the mail feature reports the mail sent. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The recipient used this campaign's unsubscribe link. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('campaign_recipients_status_idx').on(t.campaignId, t.status, t.userId),
  ],
);
