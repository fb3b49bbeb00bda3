import { passwordCheckResponseSchema } from '@aushadh/shared/auth/schemas.ts';
import type { PasswordCheckRequest, PasswordCheckResponse } from '@aushadh/shared/auth/schemas.ts';
import { LIMITS } from '@aushadh/shared/constants.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';

/** How long typing must pause before the password is checked. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 500;

/**
 * POST /api/password-policy/check. The ~49,000-word common list stays on the server: shipped to the
 * browser it would add 476 KB (209 KB gzip, 183 KB brotli) to the register chunk, more than the sign-in page itself,
 * while the check costs one small rate-limited request after the visitor pauses or leaves the field.
 */
export function postPasswordCheck(body: PasswordCheckRequest, signal?: AbortSignal): Promise<PasswordCheckResponse> {
  return apiFetch('/api/password-policy/check', import.meta.env.DEV && passwordCheckResponseSchema, {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The server's verdict on the typed password, asked after a pause in typing or at once on `flush()` (on
 * blur). Nothing is asked under the minimum length (the form's own rule says that). A failed check says
 * nothing: the server still decides at submit.
 */
export function usePasswordCheck({ password, username, email }: PasswordCheckRequest) {
  const [asked, setAsked] = useState<PasswordCheckRequest | null>(null);
  const ready = password.length >= LIMITS.passwordMin;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setAsked({ password, username, email }), PASSWORD_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, password, username, email]);
  const flush = useCallback(() => {
    if (ready) setAsked({ password, username, email });
  }, [ready, password, username, email]);
  const query = useQuery({
    queryKey: ['auth', 'password-check', asked] as const,
    queryFn: ({ signal }) => postPasswordCheck(asked!, signal),
    enabled: asked !== null && ready,
    // Keep no typed password around longer than needed.
    gcTime: 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  // Only a verdict about what is in the field now counts.
  const current = ready && query.data && asked?.password === password ? query.data : null;
  return { verdict: current, flush };
}
