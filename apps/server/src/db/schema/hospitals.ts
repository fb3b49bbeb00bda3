import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { doctors } from './doctors.ts';

// The hospitals feature's tables (issue 15): only features/hospitals/*.repository.ts (and its seed) touch them.

/** One entry of a status history kept beside the row: who moved it where, when, and why. */
export interface StatusHistoryEntry {
  status: string;
  at: string;
  byUserId: number | null;
  byRole: string | null;
  note?: string;
}

/**
 * A hospital of the directory. Seeded ones are approved; a visitor's submission starts pending and an admin
 * approves or rejects it (who and when recorded). Coordinates are WGS84 degrees; the nearby search prefilters
 * on the (latitude, longitude) index of approved rows, then computes the exact distance.
 */
export const hospitals = pgTable(
  'hospitals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased name without punctuation or "hospital"/"the": with the pincode, how duplicates are found. */
    nameKey: text('name_key').notNull(),
    type: text('type', { enum: ['government', 'private', 'trust'] }).notNull(),
    /** Department slugs (cardiology, orthopedics, …) — see packages/shared/src/hospitals/departments.ts. */
    specialties: text('specialties').array().notNull(),
    beds: integer('beds'),
    emergency24x7: boolean('emergency_24x7').notNull(),
    nabhAccredited: boolean('nabh_accredited').notNull().default(false),
    phone: text('phone').notNull(),
    /** OPD hours as shown ("Mon–Sat 9:00–17:00"); emergency hours follow `emergency24x7`. */
    hours: text('hours').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    /** Who submitted it (null for seeded rows or a guest), and the visitor key the rate limit counts by. */
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submitterKey: text('submitter_key'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** An existing hospital with the same name key and pincode when this was submitted (a likely duplicate). */
    duplicateOfId: integer('duplicate_of_id'),
    /** The staff account (role hospital) that manages this hospital's appointments in /laboratory. */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased name, city, locality and departments: what the search matches against. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hospitals_geo_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.status} = 'approved'`),
    index('hospitals_city_idx').on(t.city, t.id),
    index('hospitals_status_idx').on(t.status, t.createdAt),
    index('hospitals_duplicate_idx').on(t.nameKey, t.pincode),
    index('hospitals_submitter_idx').on(t.submitterKey, t.createdAt),
    uniqueIndex('hospitals_staff_idx')
      .on(t.staffUserId)
      .where(sql`${t.staffUserId} IS NOT NULL`),
    check('hospitals_latitude', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('hospitals_longitude', sql`${t.longitude} BETWEEN -180 AND 180`),
    check('hospitals_beds', sql`${t.beds} IS NULL OR ${t.beds} BETWEEN 1 AND 20000`),
  ],
);

/**
 * An appointment request at a hospital's department: the hospital staff confirm, reschedule (new date and
 * window) or decline it; every change is appended to `history`. Status changes are conditional updates on
 * the current status, so two staff clicking at once cannot both win.
 */
export const hospitalAppointments = pgTable(
  'hospital_appointments',
  {
    id: serial('id').primaryKey(),
    /** Shown to the patient, e.g. "HA-7K2M9Q". */
    reference: text('reference').notNull(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    department: text('department').notNull(),
    /** Asia/Kolkata date and a time window of that day. */
    date: date('date').notNull(),
    timeWindow: text('time_window', { enum: ['morning', 'afternoon', 'evening'] }).notNull(),
    patientName: text('patient_name').notNull(),
    patientAge: smallint('patient_age').notNull(),
    patientPhone: text('patient_phone').notNull(),
    reason: text('reason').notNull(),
    status: text('status', {
      enum: ['requested', 'confirmed', 'rescheduled', 'declined', 'cancelled'],
    }).notNull(),
    /** The hospital's note to the patient (why declined, what to bring). */
    hospitalNote: text('hospital_note'),
    history: jsonb('history').$type<StatusHistoryEntry[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hospital_appointments_reference_idx').on(t.reference),
    index('hospital_appointments_user_idx').on(t.userId, t.createdAt),
    index('hospital_appointments_hospital_idx').on(t.hospitalId, t.date),
    check('hospital_appointments_age', sql`${t.patientAge} BETWEEN 0 AND 120`),
  ],
);

/*
 * Where the product's doctors practise (issue 15 item 1). The hospitals feature owns the link (its repository
 * reads it for /hospitals/{id} and a doctor's page); doctors' details come from the doctors service.
 */

/** A doctor may practise at several hospitals and a hospital has many doctors: one row per pair. */
export const doctorHospitals = pgTable(
  'doctor_hospitals',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.hospitalId] }),
    index('doctor_hospitals_hospital_idx').on(t.hospitalId, t.doctorId),
  ],
);
