import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import type { SignInFormApi, SignInFormValues } from './auth-forms.ts';

export interface SignInFormProps {
  form: SignInFormApi;
  pending: boolean;
  onSubmit: (values: SignInFormValues) => void;
  onForgotPassword: () => void;
  onLoginWithOtp: () => void;
}

/** Username or e-mail and password, with the ways out to OTP sign-in and password reset (SPEC §2). */
export function SignInForm({ form, pending, onSubmit, onForgotPassword, onLoginWithOtp }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { message } = useErrorText();
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-busy={pending}>
      <TextField
        label={t('fields.usernameOrEmail')}
        placeholder={t('fields.usernameOrEmailPlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={message(errors.username?.message)}
        {...form.register('username')}
      />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="current-password"
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        error={message(errors.password?.message)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" className="min-h-11 px-0 py-1" onClick={onLoginWithOtp}>
          {t('signIn.loginWithOtp')}
        </Button>
        <Button variant="link" className="min-h-11 px-0 py-1" onClick={onForgotPassword}>
          {t('signIn.forgotPassword')}
        </Button>
      </div>
      <FormError message={message(errors.root?.server?.message)} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('signIn.pending') : t('signIn.submit')}
      </Button>
    </form>
  );
}
