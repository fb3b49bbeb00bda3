import { socialProvidersResponseSchema } from '@aushadh/shared/auth/schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type SocialProviders = z.infer<typeof socialProvidersResponseSchema>;

/** GET /api/auth/providers: which of Google and Facebook sign-in the server has set up. */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProviders> {
  return apiFetch(
    '/api/auth/providers',
    import.meta.env.DEV && socialProvidersResponseSchema,
    signal ? { signal } : {},
  );
}

export function socialProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => getSocialProviders(signal),
  });
}

export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions());
}
