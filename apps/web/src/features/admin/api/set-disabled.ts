import { adminAccountSchema, type AdminAccount } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { accountsRootKey } from './get-accounts.ts';

/** PUT /api/admin/users/{id}/disabled — disabling ends every session of the account at once. */
export function setDisabled(id: number, disabled: boolean): Promise<AdminAccount> {
  return apiFetch(`/api/admin/users/${id}/disabled`, import.meta.env.DEV && adminAccountSchema, {
    method: 'PUT',
    body: { disabled },
  });
}

export function useSetDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => setDisabled(id, disabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsRootKey }),
  });
}
