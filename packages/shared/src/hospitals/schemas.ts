import { z } from 'zod';
import { pincodeSchema } from '../delivery/schemas.ts';
import { doctorCardSchema } from '../doctors/schemas.ts';
import { historyEntrySchema, isoDateSchema, phoneSchema, TIME_WINDOWS } from '../emergency/schemas.ts';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';

/* ───────────────────────── Hospitals (issue 15, SPEC §1/§2/§3) ───────────────────────── */

/** The departments a hospital lists; the web translates the slug. */
export const HOSPITAL_DEPARTMENTS = [
  { slug: 'emergency-medicine', name: 'Emergency Medicine' },
  { slug: 'general-medicine', name: 'General Medicine' },
  { slug: 'general-surgery', name: 'General Surgery' },
  { slug: 'cardiology', name: 'Cardiology' },
  { slug: 'orthopedics', name: 'Orthopaedics' },
  { slug: 'neurology', name: 'Neurology' },
  { slug: 'oncology', name: 'Oncology' },
  { slug: 'gynecology', name: 'Obstetrics & Gynaecology' },
  { slug: 'pediatrics', name: 'Paediatrics' },
  { slug: 'nephrology', name: 'Nephrology' },
  { slug: 'gastroenterology', name: 'Gastroenterology' },
  { slug: 'pulmonology', name: 'Pulmonology' },
  { slug: 'dermatology', name: 'Dermatology' },
  { slug: 'ent', name: 'ENT' },
  { slug: 'ophthalmology', name: 'Ophthalmology' },
  { slug: 'urology', name: 'Urology' },
  { slug: 'psychiatry', name: 'Psychiatry' },
  { slug: 'dental', name: 'Dental' },
  { slug: 'critical-care', name: 'Critical Care (ICU)' },
  { slug: 'radiology', name: 'Radiology' },
] as const;
export const HOSPITAL_DEPARTMENT_SLUGS = HOSPITAL_DEPARTMENTS.map((d) => d.slug) as unknown as readonly [
  (typeof HOSPITAL_DEPARTMENTS)[number]['slug'],
  ...(typeof HOSPITAL_DEPARTMENTS)[number]['slug'][],
];
export type HospitalDepartment = (typeof HOSPITAL_DEPARTMENTS)[number]['slug'];

export const HOSPITAL_TYPES = ['government', 'private', 'trust'] as const;
export type HospitalType = (typeof HOSPITAL_TYPES)[number];
export const HOSPITAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const HOSPITAL_LIMITS = {
  /** Listing page size. */
  pageSize: 24,
  /** Nearby: at most this many, within this radius. */
  nearbyMax: 50,
  nearbyRadiusKm: 50,
  maxRadiusKm: 500,
  /** Specialties on a submitted hospital. */
  maxSpecialties: 20,
  /** Hospital submissions per visitor per hour. */
  submissionsPerHour: 5,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const hospitalIdParamsSchema = z.object({ id });

export const latitudeSchema = z.coerce
  .number({ error: messageToken('LATITUDE_INVALID') })
  .min(-90, { error: messageToken('LATITUDE_INVALID') })
  .max(90, { error: messageToken('LATITUDE_INVALID') });
export const longitudeSchema = z.coerce
  .number({ error: messageToken('LONGITUDE_INVALID') })
  .min(-180, { error: messageToken('LONGITUDE_INVALID') })
  .max(180, { error: messageToken('LONGITUDE_INVALID') });

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const hospitalsQuerySchema = z.object({
  q: safeText({ field: 'searchText', max: 100 }).optional(),
  city: safeText({ field: 'city', max: 80 }).optional(),
  specialty: z.enum(HOSPITAL_DEPARTMENT_SLUGS).optional(),
  emergency: flag,
  /** With lat/lng (or pincode): only within this many km, nearest first. */
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
  pincode: pincodeSchema.optional(),
  radiusKm: z.coerce.number().int().min(1).max(HOSPITAL_LIMITS.maxRadiusKm).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});
export type HospitalsQuery = z.infer<typeof hospitalsQuerySchema>;

export const nearbyQuerySchema = z
  .object({
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    pincode: pincodeSchema.optional(),
    radiusKm: z.coerce.number().int().min(1).max(HOSPITAL_LIMITS.maxRadiusKm).optional(),
    limit: z.coerce.number().int().min(1).max(HOSPITAL_LIMITS.nearbyMax).optional(),
    emergency: flag,
  })
  .refine((v) => (v.lat !== undefined && v.lng !== undefined) || v.pincode !== undefined, {
    error: messageToken('LOCATION_REQUIRED'),
  });
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

export const hospitalSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(HOSPITAL_TYPES),
  specialties: z.array(z.string()),
  beds: z.number().int().nullable(),
  emergency24x7: z.boolean(),
  nabhAccredited: z.boolean(),
  phone: z.string(),
  hours: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** With a location: km from it, one decimal. */
  distanceKm: z.number().nullable(),
});
export type HospitalSummary = z.infer<typeof hospitalSummarySchema>;

export const hospitalListSchema = z.object({
  items: z.array(hospitalSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The cities with hospitals, for the filter. */
  cities: z.array(z.string()),
  /** Where distances were measured from (the pincode's place or the given point); null without one. */
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }).nullable(),
});
export type HospitalList = z.infer<typeof hospitalListSchema>;

export const hospitalDetailSchema = hospitalSummarySchema.extend({
  status: z.enum(HOSPITAL_STATUSES),
  mapsUrl: z.string(),
  /** The product's doctors who practise there (features/doctors), by specialty then name. */
  doctors: z.array(doctorCardSchema),
});
export type HospitalDetail = z.infer<typeof hospitalDetailSchema>;

/** SPEC §3 hospital form (name, phone, specialties comma separated, emergency flag) plus address and pincode. */
export const hospitalSubmissionSchema = z.object({
  name: safeText({ field: 'name', min: 3, max: 150 }),
  phone: z
    .string({ error: messageToken('HOSPITAL_PHONE_INVALID') })
    .trim()
    .regex(/^(?:\+91[\s-]?|0)?(?:[6-9]\d{9}|[1-9]\d{1,4}[\s-]?\d{5,8})$/, {
      error: messageToken('HOSPITAL_PHONE_INVALID'),
    })
    .refine((v) => v.replace(/\D/g, '').length >= 10 && v.replace(/\D/g, '').length <= 13, {
      error: messageToken('HOSPITAL_PHONE_INVALID'),
    }),
  specialties: z
    .string({ error: messageToken('HOSPITAL_SPECIALTIES_INVALID') })
    .max(1000, { error: messageToken('HOSPITAL_SPECIALTIES_INVALID') })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().normalize('NFC'))
        .filter(Boolean),
    )
    .refine(
      (list) =>
        list.length >= 1 &&
        list.length <= HOSPITAL_LIMITS.maxSpecialties &&
        list.every((s) => s.length <= 60 && !/\p{Cc}|\p{Cs}|\p{Noncharacter_Code_Point}/u.test(s)),
      { error: messageToken('HOSPITAL_SPECIALTIES_INVALID') },
    ),
  emergency: z.boolean().default(false),
  address: safeText({ field: 'address', min: 5, max: 300, multiline: true }),
  pincode: pincodeSchema,
});
export type HospitalSubmission = z.input<typeof hospitalSubmissionSchema>;

export const hospitalSubmittedSchema = z.object({
  id: z.number().int(),
  status: z.enum(HOSPITAL_STATUSES),
  possibleDuplicate: z.boolean(),
});

export const adminHospitalSchema = hospitalSummarySchema.extend({
  status: z.enum(HOSPITAL_STATUSES),
  duplicateOf: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type AdminHospital = z.infer<typeof adminHospitalSchema>;
export const adminHospitalsQuerySchema = z.object({ status: z.enum(HOSPITAL_STATUSES).default('pending') });
export const hospitalReviewSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: safeText({ field: 'reason', max: 300 }).optional(),
});

/* ───────────────────────── Appointments (/hospitals/{id}/appointment) ───────────────────────── */

export const HOSPITAL_APPOINTMENT_STATUSES = [
  'requested',
  'confirmed',
  'rescheduled',
  'declined',
  'cancelled',
] as const;
export type HospitalAppointmentStatus = (typeof HOSPITAL_APPOINTMENT_STATUSES)[number];

export const hospitalAppointmentInputSchema = z.object({
  department: z.enum(HOSPITAL_DEPARTMENT_SLUGS),
  date: isoDateSchema,
  timeWindow: z.enum(TIME_WINDOWS),
  patientName: safeText({ field: 'patientName', min: 2, max: 100 }),
  patientAge: z.coerce.number().int().min(0).max(120),
  patientPhone: phoneSchema,
  reason: safeText({ field: 'reason', min: 3, max: 1000, multiline: true }),
});
export type HospitalAppointmentInput = z.infer<typeof hospitalAppointmentInputSchema>;

export const hospitalAppointmentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  hospital: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), city: z.string() }),
  department: z.string(),
  date: z.string(),
  timeWindow: z.enum(TIME_WINDOWS),
  patientName: z.string(),
  patientAge: z.number().int(),
  patientPhone: z.string(),
  reason: z.string(),
  status: z.enum(HOSPITAL_APPOINTMENT_STATUSES),
  hospitalNote: z.string().nullable(),
  history: z.array(historyEntrySchema),
  createdAt: z.string(),
});
export type HospitalAppointment = z.infer<typeof hospitalAppointmentSchema>;

/** The hospital's decision: confirm, reschedule (new date and window) or decline (with a note). */
export const hospitalAppointmentDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm'), note: safeText({ field: 'note', max: 300 }).optional() }),
  z.object({
    action: z.literal('reschedule'),
    date: isoDateSchema,
    timeWindow: z.enum(TIME_WINDOWS),
    note: safeText({ field: 'note', max: 300 }).optional(),
  }),
  z.object({ action: z.literal('decline'), note: safeText({ field: 'note', min: 3, max: 300 }) }),
]);
export type HospitalAppointmentDecision = z.infer<typeof hospitalAppointmentDecisionSchema>;

export const hospitalDeskSchema = z.object({
  hospital: z.object({ id: z.number().int(), name: z.string(), city: z.string() }).nullable(),
  appointments: z.array(hospitalAppointmentSchema),
});
export type HospitalDesk = z.infer<typeof hospitalDeskSchema>;

/** "https://www.google.com/maps/search/?api=1&query=lat,lng": opens the maps app on phones. */
export const mapsUrlOf = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
