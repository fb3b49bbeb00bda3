import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { messageToken } from '../errors/message-token.ts';
import { INDIAN_MOBILE_PATTERN } from '../orders/schemas.ts';
import { safeText } from '../text.ts';

/* ───────────────────────── Upload (SPEC §5, §7) ───────────────────────── */

/** SPEC §7: the multipart field every page is sent under (several files under the same name). */
export const PRESCRIPTION_FILE_FIELD = 'prescription';
export const PRESCRIPTION_UPLOAD = {
  /** Pages of one prescription (a two-sided slip, a long discharge summary). */
  maxFiles: 5,
  /** SPEC §9 "File limit 5MB", per file. */
  maxFileBytes: LIMITS.prescriptionMaxBytes,
  maxFileMb: LIMITS.prescriptionMaxBytes / (1024 * 1024),
  /** SPEC §5: accepted types, by the name's extension (the server checks the bytes too). */
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  /** For the file input's `accept`. */
  accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  /** SPEC §5: a missing name is sent (and stored) as this. */
  guestName: 'Guest User',
} as const;

export const PRESCRIPTION_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type PrescriptionMediaType = (typeof PRESCRIPTION_MEDIA_TYPES)[number];

/** The lower-case extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file name ends in one of SPEC §5's extensions. */
export function hasPrescriptionExtension(name: string): boolean {
  return (PRESCRIPTION_UPLOAD.extensions as readonly string[]).includes(fileExtension(name));
}

const phoneMessage = messageToken('PHONE_INVALID');

/**
 * The text fields of the upload (SPEC §3 payload). SPEC §5: a missing name becomes 'Guest User', the other
 * fields default to empty. The same limits bind the dialog's form.
 */
export const prescriptionUploadFieldsSchema = z.object({
  userName: safeText({ field: 'name', max: 100 })
    .optional()
    .transform((name) => name || PRESCRIPTION_UPLOAD.guestName),
  userPhone: z
    .string({ error: phoneMessage })
    .trim()
    .max(20, phoneMessage)
    .refine((phone) => phone === '' || INDIAN_MOBILE_PATTERN.test(phone), phoneMessage)
    .optional()
    .transform((phone) => phone ?? ''),
  userAddress: safeText({ field: 'address', max: 500, multiline: true })
    .optional()
    .transform((v) => v ?? ''),
  notes: safeText({ field: 'notes', max: 1000, multiline: true })
    .optional()
    .transform((v) => v ?? ''),
});
export type PrescriptionUploadFields = z.input<typeof prescriptionUploadFieldsSchema>;

/* ───────────────────────── Dates (India's calendar) ───────────────────────── */

/** Today's date in India (YYYY-MM-DD): validity and "not in the future" are judged by it. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `months` after an ISO date, clamped to the month's last day (31 Aug + 6 months = 28/29 Feb); '' for no date. */
export function addMonths(isoDate: string, months: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '';
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const dateMessage = messageToken('DATE_INVALID');
/** A calendar date, YYYY-MM-DD, that exists (no 31 February). */
export const isoDateSchema = z
  .string({ error: dateMessage })
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, dateMessage);

/* ───────────────────────── Status and review ───────────────────────── */

export const PRESCRIPTION_STATUSES = ['pending', 'approved', 'rejected', 'callback'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];
/** Statuses a pharmacist may still decide on; a decided prescription stays decided. */
export const REVIEWABLE_STATUSES: readonly PrescriptionStatus[] = ['pending', 'callback'];

/** Why a pharmacist refuses a prescription (issue 12), each explained to the customer in their language. */
export const REJECTION_REASONS = [
  'illegible',
  'expired',
  'no-prescriber-registration',
  'patient-mismatch',
  'schedule-x-or-narcotic',
  'incomplete',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Validity when the pharmacist gives none: six months from the day it was written. */
export const DEFAULT_VALIDITY_MONTHS = 6;
export const REVIEW_LIMITS = { maxMedicines: 30, maxQuantity: 100 } as const;

const reviewNoteSchema = safeText({ field: 'reviewNote', max: 500, multiline: true });
const idSchema = z.number().int().positive().max(2_147_483_647);

const medicinesMessage = messageToken('REVIEW_MEDICINES_COUNT', { max: REVIEW_LIMITS.maxMedicines });
export const reviewMedicineSchema = z.object({
  productId: idSchema,
  quantity: z
    .number({ error: messageToken('QUANTITY_NOT_WHOLE') })
    .int(messageToken('QUANTITY_NOT_WHOLE'))
    .min(1, messageToken('QUANTITY_TOO_SMALL', { min: 1 }))
    .max(REVIEW_LIMITS.maxQuantity, messageToken('QUANTITY_TOO_LARGE', { max: REVIEW_LIMITS.maxQuantity })),
});

const approveSchema = z.object({
  decision: z.literal('approve'),
  prescriberName: safeText({ field: 'prescriberName', min: 2, max: 120 }),
  /** The doctor's council registration as written on the slip ("MCI-12345", "DMC/R/05123"). */
  prescriberRegistration: safeText({ field: 'prescriberRegistration', min: 3, max: 60 }),
  prescribedOn: isoDateSchema,
  patientName: safeText({ field: 'patientName', min: 2, max: 120 }),
  /** Last day it may be dispensed against; DEFAULT_VALIDITY_MONTHS after prescribedOn when absent. */
  validUntil: isoDateSchema.optional(),
  medicines: z
    .array(reviewMedicineSchema, { error: medicinesMessage })
    .min(1, medicinesMessage)
    .max(REVIEW_LIMITS.maxMedicines, medicinesMessage)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      messageToken('REVIEW_MEDICINE_REPEATED'),
    ),
  note: reviewNoteSchema.optional(),
});

const rejectSchema = z.object({
  decision: z.literal('reject'),
  reason: z.enum(REJECTION_REASONS),
  note: reviewNoteSchema.optional(),
});

const callbackSchema = z.object({
  decision: z.literal('callback'),
  /** What the pharmacist needs to ask the customer. */
  note: reviewNoteSchema.min(2, messageToken('REVIEW_NOTE_REQUIRED')),
});

/** The validity an approval ends with: the one given, or six months from the date written. */
export function effectiveValidUntil(review: { prescribedOn: string; validUntil?: string | undefined }): string {
  return review.validUntil ?? addMonths(review.prescribedOn, DEFAULT_VALIDITY_MONTHS);
}

/**
 * POST /api/pharmacy/prescriptions/:id/review: approve (what it allows, until when), reject with a reason, or
 * ask for a call-back. Dates are judged by India's calendar on the day of the review.
 */
export const reviewRequestSchema = z
  .discriminatedUnion('decision', [approveSchema, rejectSchema, callbackSchema])
  // zod runs this even when a field above failed: it reads only what it checks first.
  .superRefine((review, ctx) => {
    if (typeof review !== 'object' || review === null) return;
    const isDate = (value: unknown) => isoDateSchema.safeParse(value).success;
    if (
      review.decision === 'approve' &&
      isDate(review.prescribedOn) &&
      (review.validUntil === undefined || isDate(review.validUntil))
    ) {
      const today = todayInIndia();
      if (review.prescribedOn > today) {
        ctx.addIssue({ code: 'custom', path: ['prescribedOn'], message: messageToken('PRESCRIBED_ON_IN_FUTURE') });
      } else if (effectiveValidUntil(review) < today) {
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: messageToken('VALID_UNTIL_IN_PAST') });
      }
    }
    if (review.decision === 'reject' && review.reason === 'other' && !review.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: messageToken('REVIEW_NOTE_REQUIRED') });
    }
  });
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
export type ReviewDecision = ReviewRequest['decision'];

/* ───────────────────────── Replies ───────────────────────── */

export const prescriptionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const prescriptionPageParamsSchema = prescriptionIdParamsSchema.extend({
  page: z.coerce.number().int().min(1).max(PRESCRIPTION_UPLOAD.maxFiles),
});

export const prescriptionPageSchema = z.object({
  page: z.number().int(),
  mediaType: z.enum(PRESCRIPTION_MEDIA_TYPES),
  byteSize: z.number().int(),
  /** The name the file had on the customer's device. */
  originalName: z.string(),
});
export type PrescriptionPage = z.infer<typeof prescriptionPageSchema>;

export const allowedMedicineSchema = z.object({
  productId: z.number().int(),
  /** Null when the product has left the catalogue since. */
  name: z.string().nullable(),
  packSize: z.string().nullable(),
  quantityAllowed: z.number().int(),
  quantityLeft: z.number().int(),
});
export type AllowedMedicine = z.infer<typeof allowedMedicineSchema>;

/** The verifying pharmacist as the customer sees them (draft e-pharmacy rules: name and registration). */
export const reviewerSchema = z.object({ name: z.string(), registration: z.string() });

/** One prescription as its owner sees it (the upload's reply, "My prescriptions", checkout's picker). */
export const prescriptionSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(PRESCRIPTION_STATUSES),
  submittedAt: z.string(),
  pageCount: z.number().int(),
  pages: z.array(prescriptionPageSchema),
  reviewedAt: z.string().nullable(),
  reviewer: reviewerSchema.nullable(),
  rejectionReason: z.enum(REJECTION_REASONS).nullable(),
  reviewNote: z.string().nullable(),
  prescriberName: z.string().nullable(),
  prescriberRegistration: z.string().nullable(),
  prescribedOn: z.string().nullable(),
  patientName: z.string().nullable(),
  validUntil: z.string().nullable(),
  medicines: z.array(allowedMedicineSchema),
  /** Approved, valid today, and some quantity left: it can be chosen at checkout. */
  usable: z.boolean(),
});
export type PrescriptionSummary = z.infer<typeof prescriptionSummarySchema>;

export const historyEntrySchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  byRole: z.string(),
  at: z.string(),
});

/** GET /api/prescriptions/:id: the summary plus what the customer typed and the history. */
export const prescriptionDetailSchema = prescriptionSummarySchema.extend({
  uploaderName: z.string(),
  uploaderPhone: z.string(),
  uploaderAddress: z.string(),
  notes: z.string(),
  history: z.array(historyEntrySchema),
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetailSchema>;

/* ───────────────────────── The pharmacist's queue ───────────────────────── */

export const QUEUE_PAGE_SIZE = 20;
export const queueQuerySchema = z.object({
  status: z.enum(PRESCRIPTION_STATUSES).default('pending'),
  /** The last id of the previous page (keyset pagination on submitted time, then id). */
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type QueueQuery = z.input<typeof queueQuerySchema>;

export const queueItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRESCRIPTION_STATUSES),
  submittedAt: z.string(),
  /** Seconds since it was submitted, by the server's clock. */
  waitingSeconds: z.number().int(),
  uploaderName: z.string(),
  pageCount: z.number().int(),
  /** A guest's upload not yet joined to an account. */
  guest: z.boolean(),
  hasNotes: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queuePageSchema = z.object({
  items: z.array(queueItemSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
  /** How many have this status in all. */
  total: z.number().int(),
});
export type QueuePage = z.infer<typeof queuePageSchema>;

/** GET /api/pharmacy/prescriptions/:id: everything the pharmacist decides from. */
export const pharmacyPrescriptionSchema = prescriptionDetailSchema.extend({
  guest: z.boolean(),
  /** The customer's other prescriptions (any status); null for a guest. */
  otherPrescriptions: z.number().int().nullable(),
  /** True when the signed-in pharmacist uploaded it (they may not verify it). */
  ownUpload: z.boolean(),
});
export type PharmacyPrescription = z.infer<typeof pharmacyPrescriptionSchema>;

/* ───────────────────────── The Schedule H1 register ───────────────────────── */

export const H1_PAGE_SIZE = 50;
/** Rule 65(3)(a), Drugs and Cosmetics Rules 1945: the register is kept three years. */
export const H1_RETENTION_YEARS = 3;

const dateRange = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const rangeMessage = { path: ['from'], message: messageToken('DATE_RANGE_INVALID') };

/** GET /api/pharmacy/h1-register: India calendar days, both included; `cursor` is the last id shown. */
export const h1RegisterQuerySchema = z
  .object({ ...dateRange, cursor: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .refine(rangeInOrder, rangeMessage);
export type H1RegisterQuery = z.input<typeof h1RegisterQuerySchema>;
/** GET /api/pharmacy/h1-register.csv: the whole range in one file. */
export const h1CsvQuerySchema = z.object(dateRange).refine(rangeInOrder, rangeMessage);

export const h1EntrySchema = z.object({
  id: z.number().int(),
  dispensedAt: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  prescriptionId: z.number().int(),
  productId: z.number().int(),
  medicineName: z.string(),
  quantity: z.number().int(),
  batchNumber: z.string().nullable(),
  prescriberName: z.string(),
  prescriberRegistration: z.string(),
  patientName: z.string(),
  patientAddress: z.string(),
  pharmacistName: z.string(),
  pharmacistRegistration: z.string(),
});
export type H1Entry = z.infer<typeof h1EntrySchema>;

export const h1RegisterPageSchema = z.object({
  entries: z.array(h1EntrySchema),
  nextCursor: z.number().int().nullable(),
});
export type H1RegisterPage = z.infer<typeof h1RegisterPageSchema>;
