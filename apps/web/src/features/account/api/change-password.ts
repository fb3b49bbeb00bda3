import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import type { changePasswordRequestSchema, SuccessMessage } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

/** POST /api/user/password {currentPassword, password, confirmPassword}; other sessions are ended. */
export function changePassword(body: ChangePasswordRequest): Promise<SuccessMessage> {
  return apiFetch('/api/user/password', import.meta.env.DEV && successMessageSchema, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'password'], mutationFn: changePassword });
}
