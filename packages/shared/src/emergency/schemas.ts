import { z } from 'zod';
import { pincodeSchema } from '../delivery/schemas.ts';
import { messageToken } from '../errors/message-token.ts';
import { INDIAN_MOBILE_PATTERN } from '../orders/schemas.ts';
import { safeText } from '../text.ts';
import { EMERGENCY_SERVICE_KINDS, REQUEST_STATUSES, SUPPORT_LEVELS } from './emergency-constants.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const requestIdParamsSchema = z.object({ id });
export const trackingParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^EM-[0-9A-Z]{8}$/, { error: messageToken('REQUEST_NOT_FOUND') }),
});

export const phoneSchema = z
  .string({ error: messageToken('PHONE_INVALID') })
  .trim()
  .regex(INDIAN_MOBILE_PATTERN, { error: messageToken('PHONE_INVALID') });

/** /emergency/* and /services/ambulance-request: who needs help, where, and how bad it is. */
export const emergencyRequestInputSchema = z.object({
  service: z.enum(EMERGENCY_SERVICE_KINDS),
  contactName: safeText({ field: 'name', min: 2, max: 100 }),
  phone: phoneSchema,
  pickupAddress: safeText({ field: 'address', min: 5, max: 300, multiline: true }),
  pincode: pincodeSchema,
  destinationHospitalId: id.optional(),
  destination: safeText({ field: 'address', max: 200 }).optional(),
  patientCondition: safeText({ field: 'notes', min: 3, max: 1000, multiline: true }),
  supportLevel: z.enum(SUPPORT_LEVELS).optional(),
});
export type EmergencyRequestInput = z.infer<typeof emergencyRequestInputSchema>;

export const historyEntrySchema = z.object({
  status: z.string(),
  at: z.string(),
  byRole: z.string().nullable(),
  note: z.string().optional(),
});

export const emergencyRequestSchema = z.object({
  id: z.number().int(),
  trackingCode: z.string(),
  service: z.enum(EMERGENCY_SERVICE_KINDS),
  contactName: z.string(),
  phone: z.string(),
  pickupAddress: z.string(),
  pincode: z.string(),
  destinationHospitalId: z.number().int().nullable(),
  destination: z.string(),
  patientCondition: z.string(),
  supportLevel: z.enum(SUPPORT_LEVELS).nullable(),
  pricePaise: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  history: z.array(historyEntrySchema),
  createdAt: z.string(),
});
export type EmergencyRequest = z.infer<typeof emergencyRequestSchema>;

export const emergencyStatusChangeSchema = z.object({
  to: z.enum(REQUEST_STATUSES),
  note: safeText({ field: 'note', max: 300 }).optional(),
});
export const staffRequestsQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
});

/* ───────────────────────── Medical services at home (/services/medical-services) ───────────────────────── */

export const HOME_SERVICE_KINDS = ['nursing', 'physiotherapy', 'elder-care', 'injection'] as const;
export type HomeServiceKind = (typeof HOME_SERVICE_KINDS)[number];
export const TIME_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
export const HOME_SERVICE_STATUSES = ['requested', 'confirmed', 'completed', 'declined', 'cancelled'] as const;
export type HomeServiceStatus = (typeof HOME_SERVICE_STATUSES)[number];
export const HOME_SERVICE_NEXT: Record<HomeServiceStatus, readonly HomeServiceStatus[]> = {
  requested: ['confirmed', 'declined'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  declined: [],
  cancelled: [],
};
/** A visit can be asked for from tomorrow up to this many days ahead (also hospital appointments). */
export const VISIT_DAYS_AHEAD = 30;

export const isoDateSchema = z
  .string({ error: messageToken('VISIT_DATE_INVALID') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messageToken('VISIT_DATE_INVALID') });

export const homeServiceInputSchema = z.object({
  kind: z.enum(HOME_SERVICE_KINDS),
  patientName: safeText({ field: 'patientName', min: 2, max: 100 }),
  phone: phoneSchema,
  address: safeText({ field: 'address', min: 5, max: 300, multiline: true }),
  city: safeText({ field: 'city', min: 2, max: 80 }),
  pincode: pincodeSchema,
  preferredDate: isoDateSchema,
  preferredWindow: z.enum(TIME_WINDOWS),
  notes: safeText({ field: 'notes', max: 1000, multiline: true }).optional(),
});
export type HomeServiceInput = z.infer<typeof homeServiceInputSchema>;

export const homeServiceRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(HOME_SERVICE_KINDS),
  patientName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  preferredDate: z.string(),
  preferredWindow: z.enum(TIME_WINDOWS),
  notes: z.string(),
  status: z.enum(HOME_SERVICE_STATUSES),
  staffNote: z.string().nullable(),
  history: z.array(historyEntrySchema),
  createdAt: z.string(),
});
export type HomeServiceRequest = z.infer<typeof homeServiceRequestSchema>;

export const homeServiceStatusChangeSchema = z.object({
  to: z.enum(HOME_SERVICE_STATUSES),
  note: safeText({ field: 'note', max: 300 }).optional(),
});
