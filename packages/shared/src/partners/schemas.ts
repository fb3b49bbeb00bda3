import { z } from 'zod';
import { pincodeSchema } from '../delivery/schemas.ts';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';
import { isValidGstin } from './gstin.ts';

/* ───────────── Partner onboarding and verification (issue 17 item 5, SPEC §2 /admin/pharmacies, /admin/doctors) ─────────────
 * A pharmacy or chemist account's business and a doctor account's credentials, checked by an admin or subadmin.
 * A doctor consults and a pharmacy fulfils orders only while verified (the server's rule).
 */

export const PARTNER_KINDS = ['pharmacy', 'doctor'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_STATUSES = ['pending', 'verified', 'rejected', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** The roles that are partners, and the kind of record each keeps. */
export const PARTNER_ROLE_KINDS = { pharmacy: 'pharmacy', chemist: 'pharmacy', doctor: 'doctor' } as const;
export const isPartnerRole = (role: string | null | undefined): role is keyof typeof PARTNER_ROLE_KINDS =>
  role != null && Object.hasOwn(PARTNER_ROLE_KINDS, role);

export const PARTNER_DOCUMENT_KINDS = {
  pharmacy: ['drug-licence', 'gst-certificate', 'pharmacist-registration'],
  doctor: ['medical-registration', 'qualification'],
} as const;
export const ALL_PARTNER_DOCUMENT_KINDS = [
  ...PARTNER_DOCUMENT_KINDS.pharmacy,
  ...PARTNER_DOCUMENT_KINDS.doctor,
] as const;
export type PartnerDocumentKind = (typeof ALL_PARTNER_DOCUMENT_KINDS)[number];
/** What a submission must carry at least one of, per kind (the GST certificate is welcome, not required). */
export const REQUIRED_PARTNER_DOCUMENTS: Record<PartnerKind, readonly PartnerDocumentKind[]> = {
  pharmacy: ['drug-licence', 'pharmacist-registration'],
  doctor: ['medical-registration'],
};

export const PARTNER_LIMITS = {
  /** The multipart field of a document upload. */
  field: 'document',
  maxFileMb: 5,
  maxFileBytes: 5 * 1024 * 1024,
  /** Documents kept per partner. */
  maxDocuments: 10,
  maxLicences: 4,
  maxQualifications: 6,
  pageSize: 25,
} as const;

/**
 * A drug licence number as printed (Form 20 / 21 / 20B / 21B…): states write them differently
 * ("20B/MH/PZ1/123456", "KA-BNG-123456", "RLF20DL2019001234"), so the format is loose but sane: letters, digits
 * and / - . space, starting and ending with a letter or digit, holding at least one digit.
 */
const LICENCE_PATTERN = /^(?=.*\d)[A-Z0-9][A-Z0-9/.\- ]{3,38}[A-Z0-9]$/;
export const drugLicenceSchema = z
  .string({ error: messageToken('DRUG_LICENCE_INVALID') })
  .trim()
  .toUpperCase()
  .regex(LICENCE_PATTERN, { error: messageToken('DRUG_LICENCE_INVALID') });

/** A council registration number ("MSPC/2014/48213", "KMC 45678", "DMC/R/12345"): same sanity as a licence. */
export const registrationNumberSchema = z
  .string({ error: messageToken('REGISTRATION_NUMBER_INVALID') })
  .trim()
  .toUpperCase()
  .regex(/^(?=.*\d)[A-Z0-9][A-Z0-9/.\- ]{1,38}[A-Z0-9]$/, { error: messageToken('REGISTRATION_NUMBER_INVALID') });

/** GSTIN: 15 characters with a valid state code and check character (gstin.ts); spaces dropped, upper-cased. */
export const gstinSchema = z
  .string({ error: messageToken('GSTIN_INVALID') })
  .trim()
  .toUpperCase()
  .overwrite((value) => value.replace(/\s+/g, ''))
  .refine(isValidGstin, { error: messageToken('GSTIN_INVALID') });

export const pharmacyDetailsSchema = z.strictObject({
  kind: z.literal('pharmacy'),
  tradeName: safeText({ field: 'tradeName', min: 2, max: 120 }),
  drugLicenceNumbers: z
    .array(drugLicenceSchema, { error: messageToken('DRUG_LICENCE_INVALID') })
    .min(1, { error: messageToken('DRUG_LICENCE_INVALID') })
    .max(PARTNER_LIMITS.maxLicences),
  gstin: gstinSchema,
  pharmacistName: safeText({ field: 'pharmacistName', min: 2, max: 100 }),
  pharmacistRegistration: registrationNumberSchema,
  address: safeText({ field: 'address', min: 5, max: 300, multiline: true }),
  state: safeText({ field: 'state', min: 2, max: 60 }),
  pincode: pincodeSchema,
});

export const doctorDetailsSchema = z.strictObject({
  kind: z.literal('doctor'),
  registrationCouncil: safeText({ field: 'council', min: 3, max: 120 }),
  registrationNumber: registrationNumberSchema,
  qualifications: z
    .array(safeText({ field: 'qualification', min: 2, max: 80 }), { error: messageToken('QUALIFICATION_REQUIRED') })
    .min(1, { error: messageToken('QUALIFICATION_REQUIRED') })
    .max(PARTNER_LIMITS.maxQualifications),
});

/** PUT /api/partner/verification: the partner's details (the kind must be the account's). */
export const partnerDetailsSchema = z.discriminatedUnion('kind', [pharmacyDetailsSchema, doctorDetailsSchema]);
export type PartnerDetails = z.infer<typeof partnerDetailsSchema>;

export const partnerDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALL_PARTNER_DOCUMENT_KINDS),
  mediaType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  name: z.string(),
  byteSize: z.number().int(),
  uploadedAt: z.string(),
});
export type PartnerDocument = z.infer<typeof partnerDocumentSchema>;

export const partnerStepSchema = z.object({
  status: z.enum(PARTNER_STATUSES),
  at: z.string(),
  byRole: z.string().nullable(),
  reason: z.string().optional(),
});

/** What is still needed before a submission: a detail not saved, or a document kind not uploaded. */
export const PARTNER_MISSING = ['details', ...ALL_PARTNER_DOCUMENT_KINDS] as const;
export type PartnerMissing = (typeof PARTNER_MISSING)[number];

/** GET /api/partner/verification: the caller's record (a fresh account's has no details yet). */
export const myVerificationSchema = z.object({
  kind: z.enum(PARTNER_KINDS),
  status: z.enum(PARTNER_STATUSES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  details: partnerDetailsSchema.nullable(),
  documents: z.array(partnerDocumentSchema),
  missing: z.array(z.enum(PARTNER_MISSING)),
  /** Details and documents can be changed (not while verified or suspended). */
  editable: z.boolean(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

export const partnerDocumentUploadQuerySchema = z.object({ kind: z.enum(ALL_PARTNER_DOCUMENT_KINDS) });

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const partnerIdParamsSchema = z.object({ id });
export const partnerDocumentParamsSchema = z.object({ id, documentId: id });
export const myDocumentParamsSchema = z.object({ documentId: id });

/* ── the admin console ── */

/**
 * The admin lists' sort keys: when sent for review (the default, ascending: waiting longest first, never sent
 * last), the name shown (trade name or the account's name), the status (in PARTNER_STATUSES order) and the last
 * status change. Ties fall back to the record id, so pages never overlap.
 */
export const PARTNER_SORTS = ['submitted', 'name', 'status', 'changed'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];
export const PARTNER_SORT_DEFAULT = { sort: 'submitted', dir: 'asc' } as const satisfies {
  sort: PartnerSort;
  dir: 'asc' | 'desc';
};

export const adminPartnersQuerySchema = z.object({
  kind: z.enum(PARTNER_KINDS),
  status: z.enum(PARTNER_STATUSES).optional(),
  q: safeText({ field: 'searchText', max: 100 }).optional(),
  sort: z.enum(PARTNER_SORTS).default(PARTNER_SORT_DEFAULT.sort),
  dir: z.enum(['asc', 'desc']).default(PARTNER_SORT_DEFAULT.dir),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminPartnersQuery = z.infer<typeof adminPartnersQuerySchema>;

export const adminPartnerSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PARTNER_KINDS),
  status: z.enum(PARTNER_STATUSES),
  /** The trade name (pharmacy) or the account's name (doctor). */
  displayName: z.string(),
  accountName: z.string(),
  /** The first drug licence (pharmacy) or the council registration (doctor). */
  licence: z.string().nullable(),
  submittedAt: z.string().nullable(),
  statusChangedAt: z.string(),
});
export type AdminPartnerSummary = z.infer<typeof adminPartnerSummarySchema>;

export const adminPartnerListSchema = z.object({
  items: z.array(adminPartnerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Records per status of this kind (the filter's badges). */
  counts: z.object({
    pending: z.number().int(),
    verified: z.number().int(),
    rejected: z.number().int(),
    suspended: z.number().int(),
  }),
});
export type AdminPartnerList = z.infer<typeof adminPartnerListSchema>;

export const adminPartnerDetailSchema = adminPartnerSummarySchema.extend({
  accountEmail: z.string(),
  reason: z.string().nullable(),
  details: partnerDetailsSchema.nullable(),
  documents: z.array(partnerDocumentSchema),
  missing: z.array(z.enum(PARTNER_MISSING)),
  history: z.array(partnerStepSchema),
});
export type AdminPartnerDetail = z.infer<typeof adminPartnerDetailSchema>;

const reasonSchema = safeText({ field: 'reason', min: 3, max: 500, multiline: true });
/** POST /api/admin/partners/{id}/status: verify (or reinstate), reject or suspend with a reason. */
export const partnerDecisionSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('verified') }),
  z.strictObject({ status: z.literal('rejected'), reason: reasonSchema }),
  z.strictObject({ status: z.literal('suspended'), reason: reasonSchema }),
]);
export type PartnerDecision = z.infer<typeof partnerDecisionSchema>;

/**
 * The changes an admin may make: pending → verified | rejected; verified → suspended; suspended → verified
 * (reinstated). A rejected partner goes back to pending by sending corrected details.
 */
export const PARTNER_TRANSITIONS: Record<PartnerStatus, readonly PartnerStatus[]> = {
  pending: ['verified', 'rejected'],
  verified: ['suspended'],
  suspended: ['verified'],
  rejected: [],
};
