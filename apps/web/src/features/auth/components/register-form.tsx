import type { RegisterForm as RegisterFormValues } from '@aushadh/shared/auth/schemas.ts';
import { CONSENT_PURPOSES } from '@aushadh/shared/privacy/consents.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePasswordCheck } from '../api/check-password.ts';
import type { RegisterFormApi } from './auth-forms.ts';

export interface RegisterFormProps {
  form: RegisterFormApi;
  pending: boolean;
  onSubmit: (values: RegisterFormValues) => void;
}

/**
 * Full Name, Email, Username, Password and Confirm Password (SPEC §2), validated by the shared schema, then
 * the DPDP notice of what is collected and why, and the optional purposes (unticked: consent is opt-in).
 */
export function RegisterForm({ form, pending, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const { message } = useErrorText();
  const { errors } = form.formState;
  const passwordToggle = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };
  const [password = '', username = '', email = ''] = form.watch(['password', 'username', 'email']);
  // Before submit: the server's common-password list says why a password would be refused.
  const passwordCheck = usePasswordCheck({ password, username, email });
  const refusal = passwordCheck.verdict?.reason;
  const policyError =
    refusal === 'common'
      ? t('register.passwordCommon')
      : refusal === 'matchesAccount'
        ? t('register.passwordMatchesAccount')
        : undefined;
  const passwordField = form.register('password');
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-busy={pending}>
      <TextField
        label={t('fields.name')}
        placeholder={t('fields.namePlaceholder')}
        autoComplete="name"
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('fields.username')}
        placeholder={t('fields.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={message(errors.username?.message)}
        {...form.register('username')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('fields.password')}
          placeholder={t('fields.newPasswordPlaceholder')}
          autoComplete="new-password"
          error={message(errors.password?.message) ?? policyError}
          description={passwordCheck.verdict?.acceptable ? t('register.passwordAccepted') : undefined}
          {...passwordToggle}
          {...passwordField}
          onBlur={(event) => {
            passwordCheck.flush();
            void passwordField.onBlur(event);
          }}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          placeholder={t('fields.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          error={message(errors.confirmPassword?.message)}
          {...passwordToggle}
          {...form.register('confirmPassword')}
        />
      </div>
      <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <legend className="sr-only">{t('register.notice.title')}</legend>
        <p className="text-slate-700">
          {t('register.notice.text')}{' '}
          <Link to="/privacy" className="font-medium text-brand-800 underline hover:no-underline">
            {t('register.notice.link')}
          </Link>
        </p>
        {CONSENT_PURPOSES.map((purpose) => (
          <label key={purpose} className="flex items-start gap-2 text-slate-800">
            <input
              type="checkbox"
              value={purpose}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              {...form.register('consents')}
            />
            <span>{t(`register.consents.${purpose}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={message(errors.root?.server?.message)} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('register.pending') : t('register.submit')}
      </Button>
    </form>
  );
}
