import { sql } from 'drizzle-orm';
import {
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

// The prescriptions feature's tables: only features/prescriptions/*.repository.ts reads or writes them.

/**
 * An uploaded prescription (SPEC §3 payload) and the pharmacist's review of it (issue 12). A guest's upload
 * carries their guest id until they sign in, when it joins their account.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    /** As typed in the upload form ('Guest User' when left empty, SPEC §5). */
    uploaderName: text('uploader_name').notNull(),
    uploaderPhone: text('uploader_phone').notNull().default(''),
    uploaderAddress: text('uploader_address').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'callback'] }).notNull(),
    pageCount: smallint('page_count').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /* ── the pharmacist's review (null while pending) ── */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Snapshot of the verifying pharmacist, shown to the customer (draft e-pharmacy rules). */
    reviewerName: text('reviewer_name'),
    reviewerRegistration: text('reviewer_registration'),
    /** rejection code (illegible, expired, …) when rejected; the free-text note goes with any outcome. */
    rejectionReason: text('rejection_reason'),
    reviewNote: text('review_note'),
    prescriberName: text('prescriber_name'),
    prescriberRegistration: text('prescriber_registration'),
    prescribedOn: date('prescribed_on'),
    patientName: text('patient_name'),
    /** Last day the prescription may be dispensed against (default six months after it was written). */
    validUntil: date('valid_until'),
  },
  (t) => [
    // The pharmacist's queue: pending first-in first-out, one index scan however long the queue grows.
    index('prescriptions_queue_idx').on(t.status, t.submittedAt, t.id),
    index('prescriptions_user_idx').on(t.userId, t.submittedAt),
    index('prescriptions_guest_idx')
      .on(t.guestId)
      .where(sql`${t.guestId} IS NOT NULL`),
    check('prescriptions_page_count', sql`${t.pageCount} BETWEEN 1 AND 5`),
  ],
);

/** The pages of a prescription: images re-encoded without EXIF/GPS, or the PDF as sent (type checked by its bytes). */
export const prescriptionFiles = pgTable(
  'prescription_files',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    /** 1-based order in which the customer added the files. */
    page: smallint('page').notNull(),
    mediaType: text('media_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [uniqueIndex('prescription_files_page_idx').on(t.prescriptionId, t.page)],
);

/** The medicines and quantities an approved prescription allows, and how much of each has been dispensed. */
export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantityAllowed: integer('quantity_allowed').notNull(),
    quantityDispensed: integer('quantity_dispensed').notNull().default(0),
  },
  (t) => [
    uniqueIndex('prescription_medicines_product_idx').on(t.prescriptionId, t.productId),
    check(
      'prescription_medicines_quantities',
      sql`${t.quantityAllowed} > 0 AND ${t.quantityDispensed} >= 0 AND ${t.quantityDispensed} <= ${t.quantityAllowed}`,
    ),
  ],
);

/**
 * Each dispensing against a prescription: which order line used how much of which allowed medicine. Written
 * in the same unit of work as the packing; undone if the order is cancelled before dispatch.
 */
export const prescriptionDispensings = pgTable(
  'prescription_dispensings',
  {
    id: serial('id').primaryKey(),
    prescriptionMedicineId: integer('prescription_medicine_id')
      .notNull()
      .references(() => prescriptionMedicines.id, { onDelete: 'cascade' }),
    /** The orders feature's ids (no foreign key across features). */
    orderId: integer('order_id').notNull(),
    orderItemId: integer('order_item_id').notNull(),
    quantity: integer('quantity').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescription_dispensings_order_idx').on(t.orderId),
    check('prescription_dispensings_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Every status a prescription has had, with who and when (DESIGN §3a). */
export const prescriptionHistory = pgTable(
  'prescription_history',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'customer', 'guest', 'system' or the staff role. */
    byRole: text('by_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescription_history_prescription_idx').on(t.prescriptionId, t.at)],
);

/**
 * The Schedule H1 register (Drugs and Cosmetics Rules, rule 65(3)(a)): one row per H1 line sold, kept three
 * years. Snapshots, not references: the register must read the same after a product or account changes.
 */
export const h1Register = pgTable(
  'h1_register',
  {
    id: serial('id').primaryKey(),
    dispensedAt: timestamp('dispensed_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    prescriptionId: integer('prescription_id').notNull(),
    productId: integer('product_id').notNull(),
    medicineName: text('medicine_name').notNull(),
    quantity: integer('quantity').notNull(),
    batchNumber: text('batch_number'),
    prescriberName: text('prescriber_name').notNull(),
    prescriberRegistration: text('prescriber_registration').notNull(),
    patientName: text('patient_name').notNull(),
    patientAddress: text('patient_address').notNull(),
    pharmacistName: text('pharmacist_name').notNull(),
    pharmacistRegistration: text('pharmacist_registration').notNull(),
  },
  (t) => [index('h1_register_dispensed_idx').on(t.dispensedAt)],
);
