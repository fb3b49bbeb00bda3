import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
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
import { bytea } from './column-types.ts';

// The labs feature's tables (issue 14): only features/labs/*.repository.ts (and the labs seed) touch them.

/** Partner laboratories that process the samples; NABL accreditation shown to customers. */
export const labPartners = pgTable('lab_partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  nablAccredited: boolean('nabl_accredited').notNull(),
  /** NABL certificate number (MC-xxxx) when accredited. */
  nablCertificate: text('nabl_certificate'),
});

/** A single test or a package (a bundle of tests) in the /lab-tests catalog. */
export const labTests = pgTable(
  'lab_tests',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the seed ('hba1c', 'full-body-checkup-advanced'). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['test', 'package'] }).notNull(),
    name: text('name').notNull(),
    /** Other names people search by ("Glycated haemoglobin", "A1c"), comma separated. */
    alsoKnownAs: text('also_known_as').notNull().default(''),
    /** What it checks, in plain words. */
    description: text('description').notNull(),
    sampleType: text('sample_type', { enum: ['blood', 'urine', 'stool', 'swab', 'blood-urine'] }).notNull(),
    /** 0 when no fasting is needed. */
    fastingHours: smallint('fasting_hours').notNull().default(0),
    /** What to do and avoid before the sample. */
    preparation: text('preparation').notNull().default(''),
    turnaroundHours: smallint('turnaround_hours').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    partnerLabId: integer('partner_lab_id')
      .notNull()
      .references(() => labPartners.id),
    /** A consent note shown and acknowledged before booking (HIV, under NACO guidelines); null for most. */
    consentNote: text('consent_note'),
    /** Lower-cased name, other names and parameter names: the search reads this one column. */
    searchText: text('search_text').notNull(),
    /** Listing order (popular first). */
    rank: integer('rank').notNull().default(1000),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('lab_tests_code_idx').on(t.code),
    index('lab_tests_rank_idx').on(t.rank, t.id),
    check('lab_tests_price', sql`${t.pricePaise} > 0 AND ${t.pricePaise} <= ${t.mrpPaise}`),
    // SPEC §9: "up to 60% off lab tests".
    check('lab_tests_discount', sql`${t.pricePaise} * 10 >= ${t.mrpPaise} * 4`),
    check('lab_tests_fasting', sql`${t.fastingHours} BETWEEN 0 AND 16`),
    check('lab_tests_turnaround', sql`${t.turnaroundHours} > 0`),
  ],
);

/** The groups of the catalog (diabetes, heart, thyroid, fever, womens-health, full-body) a test belongs to. */
export const labTestGroups = pgTable(
  'lab_test_groups',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    groupSlug: text('group_slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupSlug, t.testId] }), index('lab_test_groups_test_idx').on(t.testId)],
);

/** The tests inside a package. */
export const labPackageTests = pgTable(
  'lab_package_tests',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.testId] }),
    check('lab_package_tests_not_self', sql`${t.packageId} <> ${t.testId}`),
  ],
);

/** What a test measures (HbA1c %, haemoglobin g/dL, NS1 antigen). */
export const labParameters = pgTable(
  'lab_parameters',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    /** Stable key across tests: the same analyte charted across reports ('hba1c', 'hb'). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    /** numeric: a number checked against a range; text: a finding (Negative/Positive, Pale yellow). */
    valueKind: text('value_kind', { enum: ['numeric', 'text'] }).notNull(),
    /** Decimal places a value is shown with. */
    decimals: smallint('decimals').notNull().default(1),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('lab_parameters_test_code_idx').on(t.testId, t.code),
    index('lab_parameters_code_idx').on(t.code),
  ],
);

/**
 * Reference ranges of a parameter: the most specific row matching the patient's sex and age wins. A numeric
 * range has low and/or high (an open end is null); a text parameter names its normal finding.
 */
export const labReferenceRanges = pgTable(
  'lab_reference_ranges',
  {
    id: serial('id').primaryKey(),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => labParameters.id, { onDelete: 'cascade' }),
    sex: text('sex', { enum: ['any', 'male', 'female'] })
      .notNull()
      .default('any'),
    ageMinYears: smallint('age_min_years').notNull().default(0),
    ageMaxYears: smallint('age_max_years').notNull().default(120),
    low: doublePrecision('low'),
    high: doublePrecision('high'),
    normalText: text('normal_text'),
  },
  (t) => [
    index('lab_reference_ranges_parameter_idx').on(t.parameterId),
    check('lab_reference_ranges_age', sql`${t.ageMinYears} <= ${t.ageMaxYears}`),
    check('lab_reference_ranges_bounds', sql`${t.low} IS NULL OR ${t.high} IS NULL OR ${t.low} <= ${t.high}`),
  ],
);

/**
 * Home-collection capacity: one row per area (the pincode's district), date and 1-hour window, created on the
 * first booking or by the laboratory. `booked` only moves by a conditional update (`booked < capacity`), and
 * the check makes an overbooking impossible even for a query that forgets it.
 */
export const labSlots = pgTable(
  'lab_slots',
  {
    id: serial('id').primaryKey(),
    /** placeKey of the district (GAUTAMBUDDHANAGAR, MUMBAI). */
    area: text('area').notNull(),
    day: date('day').notNull(),
    /** Local (Asia/Kolkata) hour the window starts: 7 means 07:00–08:00. */
    startHour: smallint('start_hour').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('lab_slots_area_day_hour_idx').on(t.area, t.day, t.startHour),
    check('lab_slots_booked', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check('lab_slots_hour', sql`${t.startHour} BETWEEN 0 AND 23`),
  ],
);

/** The people an account books tests for (self and family), reused across bookings so reports chart per person. */
export const labPatients = pgTable(
  'lab_patients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sex: text('sex', { enum: ['male', 'female', 'other'] }).notNull(),
    /** Year of birth (age is what labs ask; the year keeps it true next year). */
    birthYear: smallint('birth_year').notNull(),
    relation: text('relation', { enum: ['self', 'spouse', 'parent', 'child', 'sibling', 'other'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_patients_user_idx').on(t.userId)],
);

/** A home-collection booking: who, where, when, what was paid, and where it is in its life. */
export const labBookings = pgTable(
  'lab_bookings',
  {
    id: serial('id').primaryKey(),
    /** Shown to the customer and the laboratory (LB-YYMMDD-XXXXX). */
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Per-user Idempotency-Key header: a repeated submit returns the first booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', {
      enum: ['booked', 'phlebotomist-assigned', 'sample-collected', 'processing', 'report-ready', 'cancelled'],
    }).notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => labSlots.id),
    /* ── collection address (a snapshot) ── */
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    /* ── money (paise) ── */
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    collectionChargePaise: integer('collection_charge_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentReference: text('payment_reference'),
    paymentStatus: text('payment_status', { enum: ['paid', 'pay-on-collection', 'refunded', 'voided'] }).notNull(),
    /* ── the laboratory's work ── */
    phlebotomistName: text('phlebotomist_name'),
    phlebotomistPhone: text('phlebotomist_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lab_bookings_number_idx').on(t.number),
    uniqueIndex('lab_bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('lab_bookings_user_idx').on(t.userId, t.createdAt),
    index('lab_bookings_slot_idx').on(t.slotId),
    check('lab_bookings_money', sql`${t.totalPaise} >= 0 AND ${t.discountPaise} >= 0`),
  ],
);

/** Each person of a booking: a snapshot of the family member, their sample and their report. */
export const labBookingPatients = pgTable(
  'lab_booking_patients',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => labBookings.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => labPatients.id),
    name: text('name').notNull(),
    sex: text('sex', { enum: ['male', 'female', 'other'] }).notNull(),
    ageYears: smallint('age_years').notNull(),
    /** The barcode on the tubes, given at collection; unique across all bookings. */
    sampleId: text('sample_id'),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    reportReadyAt: timestamp('report_ready_at', { withTimezone: true }),
  },
  (t) => [
    index('lab_booking_patients_booking_idx').on(t.bookingId),
    index('lab_booking_patients_patient_idx').on(t.patientId),
    uniqueIndex('lab_booking_patients_sample_idx')
      .on(t.sampleId)
      .where(sql`${t.sampleId} IS NOT NULL`),
  ],
);

/** The tests and packages booked for each person, with the prices paid (snapshots). */
export const labBookingItems = pgTable(
  'lab_booking_items',
  {
    id: serial('id').primaryKey(),
    bookingPatientId: integer('booking_patient_id')
      .notNull()
      .references(() => labBookingPatients.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id),
    name: text('name').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [uniqueIndex('lab_booking_items_patient_test_idx').on(t.bookingPatientId, t.testId)],
);

/** Every status a booking has had, with who and when (DESIGN §3a). */
export const labBookingHistory = pgTable(
  'lab_booking_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => labBookings.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer', 'system' or the staff role. */
    byRole: text('by_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_booking_history_booking_idx').on(t.bookingId, t.at)],
);

/**
 * A result per parameter per person, with the reference range it was judged against (a snapshot: the report
 * reads the same after a range is revised) and its flag.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: serial('id').primaryKey(),
    bookingPatientId: integer('booking_patient_id')
      .notNull()
      .references(() => labBookingPatients.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => labParameters.id),
    /** The parameter's code, kept here so a chart reads one index. */
    parameterCode: text('parameter_code').notNull(),
    valueNumeric: doublePrecision('value_numeric'),
    valueText: text('value_text'),
    unit: text('unit').notNull().default(''),
    refLow: doublePrecision('ref_low'),
    refHigh: doublePrecision('ref_high'),
    refText: text('ref_text'),
    flag: text('flag', { enum: ['normal', 'low', 'high', 'abnormal'] }).notNull(),
    enteredByUserId: integer('entered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lab_results_patient_parameter_idx').on(t.bookingPatientId, t.parameterId),
    index('lab_results_code_idx').on(t.parameterCode, t.bookingPatientId),
    check('lab_results_value', sql`${t.valueNumeric} IS NOT NULL OR ${t.valueText} IS NOT NULL`),
  ],
);

/** The laboratory's signed report PDF of one person of a booking (checked by its bytes, like prescriptions). */
export const labReportFiles = pgTable(
  'lab_report_files',
  {
    id: serial('id').primaryKey(),
    bookingPatientId: integer('booking_patient_id')
      .notNull()
      .references(() => labBookingPatients.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['application/pdf'] }).notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lab_report_files_patient_idx').on(t.bookingPatientId)],
);
