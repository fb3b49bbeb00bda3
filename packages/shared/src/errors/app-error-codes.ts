import { z } from 'zod';

/** One error model (DESIGN §2 rule 6): every error reply carries a code from this list and a readable message. */
export const APP_ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  /** The cart already holds CHECKOUT.maxCartLines different products. */
  'CART_FULL',
  'PAYMENT_DECLINED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CART_FULL: 409,
  PAYMENT_DECLINED: 402,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const errorResponseSchema = z.object({
  code: z.enum(APP_ERROR_CODES),
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
