import { consentsResponseSchema } from '@aushadh/shared/privacy/schemas.ts';
import type { ConsentsResponse } from '@aushadh/shared/privacy/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

export const consentsQueryKey = sessionKey('consents');

/** GET /api/privacy/consents: the current choice per purpose and its history. */
export function getConsents(): Promise<ConsentsResponse> {
  return apiFetch('/api/privacy/consents', import.meta.env.DEV && consentsResponseSchema);
}

export const consentsQueryOptions = () => queryOptions({ queryKey: consentsQueryKey, queryFn: getConsents });

export function useConsents() {
  return useQuery(consentsQueryOptions());
}
