import type { AdminAccount } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { ROLES, type Role } from '@aushadh/shared/auth/roles.ts';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { Ban, KeyRound, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

const features = tableFeatures({});

export interface AccountActions {
  /** The signed-in admin's own id: their own row has no actions (the server refuses them too). */
  selfId: number;
  /** Whether the signed-in person may touch admin and subadmin accounts (admin: yes; subadmin: no). */
  canManageAdmins: boolean;
  busyId: number | null;
  onRole: (account: AdminAccount, role: Role) => void;
  onDisable: (account: AdminAccount) => void;
  onEnable: (account: AdminAccount) => void;
  onPasswordReset: (account: AdminAccount) => void;
}

const isAdminRole = (role: Role) => role === 'admin' || role === 'subadmin';

/**
 * The accounts of one server page (search, role filter and paging are the server's): who, role (a select),
 * status, joined, actions. A table on a wide screen; each row reads as a card on a phone.
 */
export function AccountsTable({ accounts, actions }: { accounts: AdminAccount[]; actions: AccountActions }) {
  const { t, i18n } = useTranslation('admin');
  const columns = useMemo<ColumnDef<typeof features, AdminAccount>[]>(
    () => [
      {
        id: 'person',
        header: () => t('table.person'),
        cell: ({ row }) => (
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{row.original.name}</p>
            <p className="text-sm [overflow-wrap:anywhere] text-slate-600" dir="ltr">
              @{row.original.username} · {row.original.email}
            </p>
            {row.original.mobile ? (
              <p className="text-sm text-slate-600" dir="ltr">
                {row.original.mobile}
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'role',
        header: () => t('table.role'),
        cell: ({ row }) => {
          const account = row.original;
          const locked = account.id === actions.selfId || (!actions.canManageAdmins && isAdminRole(account.role));
          return (
            <select
              aria-label={t('table.roleOf', { name: account.name })}
              value={account.role}
              disabled={locked || actions.busyId === account.id}
              onChange={(event) => actions.onRole(account, event.target.value as Role)}
              className={cn(inputClassName, 'h-11 w-44 py-0')}
            >
              {ROLES.filter((role) => actions.canManageAdmins || !isAdminRole(role) || role === account.role).map(
                (role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ),
              )}
            </select>
          );
        },
      },
      {
        id: 'status',
        header: () => t('table.status'),
        cell: ({ row }) =>
          row.original.disabled ? (
            <Badge variant="danger">{t('status.disabled')}</Badge>
          ) : (
            <Badge variant={row.original.emailVerified ? 'success' : 'neutral'}>
              {t(row.original.emailVerified ? 'status.active' : 'status.unverified')}
            </Badge>
          ),
      },
      {
        id: 'joined',
        header: () => t('table.joined'),
        cell: ({ row }) => (
          <span className="text-sm text-slate-700">
            {formatDateTime(row.original.createdAt, i18n.language, { hour: undefined, minute: undefined })}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('table.actions')}</span>,
        cell: ({ row }) => {
          const account = row.original;
          if (account.id === actions.selfId) return <span className="text-sm text-slate-600">{t('table.you')}</span>;
          if (!actions.canManageAdmins && isAdminRole(account.role)) return null;
          const busy = actions.busyId === account.id;
          return (
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" disabled={busy} onClick={() => actions.onPasswordReset(account)}>
                <KeyRound aria-hidden="true" />
                {t('actions.sendReset')}
              </Button>
              {account.disabled ? (
                <Button variant="outline" disabled={busy} onClick={() => actions.onEnable(account)}>
                  <RotateCcw aria-hidden="true" />
                  {t('actions.enable')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  className="border-red-300 text-red-700 hover:border-red-600 hover:text-red-800"
                  disabled={busy}
                  onClick={() => actions.onDisable(account)}
                >
                  <Ban aria-hidden="true" />
                  {t('actions.disable')}
                </Button>
              )}
            </div>
          );
        },
      },
    ],
    [t, i18n.language, actions],
  );
  const table = useTable({ features, columns, data: accounts, getRowId: (row) => String(row.id) });

  return (
    <table className="w-full border-separate border-spacing-0 text-start">
      <thead className="hidden md:table-header-group">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                className="border-b border-slate-200 px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            data-testid="account-row"
            className="mb-3 grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0"
          >
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className="min-w-0 align-middle md:border-b md:border-slate-100 md:px-3 md:py-3">
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
