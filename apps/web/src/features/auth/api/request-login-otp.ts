import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import type { SuccessMessage } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/request-login-otp {email} */
export function requestLoginOtp(body: { email: string }): Promise<SuccessMessage> {
  return apiFetch('/api/auth/request-login-otp', import.meta.env.DEV && successMessageSchema, { method: 'POST', body });
}

export function useRequestLoginOtp() {
  return useMutation({ mutationKey: ['auth', 'login-otp', 'request'], mutationFn: requestLoginOtp });
}
