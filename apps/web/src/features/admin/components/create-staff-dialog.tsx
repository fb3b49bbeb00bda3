import { createStaffAccountSchema, type CreateStaffAccount } from '@aushadh/shared/auth/admin-account-schemas.ts';
import { STAFF_ROLES } from '@aushadh/shared/auth/roles.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { useCreateStaffAccount } from '../api/create-staff-account.ts';

const FIELDS = ['name', 'email', 'username', 'role'] as const;

/** A new staff member: name, e-mail, username, role; they set their own password from the mailed code. */
export function CreateStaffDialog({
  open,
  onOpenChange,
  canManageAdmins,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canManageAdmins: boolean;
  onCreated: (name: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = useErrorText();
  const create = useCreateStaffAccount();
  const form = useForm<CreateStaffAccount>({
    resolver: zodResolver(createStaffAccountSchema),
    defaultValues: { name: '', email: '', username: '', role: 'chemist' },
  });
  const roles = STAFF_ROLES.filter((role) => canManageAdmins || (role !== 'admin' && role !== 'subadmin'));
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => {
        form.reset();
        onOpenChange(false);
        onCreated(account.name);
      },
      onError: (error) => showServerErrors(form.setError, error, FIELDS, t('create.failed')),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('create.close')}>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
          <TextField
            label={t('create.name')}
            autoComplete="off"
            error={message(errors.name?.message)}
            {...form.register('name')}
          />
          <TextField
            label={t('create.email')}
            type="email"
            autoComplete="off"
            dir="ltr"
            error={message(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            label={t('create.username')}
            autoComplete="off"
            dir="ltr"
            error={message(errors.username?.message)}
            {...form.register('username')}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="create-staff-role" className="text-sm font-medium text-slate-800">
              {t('create.role')}
            </label>
            <select id="create-staff-role" className={inputClassName} {...form.register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          {errors.root?.server ? (
            <p role="alert" className="text-sm text-red-700">
              {message(errors.root.server.message)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('create.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
