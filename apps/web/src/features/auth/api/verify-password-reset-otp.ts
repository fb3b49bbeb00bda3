import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import type { SuccessMessage } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/password-reset/verify-otp {email, otp} */
export function verifyPasswordResetOtp(body: { email: string; otp: string }): Promise<SuccessMessage> {
  return apiFetch('/api/password-reset/verify-otp', import.meta.env.DEV && successMessageSchema, {
    method: 'POST',
    body,
  });
}

export function useVerifyPasswordResetOtp() {
  return useMutation({ mutationKey: ['auth', 'password-reset', 'verify'], mutationFn: verifyPasswordResetOtp });
}
