import { adminAccountSchema, type AdminAccount } from '@aushadh/shared/auth/admin-account-schemas.ts';
import type { Role } from '@aushadh/shared/auth/roles.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { accountsRootKey } from './get-accounts.ts';

/** PUT /api/admin/users/{id}/role — the account's sessions end with the old role. */
export function changeRole(id: number, role: Role): Promise<AdminAccount> {
  return apiFetch(`/api/admin/users/${id}/role`, import.meta.env.DEV && adminAccountSchema, {
    method: 'PUT',
    body: { role },
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => changeRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsRootKey }),
  });
}
