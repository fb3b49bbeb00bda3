import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema, verifyOtpRequestSchema } from '@aushadh/shared/auth/schemas.ts';
import { useForm } from 'react-hook-form';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { OtpField } from './otp-field.tsx';

export type EmailValues = z.output<typeof emailRequestSchema>;
export type CodeValues = z.output<typeof verifyOtpRequestSchema>;
/** Lets a flow show the server's refusal beside the field (or above the button) as well as in its toast. */
export type EmailFormErrors = UseFormSetError<z.input<typeof emailRequestSchema>>;
export type CodeFormErrors = UseFormSetError<z.input<typeof verifyOtpRequestSchema>>;

/** Step 1 of both e-mailed-code flows (forgot password, OTP login): ask for the e-mail. */
export function EmailRequestForm({
  defaultEmail,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  defaultEmail: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: EmailValues, setError: EmailFormErrors) => void;
}) {
  const { t } = useTranslation('auth');
  const { message } = useErrorText();
  const form = useForm<z.input<typeof emailRequestSchema>, unknown, EmailValues>({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
      className="flex flex-col gap-4"
    >
      <TextField
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={message(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <FormError message={message(form.formState.errors.root?.server?.message)} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** Step 2 of both flows: the e-mail read-only, the 6-digit code, Change Email and Resend. */
export function CodeVerifyForm({
  email,
  codeLabel,
  pending,
  submitLabel,
  pendingLabel,
  changeEmailLabel,
  resendLabel,
  resendPending,
  onSubmit,
  onChangeEmail,
  onResend,
}: {
  email: string;
  codeLabel: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  changeEmailLabel: string;
  resendLabel: string;
  resendPending: boolean;
  onSubmit: (values: CodeValues, setError: CodeFormErrors) => void;
  onChangeEmail: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation('auth');
  const { message } = useErrorText();
  const form = useForm<z.input<typeof verifyOtpRequestSchema>, unknown, CodeValues>({
    resolver: zodResolver(verifyOtpRequestSchema),
    defaultValues: { email, otp: '' },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
      className="flex flex-col gap-4"
    >
      <TextField type="email" label={t('fields.email')} readOnly autoComplete="email" {...form.register('email')} />
      <OtpField
        label={codeLabel}
        placeholder={t('fields.otpPlaceholder')}
        error={message(form.formState.errors.otp?.message)}
        {...form.register('otp')}
      />
      <FormError message={message(form.formState.errors.root?.server?.message)} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? pendingLabel : submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" className="min-h-11 px-0 py-1" onClick={onChangeEmail}>
          {changeEmailLabel}
        </Button>
        <Button variant="link" className="min-h-11 px-0 py-1" onClick={onResend} disabled={resendPending}>
          {resendLabel}
        </Button>
      </div>
    </form>
  );
}
