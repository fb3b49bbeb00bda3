import { z } from 'zod';
import { LAB_COLLECTION } from '../constants.ts';
import { messageToken } from '../errors/message-token.ts';
import { addressInputSchema, INDIAN_MOBILE_PATTERN, paymentInputSchema } from '../orders/schemas.ts';
import { safeText } from '../text.ts';

/* ───────────────────────── Catalog (issue 14, SPEC §1/§2 /lab-tests) ───────────────────────── */

/** The groups /lab-tests filters by. */
export const LAB_GROUPS = ['diabetes', 'heart', 'thyroid', 'fever', 'womens-health', 'full-body'] as const;
export type LabGroup = (typeof LAB_GROUPS)[number];
export const LAB_SAMPLE_TYPES = ['blood', 'urine', 'stool', 'swab', 'blood-urine'] as const;
export type LabSampleType = (typeof LAB_SAMPLE_TYPES)[number];
export const LAB_KINDS = ['test', 'package'] as const;

export const LAB_BOOKING = {
  /** People in one booking (the customer and family). */
  maxPatients: 6,
  /** Tests and packages per person. */
  maxTestsPerPatient: 20,
  /** 1-hour home-collection windows, Asia/Kolkata: 07:00 to 19:00. */
  firstHour: 7,
  lastHour: 18,
  /** Slots bookable from tomorrow up to this many days ahead. */
  daysAhead: 7,
  /** Visits per window per area (the phlebotomists on duty): constants.ts. */
  defaultCapacity: LAB_COLLECTION.visitsPerSlotPerArea,
  /** Home collection is free above this total, else this charge (paise). */
  freeCollectionFromPaise: 499_00,
  collectionChargePaise: 99_00,
  /** A report PDF from the laboratory. */
  reportMaxBytes: 10 * 1024 * 1024,
  reportMaxMb: 10,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const labTestsQuerySchema = z.object({
  q: safeText({ field: 'searchText', max: 100 }).optional(),
  group: z.enum(LAB_GROUPS).optional(),
  kind: z.enum(LAB_KINDS).optional(),
});
export type LabTestsQuery = z.infer<typeof labTestsQuerySchema>;

export const labIdParamsSchema = z.object({ id });

export const labPartnerSchema = z.object({
  name: z.string(),
  city: z.string(),
  nablAccredited: z.boolean(),
  nablCertificate: z.string().nullable(),
});

export const labTestSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(LAB_KINDS),
  name: z.string(),
  alsoKnownAs: z.string(),
  description: z.string(),
  sampleType: z.enum(LAB_SAMPLE_TYPES),
  fastingHours: z.number().int(),
  turnaroundHours: z.number().int(),
  mrpPaise: z.number().int(),
  pricePaise: z.number().int(),
  discountPercent: z.number().int(),
  groups: z.array(z.enum(LAB_GROUPS)),
  /** Parameters measured (a package: across its tests). */
  parameterCount: z.number().int(),
  /** A package: how many tests it holds; a test: 1. */
  testCount: z.number().int(),
  partner: labPartnerSchema,
  hasConsentNote: z.boolean(),
});
export type LabTestSummary = z.infer<typeof labTestSummarySchema>;

export const labTestListSchema = z.object({
  items: z.array(labTestSummarySchema),
  total: z.number().int(),
  /** Tests and packages per group (whatever the search), for the filter chips. */
  groupCounts: z.record(z.string(), z.number().int()),
});
export type LabTestList = z.infer<typeof labTestListSchema>;

export const labParameterInfoSchema = z.object({
  name: z.string(),
  unit: z.string(),
  /** The adult range as a line ("13.0–17.0 (men), 12.0–15.0 (women)"), empty when none applies. */
  range: z.string(),
});

export const labTestDetailSchema = labTestSummarySchema.extend({
  preparation: z.string(),
  consentNote: z.string().nullable(),
  partner: labPartnerSchema.extend({ address: z.string() }),
  parameters: z.array(labParameterInfoSchema),
  /** A package's tests, in order. */
  tests: z.array(z.object({ id: z.number().int(), name: z.string(), parameters: z.array(z.string()) })),
});
export type LabTestDetail = z.infer<typeof labTestDetailSchema>;

/* ───────────────────────── Slots ───────────────────────── */

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string({ error: messageToken('DATE_INVALID') })
  .regex(ISO_DATE, messageToken('DATE_INVALID'))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), messageToken('DATE_INVALID'));

export const labSlotsQuerySchema = z.object({
  pincode: z.string().trim().max(10),
});

export const labSlotSchema = z.object({
  startHour: z.number().int(),
  left: z.number().int(),
  full: z.boolean(),
});
export const labSlotsSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(labSlotSchema) })),
});
export type LabSlots = z.infer<typeof labSlotsSchema>;

export const labSlotChoiceSchema = z.object({
  date: isoDate,
  startHour: z.number().int().min(0).max(23),
});

/* ───────────────────────── Booking ───────────────────────── */

export const LAB_SEXES = ['male', 'female', 'other'] as const;
export const LAB_RELATIONS = ['self', 'spouse', 'parent', 'child', 'sibling', 'other'] as const;

export const labPatientInputSchema = z.object({
  name: safeText({ field: 'patientName', min: 2, max: 100 }),
  sex: z.enum(LAB_SEXES),
  ageYears: z.number().int().min(0).max(120),
  relation: z.enum(LAB_RELATIONS),
});
export type LabPatientInput = z.infer<typeof labPatientInputSchema>;

export const labBookingPatientSchema = z
  .object({
    /** A family member saved on an earlier booking, or a new one. */
    patientId: id.optional(),
    patient: labPatientInputSchema.optional(),
    testIds: z.array(id).min(1).max(LAB_BOOKING.maxTestsPerPatient),
  })
  .refine((p) => (p.patientId === undefined) !== (p.patient === undefined), {
    message: messageToken('VALIDATION_FAILED'),
    path: ['patient'],
  });

export const placeLabBookingSchema = z.object({
  patients: z.array(labBookingPatientSchema).min(1).max(LAB_BOOKING.maxPatients),
  address: addressInputSchema,
  slot: labSlotChoiceSchema,
  payment: paymentInputSchema,
  /** The customer read and accepted every consent note of the tests booked (HIV). */
  consent: z.boolean().optional(),
});
export type PlaceLabBooking = z.input<typeof placeLabBookingSchema>;

export const LAB_BOOKING_STATUSES = [
  'booked',
  'phlebotomist-assigned',
  'sample-collected',
  'processing',
  'report-ready',
  'cancelled',
] as const;
export type LabBookingStatus = (typeof LAB_BOOKING_STATUSES)[number];
/** Until the sample is taken, the customer may move or cancel the visit. */
export const LAB_CHANGEABLE_STATUSES: readonly LabBookingStatus[] = ['booked', 'phlebotomist-assigned'];

export const labSavedPatientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: z.enum(LAB_SEXES),
  ageYears: z.number().int(),
  relation: z.enum(LAB_RELATIONS),
});
export type LabSavedPatient = z.infer<typeof labSavedPatientSchema>;

export const labBookingSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(LAB_BOOKING_STATUSES),
  slot: z.object({ date: z.string(), startHour: z.number().int() }),
  address: z.object({
    contactName: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  patients: z.array(
    z.object({
      id: z.number().int(),
      patientId: z.number().int(),
      name: z.string(),
      sex: z.enum(LAB_SEXES),
      ageYears: z.number().int(),
      sampleId: z.string().nullable(),
      items: z.array(z.object({ testId: z.number().int(), name: z.string(), pricePaise: z.number().int() })),
    }),
  ),
  mrpTotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  collectionChargePaise: z.number().int(),
  totalPaise: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  phlebotomist: z.object({ name: z.string(), phone: z.string() }).nullable(),
  canChange: z.boolean(),
  createdAt: z.string(),
  history: z.array(z.object({ status: z.string(), at: z.string(), byRole: z.string() })),
});
export type LabBooking = z.infer<typeof labBookingSchema>;

/* ───────────────────────── Reports (the customer's "Lab reports" tab) ───────────────────────── */

export const LAB_FLAGS = ['normal', 'low', 'high', 'abnormal'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];

export const labResultSchema = z.object({
  testName: z.string(),
  parameterCode: z.string(),
  name: z.string(),
  valueNumeric: z.number().nullable(),
  valueText: z.string().nullable(),
  decimals: z.number().int(),
  unit: z.string(),
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
  refText: z.string().nullable(),
  flag: z.enum(LAB_FLAGS),
});
export type LabResult = z.infer<typeof labResultSchema>;

export const labReportSchema = z.object({
  /** The person of the booking (lab_booking_patients id): the report's id. */
  id: z.number().int(),
  bookingId: z.number().int(),
  bookingNumber: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  sampleId: z.string().nullable(),
  collectedAt: z.string().nullable(),
  reportReadyAt: z.string(),
  tests: z.array(z.string()),
  hasPdf: z.boolean(),
  results: z.array(labResultSchema),
});
export type LabReport = z.infer<typeof labReportSchema>;

/* ───────────────────────── The laboratory's work (/laboratory) ───────────────────────── */

export const labDayQuerySchema = z.object({ date: isoDate });

export const labAssignSchema = z.object({
  name: safeText({ field: 'name', min: 2, max: 100 }),
  phone: z
    .string({ error: messageToken('PHONE_INVALID') })
    .trim()
    .regex(INDIAN_MOBILE_PATTERN, messageToken('PHONE_INVALID')),
});

/** Barcodes on the tubes: letters, digits and dashes. */
export const SAMPLE_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,31}$/;
export const labCollectSchema = z.object({
  samples: z
    .array(
      z.object({
        bookingPatientId: id,
        sampleId: z
          .string({ error: messageToken('LAB_SAMPLE_ID_INVALID') })
          .trim()
          .toUpperCase()
          .regex(SAMPLE_ID_PATTERN, messageToken('LAB_SAMPLE_ID_INVALID')),
      }),
    )
    .min(1)
    .max(LAB_BOOKING.maxPatients),
});

export const labResultsInputSchema = z.object({
  results: z
    .array(
      z.object({
        parameterId: id,
        /** A number for numeric parameters (decimal point), a finding for the others. */
        value: safeText({ field: 'note', min: 1, max: 60 }),
      }),
    )
    .min(1)
    .max(200),
});

export const labWorkParameterSchema = z.object({
  parameterId: z.number().int(),
  testName: z.string(),
  name: z.string(),
  unit: z.string(),
  valueKind: z.enum(['numeric', 'text']),
  decimals: z.number().int(),
  range: z.string(),
  /** The value entered, as typed back (null until entered). */
  value: z.string().nullable(),
  flag: z.enum(LAB_FLAGS).nullable(),
});

export const labWorkBookingSchema = labBookingSchema.extend({
  patients: z.array(
    labBookingSchema.shape.patients.element.extend({
      collectedAt: z.string().nullable(),
      parameters: z.array(labWorkParameterSchema),
      report: z.object({ originalName: z.string(), byteSize: z.number().int(), uploadedAt: z.string() }).nullable(),
    }),
  ),
});
export type LabWorkBooking = z.infer<typeof labWorkBookingSchema>;

export const labDaySchema = z.object({
  date: z.string(),
  /** Visits a window takes per area (LAB_COLLECTION), shown on the board. */
  slotCapacity: z.number().int(),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.enum(LAB_BOOKING_STATUSES),
      startHour: z.number().int(),
      contactName: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      pincode: z.string(),
      patientCount: z.number().int(),
      tests: z.array(z.string()),
      phlebotomist: z.string().nullable(),
    }),
  ),
});
export type LabDay = z.infer<typeof labDaySchema>;

/** The report PDF's multipart field. */
export const LAB_REPORT_FIELD = 'report';
