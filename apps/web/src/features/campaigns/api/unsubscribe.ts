import { unsubscribeResponseSchema } from '@aushadh/shared/campaigns/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/email/unsubscribe — the token from the mail's link; needs no sign-in. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch('/api/email/unsubscribe', unsubscribeResponseSchema, { method: 'POST', body: { token } }),
  });
}
