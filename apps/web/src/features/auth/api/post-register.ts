import { userSchema } from '@aushadh/shared/auth/schemas.ts';
import type { RegisterRequest, User } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/register: the registration fields without confirmPassword, plus tempUserId (SPEC §3). */
export function postRegister(body: RegisterRequest): Promise<User> {
  return apiFetch('/api/register', import.meta.env.DEV && userSchema, { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: postRegister });
}
