import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// Notifications (issue 19): only features/notifications/notifications.repository.ts touches these tables.

/** A browser's push subscription (SPEC §3 "notification token"), kept per user; gone when the push service says 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The in-app inbox: what was said to the person, by kind and params (worded in their language by the web). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** A path inside the site the notification opens. */
    link: text('link').notNull(),
    /** What it answers ("event:812", "dose:14:2026-11-24T02:30:00.000Z"): a redelivered event never notifies twice. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When push and e-mail were handed over; the delivery claims it first, so a retry never sends twice. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Per-channel choices, quiet hours and time zone; a person without a row has the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  push: boolean('push').notNull().default(true),
  email: boolean('email').notNull().default(true),
  /** Minutes after local midnight; both null = no quiet hours. */
  quietStartMinute: smallint('quiet_start_minute'),
  quietEndMinute: smallint('quiet_end_minute'),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The server's VAPID key pair, made at first start and kept (every instance signs with the same one). */
export const vapidKeys = pgTable('vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
