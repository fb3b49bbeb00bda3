import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import type { resetPasswordRequestSchema, SuccessMessage } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** POST /api/password-reset/reset {email, otp, password, confirmPassword} */
export function resetPassword(body: ResetPasswordRequest): Promise<SuccessMessage> {
  return apiFetch('/api/password-reset/reset', import.meta.env.DEV && successMessageSchema, { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'password-reset', 'reset'], mutationFn: resetPassword });
}
