import { AUTH_MESSAGES } from '@aushadh/shared/auth/schemas.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §5 texts of the shared schemas (English, verbatim) → their key under `validation` in common.json. */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, key] as [string, string]),
  ['Enter a valid 10-digit Indian mobile number', 'mobileInvalid'],
  ['Enter your current password', 'currentPasswordRequired'],
  ['Username may contain letters, digits, dot, underscore and hyphen only', 'usernameCharacters'],
  ['Username must be at most 40 characters', 'usernameMax'],
  ['Password is too long', 'passwordMax'],
]);

/**
 * Shows a zod message from packages/shared in the visitor's language: the schema keeps the English
 * source text, common.json translates it; unknown messages are shown as they are.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = KEY_BY_MESSAGE.get(message);
      return key ? t(`validation.${key}`, { defaultValue: message }) : message;
    },
    [t],
  );
}
