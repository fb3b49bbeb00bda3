import { LIMITS } from '@aushadh/shared/constants.ts';
import type { PasswordCheckResponse, PasswordRefusalReason } from '@aushadh/shared/auth/schemas.ts';
import { renderError, type ErrorCode } from '@aushadh/shared/errors/error-catalog.ts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error.ts';

/** ~49,000 most common passwords (zxcvbn-ts's maintained list), checked on top of SPEC's minimum of 6. */
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

const REFUSALS = {
  tooShort: 'PASSWORD_TOO_SHORT',
  common: 'PASSWORD_TOO_COMMON',
  matchesAccount: 'PASSWORD_MATCHES_ACCOUNT',
} as const satisfies Record<PasswordRefusalReason, ErrorCode>;

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

type AccountContext = { username?: string | undefined; email?: string | undefined };

function refusalOf(password: string, context: AccountContext): PasswordRefusalReason | null {
  if (isCommonPassword(password)) return 'common';
  const lower = password.toLowerCase();
  if (
    (context.username && lower === context.username.toLowerCase()) ||
    (context.email && lower === context.email.toLowerCase())
  ) {
    return 'matchesAccount';
  }
  return null;
}

/** What the forms ask before submit: the same rules as below, as an answer instead of an error. */
export function checkPassword(password: string, context: AccountContext = {}): PasswordCheckResponse {
  const reason = password.length < LIMITS.passwordMin ? 'tooShort' : refusalOf(password, context);
  const message = reason ? renderError(REFUSALS[reason], { min: LIMITS.passwordMin }) : null;
  return { acceptable: reason === null, reason, message };
}

export function assertAcceptablePassword(password: string, context: AccountContext = {}) {
  const reason = refusalOf(password, context);
  // `field` lets the form show the refusal under the password it is about, not only in a toast.
  if (reason) throw new AppError(REFUSALS[reason], {}, { field: 'password' });
}
