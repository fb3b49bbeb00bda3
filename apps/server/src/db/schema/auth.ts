import { sql } from 'drizzle-orm';
import {
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

// The auth feature's tables: only features/auth/auth.repository.ts reads or writes them.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    /** customer, admin, subadmin, pharmacy, chemist, doctor, laboratory, hospital, delivery — stored lower-case. */
    role: text('role').notNull().default('customer'),
    /** argon2id; null for accounts that only ever signed in through Google or Facebook. */
    passwordHash: text('password_hash'),
    /**
     * A professional's registration, shown to customers on what they sign off: a pharmacist's State Pharmacy
     * Council number, a doctor's medical council number (e.g. "MSPC/2014/48213").
     */
    registrationNumber: text('registration_number'),
    registrationCouncil: text('registration_council'),
    /**
     * The interface language (one of the 16 SPEC codes) the account last chose: e-mails, PDFs and push texts are
     * written in it. Set at sign-up from the request's language, updated when the signed-in user switches.
     */
    language: text('language').notNull().default('en'),
    /**
     * When the owner proved the e-mail is theirs (a code sent to it, or a verified Google/Facebook e-mail).
     * An unverified account cannot hold data; its password stops working once the real owner signs in by code.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set when an admin disabled the account (issue 17): its sessions were deleted in the same transaction and
     * no sign-in works until it is enabled again. Data and orders stay.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when the owner deleted the account: personal fields are anonymised, the row stays for invoices. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Priya" and "priya" are one account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mailed one-time codes, hashed; one live code per (email, purpose). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['login', 'password-reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when verified (a reset code is verified, then spent by the reset itself). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_email_purpose_idx').on(t.email, t.purpose)],
);

/** Google / Facebook accounts linked to a user: matched by (provider, subject), never by e-mail alone. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);
