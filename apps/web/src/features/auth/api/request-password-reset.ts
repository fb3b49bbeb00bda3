import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import type { SuccessMessage } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/password-reset/request {email} */
export function requestPasswordReset(body: { email: string }): Promise<SuccessMessage> {
  return apiFetch('/api/password-reset/request', import.meta.env.DEV && successMessageSchema, { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['auth', 'password-reset', 'request'], mutationFn: requestPasswordReset });
}
