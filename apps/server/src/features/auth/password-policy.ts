import { LIMITS } from '@aushadh/shared/constants.ts';
import { AUTH_MESSAGES } from '@aushadh/shared/auth/schemas.ts';
import type { PasswordCheckResponse, PasswordRefusalReason } from '@aushadh/shared/auth/schemas.ts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error.ts';

/** ~49,000 most common passwords (zxcvbn-ts's maintained list), checked on top of SPEC's minimum of 6. */
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

const REFUSALS: Record<PasswordRefusalReason, string> = {
  tooShort: AUTH_MESSAGES.passwordMin,
  common: 'This password is too common. Please choose a less common password.',
  matchesAccount: 'Your password must not be your username or e-mail.',
};

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
  return { acceptable: reason === null, reason, message: reason ? REFUSALS[reason] : null };
}

export function assertAcceptablePassword(password: string, context: AccountContext = {}) {
  const reason = refusalOf(password, context);
  // `field` lets the form show the refusal under the password it is about, not only in a toast.
  if (reason) throw new AppError('VALIDATION_FAILED', REFUSALS[reason], { field: 'password' });
}
