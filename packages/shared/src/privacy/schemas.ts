import { z } from 'zod';
import { messageToken } from '../errors/message-token.ts';
import { addressSchema, orderDetailSchema } from '../orders/schemas.ts';
import { consentPurposeSchema } from './consents.ts';

/**
 * Privacy under India's DPDP Act 2023 and DPDP Rules 2025: consent per purpose, "download my data",
 * "delete my account". docs/privacy.md says what is kept and why.
 */

/** PUT /api/privacy/consents: one choice; appended to the history, never overwriting it. */
export const updateConsentRequestSchema = z.object({ purpose: consentPurposeSchema, granted: z.boolean() });
export type UpdateConsentRequest = z.infer<typeof updateConsentRequestSchema>;

export const consentRecordSchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  noticeVersion: z.string(),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET/PUT /api/privacy/consents: the current choice per purpose (false when never given) and the full history. */
export const consentsResponseSchema = z.object({
  current: z.record(consentPurposeSchema, z.boolean()),
  noticeVersion: z.string(),
  history: z.array(consentRecordSchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/** The words a person without a password types to confirm deletion (checked case-insensitively). */
export const DELETE_CONFIRMATION_PHRASE = 'DELETE MY ACCOUNT';

/** POST /api/privacy/delete-account: the current password, or for accounts without one the typed phrase. */
export const deleteAccountRequestSchema = z
  .object({
    password: z.string().min(1, messageToken('CURRENT_PASSWORD_REQUIRED')).max(256).optional(),
    confirmation: z.string().trim().max(100).optional(),
  })
  .refine((v) => v.password !== undefined || v.confirmation !== undefined, {
    path: ['password'],
    message: messageToken('CURRENT_PASSWORD_REQUIRED'),
  });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const accountExportSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.string(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Google / Facebook accounts linked for sign-in. */
  socialIdentities: z.array(z.object({ provider: z.string(), email: z.string().nullable(), linkedAt: z.string() })),
  /** Devices signed in now (no token: only when, until when and which browser). */
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string(), userAgent: z.string().nullable() })),
});

/**
 * GET /api/privacy/export. Each section comes from the feature that holds the data (a registry on the
 * server); sections a later feature adds beyond these keys pass through unchanged.
 */
export const personalDataExportSchema = z.looseObject({
  exportedAt: z.string(),
  noticeVersion: z.string(),
  account: accountExportSchema,
  addresses: z.array(addressSchema),
  orders: z.array(orderDetailSchema),
  consents: z.array(consentRecordSchema),
  cart: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  plusMembership: z.object({ validUntil: z.string() }).nullable(),
  recentlyViewed: z.array(z.object({ productId: z.number().int(), name: z.string(), viewedAt: z.string() })),
  // The prescriptions, doctors and labs features add their sections (and their item schemas here) when they land.
  prescriptions: z.array(z.unknown()),
  consultations: z.array(z.unknown()),
  reports: z.array(z.unknown()),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
