import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileRequestSchema } from '@aushadh/shared/auth/schemas.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import type { UpdateProfileRequest } from '../api/update-profile.ts';

type ProfileFormInput = z.input<typeof updateProfileRequestSchema>;

/** "98765 43210" and "+91-98765-43210" are how people type numbers: drop the spaces and hyphens first. */
function compactMobile(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '') : value;
}

export interface ProfileDetailsFormProps {
  user: User;
  onUserUpdated: (user: User) => void;
}

/** Edit name and mobile (validated by the shared updateProfileRequestSchema). */
export function ProfileDetailsForm({ user, onUserUpdated }: ProfileDetailsFormProps) {
  const { t } = useTranslation('account');
  const { message, error: errorText } = useErrorText();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { name: user.name, mobile: user.mobile ?? '' },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = (values: UpdateProfileRequest) =>
    update.mutate(values, {
      onSuccess: (updated) => {
        onUserUpdated(updated);
        form.reset({ name: updated.name, mobile: updated.mobile ?? '' });
        toast({
          title: t('toasts.profileUpdatedTitle'),
          description: t('toasts.profileUpdatedDescription'),
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({
          title: t('toasts.profileFailedTitle'),
          description: errorText(error) ?? t('toasts.profileFailed'),
          variant: 'destructive',
        });
        showServerErrors(form.setError, error, ['name', 'mobile'], t('toasts.profileFailed'));
      },
    });

  return (
    <Card>
      <CardHeader>
        <h2 id="edit-profile-title" className="text-base font-semibold text-slate-900">
          {t('edit.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('edit.description')}</p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="edit-profile-title"
          onSubmit={form.handleSubmit(onSubmit)}
          className="flex flex-col gap-4"
        >
          <TextField
            label={t('fields.name')}
            autoComplete="name"
            error={message(errors.name?.message)}
            {...form.register('name')}
          />
          <TextField
            type="tel"
            label={t('fields.mobile')}
            placeholder={t('fields.mobilePlaceholder')}
            description={t('fields.mobileHint')}
            autoComplete="tel-national"
            inputMode="tel"
            error={message(errors.mobile?.message)}
            {...form.register('mobile', { setValueAs: compactMobile })}
          />
          <FormError message={message(errors.root?.server?.message)} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending || !isDirty}>
              {update.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
            {isDirty ? (
              <Button variant="ghost" onClick={() => form.reset()}>
                {t('edit.cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
