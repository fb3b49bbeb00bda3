import {
  adminAccountSchema,
  type AdminAccount,
  type CreateStaffAccount,
} from '@aushadh/shared/auth/admin-account-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { accountsRootKey } from './get-accounts.ts';

/** POST /api/admin/users — a staff account; its owner is mailed a code to set a password. */
export function createStaffAccount(input: CreateStaffAccount): Promise<AdminAccount> {
  return apiFetch('/api/admin/users', import.meta.env.DEV && adminAccountSchema, { method: 'POST', body: input });
}

export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsRootKey }),
  });
}
