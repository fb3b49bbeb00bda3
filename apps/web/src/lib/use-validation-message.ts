import { AUTH_MESSAGES } from '@aushadh/shared/auth/schemas.ts';
import { useSchemaMessage } from './use-schema-message.ts';

/** SPEC §5 texts of the shared schemas (English, verbatim) → their key under `validation` in common.json. */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, key] as [string, string]),
  ['Enter a valid 10-digit Indian mobile number', 'mobileInvalid'],
  ['Enter your current password', 'currentPasswordRequired'],
  ['Username may contain letters, digits, dot, underscore and hyphen only', 'usernameCharacters'],
  ['Username must be at most 40 characters', 'usernameMax'],
  ['Password is too long', 'passwordMax'],
]);

/** Shared-schema messages of the account forms, translated by common.json. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  return useSchemaMessage(undefined, KEY_BY_MESSAGE);
}
