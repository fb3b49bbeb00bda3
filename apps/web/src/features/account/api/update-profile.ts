import { userSchema } from '@aushadh/shared/auth/schemas.ts';
import type { updateProfileRequestSchema, User } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;

/** PUT /api/user/profile {name, mobile} → the updated user. */
export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return apiFetch('/api/user/profile', import.meta.env.DEV && userSchema, { method: 'PUT', body });
}

export function useUpdateProfile() {
  return useMutation({ mutationKey: ['account', 'profile'], mutationFn: updateProfile });
}
