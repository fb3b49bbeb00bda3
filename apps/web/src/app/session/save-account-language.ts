import type { LanguageCode } from '@aushadh/shared/i18n/languages.ts';
import type { UpdateLanguageRequest } from '@aushadh/shared/auth/schemas.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/**
 * PATCH /api/user/language when someone is signed in: the server writes their e-mails, PDFs and pushes in it.
 * Best effort: the interface has switched already, and a failure only leaves the server on the old language.
 */
export async function saveAccountLanguage(queryClient: QueryClient, language: LanguageCode): Promise<void> {
  if (!queryClient.getQueryData<User | null>(currentUserQueryKey)) return;
  const body: UpdateLanguageRequest = { language };
  await apiRequest('/api/user/language', { method: 'PATCH', body }).catch(() => undefined);
}
