import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';

// Medication tracking (issue 19): only features/medication/medication.repository.ts touches these tables.

/** A medicine a person takes, for themselves or a family member, with its schedule and the stock at home. */
export const medications = pgTable(
  'medications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the account holder; a family member's first name otherwise ("Amma", "Rohan"). */
    patientName: text('patient_name'),
    name: text('name').notNull(),
    /** The catalog product it was ordered as (one-tap reorder); null for one added by hand without a match. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['manual', 'order', 'e-prescription'] }).notNull(),
    /** The order or e-prescription it came from. */
    sourceId: integer('source_id'),
    /** Last day (India) the prescription covering it is valid; null when none is needed or known. */
    prescriptionValidUntil: date('prescription_valid_until', { mode: 'string' }),
    /** Tablets (or capsules, ml …) per intake. */
    unitsPerDose: smallint('units_per_dose').notNull(),
    /** Local times of day, "08:00", in the person's time zone. */
    times: text('times').array().notNull(),
    food: text('food', { enum: ['before', 'after', 'with', 'any'] }).notNull(),
    /** ISO weekdays it is taken on, 1 = Monday … 7 = Sunday. */
    days: smallint('days').array().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    unitsPerPack: smallint('units_per_pack').notNull(),
    /** Units at home when last counted (added, refilled or corrected); the log's taken doses count down from it. */
    unitsOnHand: integer('units_on_hand').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    remindersOn: boolean('reminders_on').notNull().default(true),
    /** The next dose a reminder is owed for; the reminder job claims it by moving it on (one instance wins). */
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    /** When the refill reminder for the current stock went out; cleared by a refill. */
    refillRemindedAt: timestamp('refill_reminded_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medications_user_idx').on(t.userId),
    index('medications_next_reminder_idx')
      .on(t.nextReminderAt)
      .where(sql`${t.nextReminderAt} is not null`),
    check('medications_units_per_dose', sql`${t.unitsPerDose} between 1 and 20`),
    check('medications_units_on_hand', sql`${t.unitsOnHand} >= 0`),
    check('medications_units_per_pack', sql`${t.unitsPerPack} between 1 and 1000`),
  ],
);

/** The dose log: one row per scheduled dose the person answered (taken, skipped, snoozed). */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: serial('id').primaryKey(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    /** The scheduled moment (UTC) of the dose it answers. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['taken', 'skipped', 'snoozed'] }).notNull(),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('medication_doses_dose_idx').on(t.medicationId, t.scheduledFor)],
);

/** Reminders sent, one per medication, kind and moment: the guard that makes each go out once. */
export const medicationReminders = pgTable(
  'medication_reminders',
  {
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['dose', 'refill'] }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.medicationId, t.kind, t.dueAt] })],
);

/** Packs added to the stock at home; `onTime` when it came before the stock ran out (an achievement counts them). */
export const medicationRefills = pgTable(
  'medication_refills',
  {
    id: serial('id').primaryKey(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    unitsAdded: integer('units_added').notNull(),
    onTime: boolean('on_time').notNull(),
    refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('medication_refills_medication_idx').on(t.medicationId)],
);
