import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './column-types.ts';

// The partners feature's tables (issue 17 item 5): only features/partners/partners.repository.ts (and its seed)
// touch them.

/** One step of a partner's verification: who moved it where, when, and why (also in the audit log). */
export interface PartnerStatusStep {
  status: 'pending' | 'verified' | 'rejected' | 'suspended';
  at: string;
  byUserId: number | null;
  byRole: string | null;
  reason?: string;
}

/**
 * A partner's onboarding record: the pharmacy business behind a pharmacy or chemist account, or a doctor's
 * credentials behind a doctor account. One record per account (`userId`). A doctor or pharmacy acts for
 * patients only while its record is `verified` (features/partners `requireVerified`).
 * Pharmacy columns are null on a doctor's record and the other way round; what a submission must contain
 * is checked by the shared schemas, not here, so a partner can save a half-filled draft.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['pharmacy', 'doctor'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'verified', 'rejected', 'suspended'] })
      .notNull()
      .default('pending'),
    /** Why it was rejected or suspended (shown to the partner); null otherwise. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    history: jsonb('history').$type<PartnerStatusStep[]>().notNull().default([]),
    /** When the partner last sent the details for review (null: never sent, a draft). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /* ── pharmacy ── */
    tradeName: text('trade_name'),
    /** Form 20 / Form 21 (retail, allopathic) and other drug licence numbers as printed. */
    drugLicenceNumbers: text('drug_licence_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gstin: text('gstin'),
    pharmacistName: text('pharmacist_name'),
    pharmacistRegistration: text('pharmacist_registration'),
    address: text('address'),
    state: text('state'),
    pincode: text('pincode'),
    /* ── doctor ── */
    registrationCouncil: text('registration_council'),
    registrationNumber: text('registration_number'),
    qualifications: text('qualifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased names and numbers: what the admin list search matches. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partners_user_idx').on(t.userId),
    index('partners_kind_status_idx').on(t.kind, t.status, t.id),
    check('partners_reason', sql`(${t.status} IN ('rejected', 'suspended')) = (${t.statusReason} IS NOT NULL)`),
  ],
);

/** A licence, certificate or registration scan the partner uploaded (JPG, PNG or PDF, checked by its bytes). */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['drug-licence', 'gst-certificate', 'pharmacist-registration', 'medical-registration', 'qualification'],
    }).notNull(),
    mediaType: text('media_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_documents_partner_idx').on(t.partnerId, t.id)],
);
