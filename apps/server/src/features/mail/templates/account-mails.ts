import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import { localizedMail } from './localized-mail.ts';

/** The one-time code for signing in or resetting the password; the code is in the subject (seen in the list). */
export function oneTimeCodeMail(
  to: string,
  language: LanguageCode,
  input: { name: string; code: string; purpose: 'login' | 'password-reset'; minutes: number },
) {
  const login = input.purpose === 'login';
  return localizedMail(to, language, (t) => ({
    subject: t(login ? 'otp.loginSubject' : 'otp.resetSubject', { code: input.code }),
    name: input.name,
    paragraphs: [
      t(login ? 'otp.loginBody' : 'otp.resetBody', { code: input.code, minutes: input.minutes }),
      t('otp.notYou'),
    ],
  }));
}
