import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/admin/users/{id}/password-reset — mails the account a reset code. */
export function sendPasswordReset(id: number) {
  return apiFetch(`/api/admin/users/${id}/password-reset`, import.meta.env.DEV && successMessageSchema, {
    method: 'POST',
  });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
