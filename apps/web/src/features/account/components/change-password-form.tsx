import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema } from '@aushadh/shared/auth/schemas.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FormError, PasswordField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useChangePassword } from '../api/change-password.ts';
import type { ChangePasswordRequest } from '../api/change-password.ts';

type ChangePasswordInput = z.input<typeof changePasswordRequestSchema>;

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** Current, new and confirmed password (shared changePasswordRequestSchema); other devices are signed out. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const { message, error: errorText } = useErrorText();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const toggle = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };

  const onSubmit = (values: ChangePasswordRequest) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({
          title: t('toasts.passwordChangedTitle'),
          description: t('toasts.passwordChangedDescription'),
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({
          title: t('toasts.passwordFailedTitle'),
          description: errorText(error) ?? t('toasts.passwordFailed'),
          variant: 'destructive',
        });
        showServerErrors(
          form.setError,
          error,
          ['currentPassword', 'password', 'confirmPassword'],
          t('toasts.passwordFailed'),
        );
      },
    });

  return (
    <Card>
      <CardHeader>
        <h2 id="change-password-title" className="text-base font-semibold text-slate-900">
          {t('password.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('password.description')}</p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="change-password-title"
          onSubmit={form.handleSubmit(onSubmit)}
          className="flex flex-col gap-4"
        >
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            error={message(errors.currentPassword?.message)}
            {...toggle}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            error={message(errors.password?.message)}
            {...toggle}
            {...form.register('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            error={message(errors.confirmPassword?.message)}
            {...toggle}
            {...form.register('confirmPassword')}
          />
          <FormError message={message(errors.root?.server?.message)} />
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
