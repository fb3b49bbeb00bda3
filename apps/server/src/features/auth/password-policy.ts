import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error.ts';

/** ~49,000 most common passwords (zxcvbn-ts's maintained list), checked on top of SPEC's minimum of 6. */
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export function assertAcceptablePassword(password: string, context: { username?: string; email?: string } = {}) {
  const lower = password.toLowerCase();
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', 'This password is too common. Please choose a less common password.');
  }
  if (
    (context.username && lower === context.username.toLowerCase()) ||
    (context.email && lower === context.email.toLowerCase())
  ) {
    throw new AppError('VALIDATION_FAILED', 'Your password must not be your username or e-mail.');
  }
}
