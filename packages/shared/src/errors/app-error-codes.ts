import { z } from 'zod';
import { ERROR_CODES, errorTextDefinition, type ErrorCode } from './error-texts.ts';

/**
 * One error model (DESIGN §2 rule 6): the generic codes every error reply has always carried. The specific
 * codes (error-catalog.ts) each map to one of these, which gives the HTTP status.
 */
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

/** The generic code a specific one maps to (a generic code maps to itself). */
export const genericCode = (code: ErrorCode): AppErrorCode => errorTextDefinition(code).generic;
export const errorStatus = (code: ErrorCode): number => APP_ERROR_STATUS[genericCode(code)];

// The error-format request header lives with the code list, which has no zod (the web's first page reads it).
export { ERROR_FORMAT_CODES, ERROR_FORMAT_HEADER } from './error-code-list.ts';

const errorParamsSchema = z.record(z.string(), z.unknown());

export const errorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  /** English. */
  message: z.string(),
  /** With `error-format: codes`, when the message comes from the catalog. */
  code: z.enum(ERROR_CODES).optional(),
  params: errorParamsSchema.optional(),
});

export const errorResponseSchema = z.object({
  /** A generic code; with `error-format: codes`, the specific one. */
  code: z.enum(ERROR_CODES),
  /** English, rendered from the catalog (SPEC §8 texts where SPEC gives them). */
  message: z.string(),
  /** With `error-format: codes`: present exactly when `message` is the code's catalog text with these params. */
  params: errorParamsSchema.optional(),
  issues: z.array(errorIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ErrorIssue = z.infer<typeof errorIssueSchema>;
