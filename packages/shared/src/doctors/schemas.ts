import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { paymentInputSchema } from '../orders/schemas.ts';
import { safeText } from '../text.ts';

/* ───────────────────────── Constants (SPEC §9, issue 13) ───────────────────────── */

export const CONSULTATION = {
  /** SPEC §9: "consultations from 199 rupees". */
  minFeePaise: 19_900,
  /** Free cancel or reschedule until this long before the start. */
  changeCutoffMinutes: 120,
  /** How far ahead a slot can be booked. */
  bookingDays: 14,
  /** Directory page size. */
  pageSize: 12,
  /** The reminder mail goes this long before the start. */
  reminderMinutes: 60,
  /**
   * A doctor may start a consultation any time on the day of its slot, or this long before it when the slot
   * is just after midnight (a patient waiting at 23:50 for a 00:00 slot can be seen).
   */
  earlyStartMinutes: 60,
  /** The video room opens this early and stays open this long after the slot ends. */
  videoEarlyMinutes: 10,
  videoLateMinutes: 30,
  /** An e-prescription is valid for dispensing this many days. */
  prescriptionValidDays: 30,
} as const;

export const CONSULT_MODES = ['video', 'clinic'] as const;
export type ConsultMode = (typeof CONSULT_MODES)[number];
export const DOCTOR_GENDERS = ['female', 'male'] as const;
export const PATIENT_GENDERS = ['female', 'male', 'other'] as const;
export const APPOINTMENT_STATUSES = ['booked', 'in_consultation', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const doctorIdParamsSchema = z.object({ id });
export const appointmentIdParamsSchema = z.object({ id });
export const leaveIdParamsSchema = z.object({ id });
export const patientParamsSchema = z.object({ userId: id });

/** "2026-11-24", a real day (the database would refuse "2026-02-30"). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  });

const instantSchema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/* ───────────────────────── Directory ───────────────────────── */

export const specialtySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  doctorCount: z.number().int(),
  minFeePaise: z.number().int(),
});
export type Specialty = z.infer<typeof specialtySchema>;
export const specialtyListSchema = z.array(specialtySchema);

export const doctorCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(DOCTOR_GENDERS),
  specialty: z.object({ slug: z.string(), name: z.string() }),
  qualifications: z.array(z.string()),
  experienceYears: z.number().int(),
  languages: z.array(z.string()),
  feePaise: z.number().int(),
  offersVideo: z.boolean(),
  offersClinic: z.boolean(),
  clinicName: z.string(),
  city: z.string(),
  rating: z.number(),
  ratingCount: z.number().int(),
  /** The next free slot within the booking window; null when fully booked. */
  nextSlot: z.iso.datetime({ offset: true }).nullable(),
});
export type DoctorCard = z.infer<typeof doctorCardSchema>;

const boolParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const doctorSearchQuerySchema = z.object({
  q: safeText({ field: 'searchText', max: 100 }).optional(),
  specialty: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  language: z.enum(LANGUAGE_CODES as [string, ...string[]]).optional(),
  /** Highest fee in rupees. */
  maxFee: z.coerce.number().int().min(0).max(100_000).optional(),
  availableToday: boolParam,
  mode: z.enum(CONSULT_MODES).optional(),
  gender: z.enum(DOCTOR_GENDERS).optional(),
  city: safeText({ field: 'city', max: 60 }).optional(),
  sort: z.enum(['relevance', 'fee', 'experience', 'rating']).default('relevance'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type DoctorSearchQuery = z.input<typeof doctorSearchQuerySchema>;
export type DoctorSearch = z.output<typeof doctorSearchQuerySchema>;

export const doctorPageSchema = z.object({
  doctors: z.array(doctorCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DoctorPage = z.infer<typeof doctorPageSchema>;

export const slotSchema = z.object({ startsAt: z.iso.datetime({ offset: true }), free: z.boolean() });
export const daySlotsSchema = z.object({ date: z.string(), slots: z.array(slotSchema) });
export type DaySlots = z.infer<typeof daySlotsSchema>;

export const doctorProfileSchema = doctorCardSchema.extend({
  about: z.string(),
  clinicAddress: z.string(),
  pincode: z.string(),
  registrationNumber: z.string(),
  registrationCouncil: z.string(),
  slotMinutes: z.number().int(),
  /** The next days that have slots (up to the booking window), each with its slots. */
  days: z.array(daySlotsSchema),
});
export type DoctorProfile = z.infer<typeof doctorProfileSchema>;

/* ───────────────────────── Booking ───────────────────────── */

export const patientInputSchema = z.object({
  name: safeText({ field: 'patientName', min: 2, max: 100 }),
  age: z.number().int().min(0).max(120),
  gender: z.enum(PATIENT_GENDERS),
  phone: z
    .string()
    .trim()
    .regex(/^(?:\+91)?[6-9]\d{9}$/)
    .or(z.literal(''))
    .default(''),
});

export const bookAppointmentSchema = z.object({
  mode: z.enum(CONSULT_MODES),
  startsAt: instantSchema,
  patient: patientInputSchema,
  symptoms: safeText({ field: 'notes', min: 3, max: 1000, multiline: true }),
  payment: paymentInputSchema.refine((p) => p.method !== 'cod'),
});
export type BookAppointmentInput = z.input<typeof bookAppointmentSchema>;
export type BookAppointment = z.output<typeof bookAppointmentSchema>;

export const rescheduleSchema = z.object({ startsAt: instantSchema });

/** Reports (earlier tests, scans) the patient attaches to a booking, for the doctor to read before the visit. */
export const APPOINTMENT_REPORTS = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  maxFileMb: 5,
  /** The multipart field of one upload (one file per request). */
  field: 'report',
  accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
} as const;

export const reportParamsSchema = z.object({ id, reportId: id });

export const appointmentReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mediaType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  byteSize: z.number().int(),
});
export type AppointmentReport = z.infer<typeof appointmentReportSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  mode: z.enum(CONSULT_MODES),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  doctor: z.object({
    id: z.number().int(),
    name: z.string(),
    specialty: z.string(),
    /** For the specialty's name in the reader's language (`doctors:specialties.<slug>`). */
    specialtySlug: z.string(),
    qualifications: z.array(z.string()),
    clinicName: z.string(),
    clinicAddress: z.string(),
    city: z.string(),
  }),
  patient: z.object({ name: z.string(), age: z.number().int(), gender: z.enum(PATIENT_GENDERS), phone: z.string() }),
  symptoms: z.string(),
  feePaise: z.number().int(),
  paymentMethod: z.string(),
  paymentReference: z.string(),
  refundPaise: z.number().int().nullable(),
  refundReference: z.string().nullable(),
  /** Free cancel or reschedule is still open. */
  changeable: z.boolean(),
  hasPrescription: z.boolean(),
  /** Reports attached with the booking (the patient and this appointment's doctor can open them). */
  reports: z.array(appointmentReportSchema),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentListSchema = z.array(appointmentSchema);

/* ───────────────────────── The doctor's area ───────────────────────── */

export const queueEntrySchema = appointmentSchema.extend({
  patientUserId: z.number().int().nullable(),
  consultationId: z.number().int().nullable(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export const doctorQueueSchema = z.object({
  doctorId: z.number().int(),
  today: z.string(),
  todays: z.array(queueEntrySchema),
  upcoming: z.array(queueEntrySchema),
});
export type DoctorQueue = z.infer<typeof doctorQueueSchema>;

export const sittingSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    startMinute: z.number().int().min(0).max(1439),
    endMinute: z.number().int().min(1).max(1440),
  })
  .refine((s) => s.startMinute < s.endMinute);

export const availabilitySchema = z.object({
  slotMinutes: z.number().int().min(5).max(120),
  sittings: z.array(sittingSchema).max(42),
  leave: z.array(z.object({ id: z.number().int(), fromDate: z.string(), toDate: z.string(), reason: z.string() })),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityInputSchema = z.object({
  slotMinutes: z.number().int().min(5).max(120),
  sittings: z.array(sittingSchema).max(42),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export const leaveInputSchema = z
  .object({
    fromDate: isoDateSchema,
    toDate: isoDateSchema,
    reason: safeText({ field: 'reason', max: 200 }).default(''),
  })
  .refine((l) => l.fromDate <= l.toDate, { path: ['toDate'] });

export const pastConsultationSchema = z.object({
  appointmentId: z.number().int(),
  startsAt: z.iso.datetime({ offset: true }),
  mode: z.enum(CONSULT_MODES),
  status: z.enum(APPOINTMENT_STATUSES),
  symptoms: z.string(),
  diagnosis: z.string(),
  medicines: z.array(z.string()),
  reports: z.array(appointmentReportSchema),
});
export const patientHistorySchema = z.object({
  patientName: z.string(),
  consultations: z.array(pastConsultationSchema),
});
export type PatientHistory = z.infer<typeof patientHistorySchema>;

/* ───────────────────────── E-prescription ───────────────────────── */

export const prescriptionLineInputSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  dose: safeText({ field: 'note', min: 1, max: 60 }),
  frequency: safeText({ field: 'note', min: 1, max: 60 }),
  durationDays: z.number().int().min(1).max(365),
  quantity: z.number().int().min(1).max(20),
  instructions: safeText({ field: 'note', max: 200 }).default(''),
});

export const writePrescriptionSchema = z.object({
  diagnosis: safeText({ field: 'note', max: 500, multiline: true }).default(''),
  advice: safeText({ field: 'note', max: 2000, multiline: true }).default(''),
  labTests: z
    .array(safeText({ field: 'note', min: 1, max: 120 }))
    .max(20)
    .default([]),
  /** Recommended tests picked from the lab catalog (free text above: tests the catalog does not offer). */
  labTestIds: z.array(z.number().int().positive().max(2_147_483_647)).max(20).default([]),
  followUpOn: isoDateSchema.nullable().default(null),
  lines: z.array(prescriptionLineInputSchema).min(1).max(20),
});
export type WritePrescriptionInput = z.input<typeof writePrescriptionSchema>;
export type WritePrescription = z.output<typeof writePrescriptionSchema>;

export const ePrescriptionSchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  doctorId: z.number().int(),
  verificationCode: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  validUntil: z.string(),
  doctor: z.object({
    name: z.string(),
    qualifications: z.string(),
    registration: z.string(),
    council: z.string(),
    clinicName: z.string(),
    clinicAddress: z.string(),
  }),
  patient: z.object({ name: z.string(), age: z.number().int(), gender: z.string() }),
  mode: z.enum(CONSULT_MODES),
  diagnosis: z.string(),
  advice: z.string(),
  /** Every recommended test as printed: catalog tests' names, then free text. */
  labTests: z.array(z.string()),
  /** The catalog's tests among them: "Book these tests" opens /lab-tests/book with these. */
  labTestIds: z.array(z.number().int()),
  followUpOn: z.string().nullable(),
  /** The verified prescription it created: checkout needs no upload for these medicines. */
  prescriptionId: z.number().int().nullable(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      medicineName: z.string(),
      saltComposition: z.string(),
      strength: z.string(),
      dose: z.string(),
      frequency: z.string(),
      durationDays: z.number().int(),
      quantity: z.number().int(),
      instructions: z.string(),
    }),
  ),
});
export type EPrescription = z.infer<typeof ePrescriptionSchema>;

export const verificationParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/) });
export const verificationSchema = z.object({
  valid: z.literal(true),
  doctorName: z.string(),
  doctorRegistration: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  /** Initials only: the code alone must not reveal who the patient is. */
  patientInitials: z.string(),
  medicineCount: z.number().int(),
});

/** The doctor's medicine picker: catalog medicines with the list they fall in. */
export const medicinePickQuerySchema = z.object({ q: safeText({ field: 'searchText', min: 2, max: 100 }) });
export const medicinePickSchema = z.array(
  z.object({
    productId: z.number().int(),
    name: z.string(),
    saltComposition: z.string(),
    packSize: z.string(),
    schedule: z.enum(['OTC', 'G', 'H', 'H1']),
    list: z.enum(['O', 'A', 'prohibited']),
  }),
);
export type MedicinePick = z.infer<typeof medicinePickSchema>[number];
