import { userSchema } from '@aushadh/shared/auth/schemas.ts';
import type { LoginRequest, User } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/login: username or e-mail, password and the guest id (SPEC §4) → the signed-in user. */
export function postLogin(body: LoginRequest): Promise<User> {
  return apiFetch('/api/login', import.meta.env.DEV && userSchema, { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: postLogin });
}
