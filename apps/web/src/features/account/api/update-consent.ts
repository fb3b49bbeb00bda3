import { consentsResponseSchema } from '@aushadh/shared/privacy/schemas.ts';
import type { ConsentsResponse, UpdateConsentRequest } from '@aushadh/shared/privacy/schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { consentsQueryKey } from './get-consents.ts';

/** PUT /api/privacy/consents {purpose, granted}: one more record; giving and withdrawing alike. */
export function updateConsent(body: UpdateConsentRequest): Promise<ConsentsResponse> {
  return apiFetch('/api/privacy/consents', import.meta.env.DEV && consentsResponseSchema, { method: 'PUT', body });
}

export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'consent'],
    mutationFn: updateConsent,
    onSuccess: (consents) => queryClient.setQueryData(consentsQueryKey, consents),
  });
}
