import { z } from 'zod';

/*
 * Kept apart from schemas.ts (which pulls in the order contracts) so the sign-up form can use these
 * without loading the order and export schemas into the login page's chunk.
 */

/** Version of the privacy notice (/privacy, the sign-up notice); each consent record names the one it was given under. */
export const PRIVACY_NOTICE_VERSION = '2026-11-01';

/** Optional purposes a person can give or withdraw at any time; everything else is needed to run the account. */
export const CONSENT_PURPOSES = ['marketing', 'notifications'] as const;
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;

/** At sign-up: the purposes ticked (none ticked means none given; the field may be left out). */
export const signUpConsentsSchema = z.array(consentPurposeSchema).max(CONSENT_PURPOSES.length).optional();
