import { userSchema } from '@aushadh/shared/auth/schemas.ts';
import type { tempUserIdSchema, User } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export interface VerifyLoginOtpRequest {
  email: string;
  otp: string;
  tempUserId: z.input<typeof tempUserIdSchema>;
}

/** POST /api/auth/verify-login-otp {email, otp, tempUserId} → the signed-in user. */
export function verifyLoginOtp(body: VerifyLoginOtpRequest): Promise<User> {
  return apiFetch('/api/auth/verify-login-otp', import.meta.env.DEV && userSchema, { method: 'POST', body });
}

export function useVerifyLoginOtp() {
  return useMutation({ mutationKey: ['auth', 'login-otp', 'verify'], mutationFn: verifyLoginOtp });
}
