import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import type { SuccessMessage } from '@aushadh/shared/auth/schemas.ts';
import type { DeleteAccountRequest } from '@aushadh/shared/privacy/schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/privacy/delete-account {password | confirmation}: erases the account; the session ends. */
export function deleteAccount(body: DeleteAccountRequest): Promise<SuccessMessage> {
  return apiFetch('/api/privacy/delete-account', import.meta.env.DEV && successMessageSchema, { method: 'POST', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: ['account', 'delete'], mutationFn: deleteAccount });
}
