import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// The emergency feature's tables (issue 15): only features/emergency/*.repository.ts touches them.

/** One entry of a request's status history: who moved it where, when, and why. */
export interface StatusHistoryEntry {
  status: string;
  at: string;
  byUserId: number | null;
  byRole: string | null;
  note?: string;
}

/**
 * A request for one of SPEC §9's emergency services (ambulance, air ambulance, medical team, consultation),
 * from /emergency/* or /services/ambulance-request. Staff move it requested → dispatched → arrived →
 * completed (or cancelled), each step appended to `history`. A guest (a form posted without JavaScript, no
 * account) tracks it by `trackingCode`.
 */
export const emergencyRequests = pgTable(
  'emergency_requests',
  {
    id: serial('id').primaryKey(),
    /** Unguessable code shown after the request, e.g. "EM-4F7K2Q9M"; the guest's way back to its status. */
    trackingCode: text('tracking_code').notNull(),
    service: text('service', { enum: ['ambulance', 'air-ambulance', 'medical-team', 'consultation'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    /** Where help should come (pickup for an ambulance); free text plus the pincode. */
    pickupAddress: text('pickup_address').notNull(),
    pincode: text('pincode').notNull(),
    /** Destination: a hospital of the directory when chosen, else free text (may be empty). */
    destinationHospitalId: integer('destination_hospital_id'),
    destination: text('destination').notNull().default(''),
    patientCondition: text('patient_condition').notNull(),
    /** Ambulances only: basic or advanced life support. */
    supportLevel: text('support_level', { enum: ['basic', 'advanced'] }),
    pricePaise: integer('price_paise').notNull(),
    status: text('status', { enum: ['requested', 'dispatched', 'arrived', 'completed', 'cancelled'] }).notNull(),
    history: jsonb('history').$type<StatusHistoryEntry[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('emergency_requests_tracking_idx').on(t.trackingCode),
    index('emergency_requests_user_idx').on(t.userId, t.createdAt),
    index('emergency_requests_status_idx').on(t.status, t.createdAt),
    check('emergency_requests_price', sql`${t.pricePaise} >= 0`),
  ],
);

/**
 * A request for care at home (/services/medical-services): nursing, physiotherapy, elder care, injections.
 * Staff confirm it (or decline), then mark it completed; history appended as above.
 */
export const homeServiceRequests = pgTable(
  'home_service_requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    kind: text('kind', { enum: ['nursing', 'physiotherapy', 'elder-care', 'injection'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientName: text('patient_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    preferredDate: date('preferred_date').notNull(),
    preferredWindow: text('preferred_window', { enum: ['morning', 'afternoon', 'evening'] }).notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['requested', 'confirmed', 'completed', 'declined', 'cancelled'] }).notNull(),
    staffNote: text('staff_note'),
    history: jsonb('history').$type<StatusHistoryEntry[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('home_service_requests_reference_idx').on(t.reference),
    index('home_service_requests_user_idx').on(t.userId, t.createdAt),
    index('home_service_requests_status_idx').on(t.status, t.createdAt),
  ],
);
