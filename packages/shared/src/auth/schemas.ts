import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { messageToken } from '../errors/message-token.ts';
import { safeText } from '../text.ts';
import { signUpConsentsSchema } from '../privacy/consents.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { ROLES } from './roles.ts';

/** SPEC §5 messages, as catalog tokens (errors/error-catalog.ts holds their English, verbatim). */
const MESSAGES = {
  usernameMin: messageToken('USERNAME_TOO_SHORT', { min: LIMITS.usernameMin }),
  passwordMin: messageToken('PASSWORD_TOO_SHORT', { min: LIMITS.passwordMin }),
  nameMin: messageToken('NAME_TOO_SHORT', { min: LIMITS.nameMin }),
  emailInvalid: messageToken('EMAIL_INVALID'),
  confirmMin: messageToken('CONFIRM_PASSWORD_TOO_SHORT', { min: LIMITS.passwordMin }),
  passwordsDontMatch: messageToken('PASSWORDS_DONT_MATCH'),
  otpLength: messageToken('OTP_FORMAT', { length: LIMITS.otpLength }),
  mobileInvalid: messageToken('MOBILE_INVALID'),
  currentPasswordRequired: messageToken('CURRENT_PASSWORD_REQUIRED'),
};

// Upper bounds keep hashing and storage bounded; they are far above any real value.
const MAX_PASSWORD = 256;
const MAX_TEXT = 120;

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .email(MESSAGES.emailInvalid)
  .transform((e) => e.toLowerCase());
export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, MESSAGES.passwordMin)
  .max(MAX_PASSWORD, messageToken('PASSWORD_TOO_LONG'));
export const otpSchema = z
  .string()
  .trim()
  .length(LIMITS.otpLength, MESSAGES.otpLength)
  .regex(/^\d+$/, MESSAGES.otpLength);
/** An opaque guest id as the client sends it; the server trusts it only when it matches the caller's cookie. */
export const tempUserIdSchema = z
  .union([z.string().max(100), z.number()])
  .optional()
  .nullable();

export const loginRequestSchema = z.object({
  /** Username or e-mail. */
  username: safeText({
    field: 'username',
    min: LIMITS.usernameMin,
    minMessage: MESSAGES.usernameMin,
    max: 254,
    refuseBidi: true,
  }),
  password: passwordSchema,
  tempUserId: tempUserIdSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const usernameSchema = safeText({
  field: 'username',
  min: LIMITS.usernameMin,
  minMessage: MESSAGES.usernameMin,
  max: 40,
  maxMessage: messageToken('USERNAME_TOO_LONG', { max: 40 }),
  refuseBidi: true,
}).regex(/^[a-zA-Z0-9._-]+$/, messageToken('USERNAME_CHARACTERS'));

/** Name, e-mail and username as an account is created with them (sign-up, and the admin's staff accounts). */
export const registrationFields = {
  name: safeText({ field: 'name', min: LIMITS.nameMin, minMessage: MESSAGES.nameMin, max: MAX_TEXT }),
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
};

/** The web form: confirmPassword is checked here and removed before sending (SPEC §3). */
export const registerFormSchema = z
  .object({
    ...registrationFields,
    confirmPassword: z.string().min(LIMITS.passwordMin, MESSAGES.confirmMin),
    consents: signUpConsentsSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The API: any extra field (a "role", say) is stripped, never trusted. */
export const registerRequestSchema = z.object({
  ...registrationFields,
  tempUserId: tempUserIdSchema,
  /** Optional purposes ticked under the sign-up notice (DPDP); recorded with the account. */
  consents: signUpConsentsSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  mobile: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/guest: the visitor's guest id, bound to a signed httpOnly cookie. */
export const guestResponseSchema = z.object({ guestId: z.string() });
export type GuestResponse = z.infer<typeof guestResponseSchema>;

export const sessionCheckSchema = z.object({ isAuthenticated: z.boolean() });
export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageSchema>;

export const emailRequestSchema = z.object({ email: emailSchema });
export const verifyOtpRequestSchema = z.object({ email: emailSchema, otp: otpSchema });

const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string().min(LIMITS.passwordMin, MESSAGES.confirmMin).max(MAX_PASSWORD),
};
export const resetPasswordRequestSchema = z
  .object({ email: emailSchema, otp: otpSchema, ...newPasswordFields })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

/** Indian mobile: 10 digits starting 6–9, optionally written with +91 / 0 and spaces or dashes. */
export const mobileSchema = z
  .string()
  .trim()
  .max(20, MESSAGES.mobileInvalid)
  .transform((m) => m.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91|91|0)?[6-9]\d{9}$/, MESSAGES.mobileInvalid))
  .transform((m) => m.slice(-10));

export const updateProfileRequestSchema = z.object({
  name: registrationFields.name,
  mobile: z.union([mobileSchema, z.literal('').transform(() => null), z.null()]),
});
/** The signed-in user's language (PATCH /api/user/language): e-mails, PDFs and push texts follow it. */
export const updateLanguageRequestSchema = z.object({
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.currentPasswordRequired).max(MAX_PASSWORD),
    ...newPasswordFields,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

export const socialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialProvidersResponseSchema = z.object({ google: z.boolean(), facebook: z.boolean() });

/**
 * POST /api/password-policy/check: tells the sign-up and new-password forms, before submit, whether the
 * server would refuse a password (the common-password list stays on the server, out of the web bundle).
 */
export const passwordCheckRequestSchema = z.object({
  password: z.string().max(MAX_PASSWORD),
  username: z.string().max(MAX_TEXT).optional(),
  email: z.string().max(254).optional(),
});
export type PasswordCheckRequest = z.infer<typeof passwordCheckRequestSchema>;

export const PASSWORD_REFUSAL_REASONS = ['tooShort', 'common', 'matchesAccount'] as const;
export type PasswordRefusalReason = (typeof PASSWORD_REFUSAL_REASONS)[number];

export const passwordCheckResponseSchema = z.object({
  acceptable: z.boolean(),
  reason: z.enum(PASSWORD_REFUSAL_REASONS).nullable(),
  /** The server's sentence (English), the same one a refused registration would get. */
  message: z.string().nullable(),
});
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponseSchema>;
