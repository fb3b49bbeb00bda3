import type { AdminAccount } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { ROLES, type Role } from '@aushadh/shared/auth/roles.ts';
import { ChevronLeft, ChevronRight, Search, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useAccounts, type AccountFilter } from '../api/get-accounts.ts';
import { useSendPasswordReset } from '../api/send-password-reset.ts';
import { useSetDisabled } from '../api/set-disabled.ts';
import { AccountsTable, type AccountActions } from '../components/accounts-table.tsx';
import { CreateStaffDialog } from '../components/create-staff-dialog.tsx';
import { useSearchAfterPause } from '../../../lib/use-search-after-pause.ts';
import { useUpdateSearchParams } from '../../../lib/use-update-search-params.ts';

function readFilter(params: URLSearchParams): AccountFilter {
  const role = params.get('role');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * /admin/users (SPEC §2, issue 17 item 2): every account, found by name, username, e-mail or mobile and by
 * role (the filter lives in the URL); staff accounts created; roles changed (undo in the toast); accounts
 * disabled after a confirmation, or enabled; a password-reset code mailed. What a subadmin may not do is
 * refused by the server and not offered here.
 */
export default function AdminUsersPage({ selfId, actorRole }: { selfId: number; actorRole: Role }) {
  const { t } = useTranslation('admin');
  const { error: errorText } = useErrorText();
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const filter = readFilter(params);
  const [typed, setTyped] = useState(filter.q);
  const accounts = useAccounts(filter);
  const changeRole = useChangeRole();
  const setDisabled = useSetDisabled();
  const sendReset = useSendPasswordReset();
  const [creating, setCreating] = useState(false);
  const [toDisable, setToDisable] = useState<AdminAccount | null>(null);
  const canManageAdmins = actorRole === 'admin';

  const update = (next: Partial<AccountFilter>) =>
    updateParams(
      (current) => {
        const merged = { ...readFilter(current), page: 1, ...next };
        const search = new URLSearchParams();
        if (merged.q.trim()) search.set('q', merged.q.trim());
        if (merged.role) search.set('role', merged.role);
        if (merged.page > 1) search.set('page', String(merged.page));
        return search;
      },
      { replace: next.page === undefined },
    );

  // The search box asks the server once the typing pauses (a role chosen meanwhile stays).
  useSearchAfterPause(typed, filter.q, (q) => update({ q }));

  const failed = (error: unknown) =>
    toast({ title: t('actions.failed'), description: errorText(error), variant: 'destructive' });
  const busyId =
    (changeRole.isPending && changeRole.variables?.id) ||
    (setDisabled.isPending && setDisabled.variables?.id) ||
    (sendReset.isPending && sendReset.variables) ||
    null;

  const actions: AccountActions = useMemo(
    () => ({
      selfId,
      canManageAdmins,
      busyId: typeof busyId === 'number' ? busyId : null,
      onRole: (account, role) =>
        changeRole.mutate(
          { id: account.id, role },
          {
            onSuccess: () =>
              toast({
                title: t('actions.roleChanged', { name: account.name, role: t(`roles.${role}`) }),
                action: {
                  label: t('actions.undo'),
                  onClick: () => changeRole.mutate({ id: account.id, role: account.role }, { onError: failed }),
                },
              }),
            onError: failed,
          },
        ),
      onDisable: (account) => setToDisable(account),
      onEnable: (account) =>
        setDisabled.mutate(
          { id: account.id, disabled: false },
          { onSuccess: () => toast({ title: t('actions.enabled', { name: account.name }) }), onError: failed },
        ),
      onPasswordReset: (account) =>
        sendReset.mutate(account.id, {
          onSuccess: () => toast({ title: t('actions.resetSent', { email: account.email }) }),
          onError: failed,
        }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selfId, canManageAdmins, busyId, t],
  );

  return (
    <section aria-labelledby="admin-users-title" className="flex flex-col gap-5">
      <title>{`${t('users.title')} | Aushadh`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="admin-users-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('users.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('users.description')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          {t('users.create')}
        </Button>
      </div>

      <form
        role="search"
        onSubmit={(event) => (event.preventDefault(), update({ q: typed }))}
        className="flex flex-wrap gap-3"
      >
        <div className="relative min-w-0 flex-1 basis-64">
          <Search className="pointer-events-none absolute start-3 top-3.5 size-4 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            aria-label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            className={cn(inputClassName, 'ps-9')}
          />
        </div>
        <select
          aria-label={t('users.roleFilter')}
          value={filter.role}
          onChange={(event) => update({ role: event.target.value as Role | '' })}
          className={cn(inputClassName, 'w-48')}
        >
          <option value="">{t('users.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </form>

      <QueryState
        query={accounts}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StateMessage icon={<Users />} title={t('users.emptyTitle')} description={t('users.emptyDescription')} />
        }
      >
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
          return (
            <div
              className={cn('flex flex-col gap-4', accounts.isPlaceholderData && 'opacity-60')}
              aria-busy={accounts.isFetching}
            >
              <p className="text-sm text-slate-600" aria-live="polite">
                {t('users.count', { count: page.total })}
              </p>
              <AccountsTable accounts={page.items} actions={actions} />
              <nav aria-label={t('users.pages')} className="flex items-center justify-between gap-3">
                <Button variant="outline" disabled={page.page <= 1} onClick={() => update({ page: page.page - 1 })}>
                  <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
                  {t('users.previous')}
                </Button>
                <span className="text-sm text-slate-700">{t('users.pageOf', { page: page.page, pages })}</span>
                <Button variant="outline" disabled={page.page >= pages} onClick={() => update({ page: page.page + 1 })}>
                  {t('users.next')}
                  <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
                </Button>
              </nav>
            </div>
          );
        }}
      </QueryState>

      <CreateStaffDialog
        open={creating}
        onOpenChange={setCreating}
        canManageAdmins={canManageAdmins}
        onCreated={(name) => toast({ title: t('create.done', { name }) })}
      />

      <Dialog open={toDisable !== null} onOpenChange={(open) => !open && setToDisable(null)}>
        <DialogContent closeLabel={t('create.close')}>
          <DialogHeader>
            <DialogTitle>{t('disable.title', { name: toDisable?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('disable.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2 p-5">
            <Button variant="outline" onClick={() => setToDisable(null)}>
              {t('create.cancel')}
            </Button>
            <Button
              className="bg-red-700 hover:bg-red-800"
              disabled={setDisabled.isPending}
              onClick={() => {
                const account = toDisable;
                if (!account) return;
                setDisabled.mutate(
                  { id: account.id, disabled: true },
                  {
                    onSuccess: () => {
                      setToDisable(null);
                      toast({ title: t('actions.disabled', { name: account.name }) });
                    },
                    onError: (error) => (setToDisable(null), failed(error)),
                  },
                );
              }}
            >
              {t('disable.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
