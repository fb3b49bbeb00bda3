import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { bytea } from './column-types.ts';

// The doctors feature's tables (issue 13): only features/doctors/*.repository.ts (and its seed) touch them.

/** Medical specialties of the directory (the catalog's `specialties` are medicine groupings, not these). */
export const doctorSpecialties = pgTable('doctor_specialties', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Lower-case symptom words a patient might type ("back pain", "rash") that lead to this specialty. */
  symptoms: text('symptoms').array().notNull(),
  sortOrder: smallint('sort_order').notNull().default(100),
});

/**
 * A doctor of the directory. `userId` links the profile to the staff account that signs in to /doctor (null
 * for directory-only doctors). Times are Asia/Kolkata; money is paise.
 */
export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['female', 'male'] }).notNull(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => doctorSpecialties.id),
    /** In the order printed after the name: ["MBBS", "MD (Paediatrics)"]. */
    qualifications: text('qualifications').array().notNull(),
    experienceYears: smallint('experience_years').notNull(),
    /** Language codes from the product's 16 (en, hi, ta, …). */
    languages: text('languages').array().notNull(),
    feePaise: integer('fee_paise').notNull(),
    offersVideo: boolean('offers_video').notNull().default(true),
    offersClinic: boolean('offers_clinic').notNull().default(true),
    /** Free text: hospitals may later list the doctors who practise there by this name and city. */
    clinicName: text('clinic_name').notNull(),
    clinicAddress: text('clinic_address').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    /** State Medical Council / NMC registration, e.g. "MMC/2009/04512"; printed on every e-prescription. */
    registrationNumber: text('registration_number').notNull(),
    registrationCouncil: text('registration_council').notNull(),
    about: text('about').notNull(),
    /** Rating ×10 (0–50) so it stays an integer. */
    ratingTenths: smallint('rating_tenths').notNull(),
    ratingCount: integer('rating_count').notNull(),
    /** Length of one appointment slot in minutes. */
    slotMinutes: smallint('slot_minutes').notNull().default(15),
    /** Lower-cased name, specialty and symptom words: what the directory search matches against. */
    searchText: text('search_text').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctors_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('doctors_registration_idx').on(t.registrationNumber),
    index('doctors_specialty_idx').on(t.specialtyId, t.id),
    check('doctors_fee_min', sql`${t.feePaise} >= 19900`),
    check('doctors_rating_range', sql`${t.ratingTenths} BETWEEN 0 AND 50`),
    check('doctors_slot_minutes', sql`${t.slotMinutes} BETWEEN 5 AND 120`),
    check('doctors_mode', sql`${t.offersVideo} OR ${t.offersClinic}`),
  ],
);

/**
 * Weekly availability: one row per sitting (a doctor with a lunch break has two rows that day). Minutes since
 * local midnight in Asia/Kolkata; weekday 0 = Sunday.
 */
export const doctorAvailability = pgTable(
  'doctor_availability',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('doctor_availability_doctor_idx').on(t.doctorId, t.weekday),
    check('doctor_availability_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'doctor_availability_minutes',
      sql`${t.startMinute} >= 0 AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Days off (both ends inclusive, Asia/Kolkata dates). */
export const doctorLeave = pgTable(
  'doctor_leave',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doctor_leave_doctor_idx').on(t.doctorId, t.fromDate),
    check('doctor_leave_range', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/**
 * A booked slot. A live booking (any status but cancelled) holds its slot through the partial unique index:
 * twenty parallel bookings of one slot leave exactly one row, whatever the code above it does.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    /** Shown to the patient and on the calendar file, e.g. "AC-7K2M9Q". */
    reference: text('reference').notNull(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientUserId: integer('patient_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who is seen (the account holder or a family member). */
    patientName: text('patient_name').notNull(),
    patientAge: smallint('patient_age').notNull(),
    patientGender: text('patient_gender', { enum: ['female', 'male', 'other'] }).notNull(),
    patientPhone: text('patient_phone').notNull().default(''),
    symptoms: text('symptoms').notNull(),
    mode: text('mode', { enum: ['video', 'clinic'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['booked', 'in_consultation', 'completed', 'cancelled', 'no_show'],
    }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    /* ── payment through the checkout's demo provider ── */
    paymentMethod: text('payment_method').notNull(),
    paymentReference: text('payment_reference').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundPaise: integer('refund_paise'),
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /* ── changes ── */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByRole: text('cancelled_by_role'),
    /** The appointment this one replaced when the patient rescheduled. */
    rescheduledFromId: integer('rescheduled_from_id'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Random secret that names the video room (never the id: rooms are not guessable). */
    roomToken: text('room_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_live_slot_idx')
      .on(t.doctorId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('appointments_reference_idx').on(t.reference),
    uniqueIndex('appointments_room_idx').on(t.roomToken),
    index('appointments_patient_idx').on(t.patientUserId, t.startsAt),
    index('appointments_doctor_day_idx').on(t.doctorId, t.startsAt),
    index('appointments_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' AND ${t.reminderSentAt} IS NULL`),
    check('appointments_time', sql`${t.startsAt} < ${t.endsAt}`),
    check('appointments_fee', sql`${t.feePaise} > 0`),
    check('appointments_patient_age', sql`${t.patientAge} BETWEEN 0 AND 120`),
    check(
      'appointments_refund',
      sql`${t.refundPaise} IS NULL OR (${t.refundPaise} >= 0 AND ${t.refundPaise} <= ${t.feePaise})`,
    ),
  ],
);

/** Reports the patient attached to a booking (images or PDF, checked by their bytes). */
export const appointmentReports = pgTable(
  'appointment_reports',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_reports_appointment_idx').on(t.appointmentId)],
);

/** Every status an appointment has had, with who and when (DESIGN §3a). */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer', 'system' or the staff role. */
    byRole: text('by_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_history_appointment_idx').on(t.appointmentId, t.at)],
);

/**
 * The consultation held for an appointment: started by the doctor, with the doctor's notes. For a video
 * consultation, when each side joined the call (the List A rule needs proof a video consultation took place).
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientUserId: integer('patient_user_id').references(() => users.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: ['video', 'clinic'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    doctorJoinedAt: timestamp('doctor_joined_at', { withTimezone: true }),
    patientJoinedAt: timestamp('patient_joined_at', { withTimezone: true }),
    /** Milliseconds from the second participant joining to the first decoded remote frame (docs/perf.md). */
    callSetupMs: integer('call_setup_ms'),
    complaint: text('complaint').notNull().default(''),
    findings: text('findings').notNull().default(''),
    diagnosis: text('diagnosis').notNull().default(''),
  },
  (t) => [
    uniqueIndex('consultations_appointment_idx').on(t.appointmentId),
    index('consultations_doctor_patient_idx').on(t.doctorId, t.patientUserId, t.startedAt),
  ],
);

/** Chat messages and files shared inside a video call; only the two participants read them. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role', { enum: ['doctor', 'patient'] }).notNull(),
    body: text('body').notNull().default(''),
    fileName: text('file_name'),
    mediaType: text('media_type'),
    byteSize: integer('byte_size'),
    content: bytea('content'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_messages_consultation_idx').on(t.consultationId, t.at)],
);

/**
 * The e-prescription a doctor writes after a consultation (Telemedicine Practice Guidelines 2020). Doctor and
 * patient are snapshots: the document must read the same after a profile changes. `prescriptionId` is the
 * prescriptions feature's verified record created with it, so checkout needs no upload (no foreign key across
 * features).
 */
export const ePrescriptions = pgTable(
  'e_prescriptions',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientUserId: integer('patient_user_id').references(() => users.id, { onDelete: 'set null' }),
    doctorName: text('doctor_name').notNull(),
    doctorQualifications: text('doctor_qualifications').notNull(),
    doctorRegistration: text('doctor_registration').notNull(),
    doctorCouncil: text('doctor_council').notNull(),
    clinicName: text('clinic_name').notNull(),
    clinicAddress: text('clinic_address').notNull(),
    patientName: text('patient_name').notNull(),
    patientAge: smallint('patient_age').notNull(),
    patientGender: text('patient_gender').notNull(),
    mode: text('mode', { enum: ['video', 'clinic'] }).notNull(),
    diagnosis: text('diagnosis').notNull().default(''),
    advice: text('advice').notNull().default(''),
    /** Recommended lab tests as printed, one per line: catalog tests' names (snapshots) and free text. */
    labTests: text('lab_tests').array().notNull(),
    /** The recommended tests picked from the lab catalog (lab_tests ids): what "Book these tests" books. */
    labTestIds: integer('lab_test_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    followUpOn: date('follow_up_on'),
    /** Printed on the PDF; anyone holding it can check the document at /api/e-prescriptions/verify/{code}. */
    verificationCode: text('verification_code').notNull(),
    prescriptionId: integer('prescription_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: date('valid_until').notNull(),
  },
  (t) => [
    uniqueIndex('e_prescriptions_consultation_idx').on(t.consultationId),
    uniqueIndex('e_prescriptions_code_idx').on(t.verificationCode),
    index('e_prescriptions_patient_idx').on(t.patientUserId, t.issuedAt),
  ],
);

/** The medicines of an e-prescription, picked from the catalog. */
export const ePrescriptionLines = pgTable(
  'e_prescription_lines',
  {
    id: serial('id').primaryKey(),
    ePrescriptionId: integer('e_prescription_id')
      .notNull()
      .references(() => ePrescriptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Snapshots from the catalog at the time of writing. */
    medicineName: text('medicine_name').notNull(),
    saltComposition: text('salt_composition').notNull(),
    strength: text('strength').notNull(),
    /** "1 tablet", "5 ml". */
    dose: text('dose').notNull(),
    /** "1-0-1", "twice a day". */
    frequency: text('frequency').notNull(),
    durationDays: smallint('duration_days').notNull(),
    /** Packs to dispense (what the cart adds and the prescription allows). */
    quantity: smallint('quantity').notNull(),
    instructions: text('instructions').notNull().default(''),
  },
  (t) => [
    uniqueIndex('e_prescription_lines_position_idx').on(t.ePrescriptionId, t.position),
    check('e_prescription_lines_duration', sql`${t.durationDays} BETWEEN 1 AND 365`),
    check('e_prescription_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 20`),
  ],
);
