import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema } from '@aushadh/shared/auth/schemas.ts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyPasswordResetOtp } from '../api/verify-password-reset-otp.ts';
import {
  CodeVerifyForm,
  EmailRequestForm,
  type CodeFormErrors,
  type CodeValues,
  type EmailFormErrors,
  type EmailValues,
} from './email-code-forms.tsx';
import { FlowHeading } from './flow-heading.tsx';
import { useNotifyFailure } from './notify-failure.ts';

type Step = 'request' | 'verify' | 'reset';
const STEPS: Step[] = ['request', 'verify', 'reset'];

export interface ForgotPasswordFlowProps {
  /** Back to the password form; after a reset it gets the e-mail to prefill the sign-in field. */
  onBackToLogin: (email?: string) => void;
}

/**
 * SPEC §4 forgot password: request (e-mail) → verify (OTP) → reset (new password) → back to login.
 * The e-mail is remembered after the request, the OTP after verification.
 */
export function ForgotPasswordFlow({ onBackToLogin }: ForgotPasswordFlowProps) {
  const { t } = useTranslation('auth');
  const notifyFailure = useNotifyFailure();
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const requestOtp = useRequestPasswordReset();

  const sendOtp = (to: string, onSent?: () => void, setError?: EmailFormErrors) => {
    requestOtp.mutate(
      { email: to },
      {
        onSuccess: (reply) => {
          if (!reply.success) {
            toast({
              title: t('toasts.errorTitle'),
              description: reply.message || t('toasts.failedToSendOtp'),
              variant: 'destructive',
            });
            return;
          }
          toast({ title: t('toasts.otpSentTitle'), description: t('toasts.otpSentDescription'), variant: 'success' });
          onSent?.();
        },
        onError: (error) => {
          notifyFailure(t('toasts.errorTitle'), error, t('toasts.failedToSendOtp'));
          if (setError) showServerErrors(setError, error, ['email'], t('toasts.failedToSendOtp'));
        },
      },
    );
  };

  return (
    <section className="flex flex-col gap-5" aria-labelledby="forgot-password-title">
      <FlowHeading
        id="forgot-password-title"
        title={t('forgot.title')}
        step={t('forgot.steps', { current: STEPS.indexOf(step) + 1, total: STEPS.length })}
        hint={t(
          step === 'request' ? 'forgot.requestHint' : step === 'verify' ? 'forgot.verifyHint' : 'forgot.resetHint',
        )}
      />
      {step === 'request' ? (
        <RequestStep
          defaultEmail={email}
          pending={requestOtp.isPending}
          onSubmit={(values, setError) =>
            sendOtp(
              values.email,
              () => {
                setEmail(values.email);
                setStep('verify');
              },
              setError,
            )
          }
        />
      ) : null}
      {step === 'verify' ? (
        <VerifyStep
          email={email}
          resendPending={requestOtp.isPending}
          onVerified={(code) => {
            setOtp(code);
            setStep('reset');
          }}
          onChangeEmail={() => setStep('request')}
          onResend={() => sendOtp(email)}
        />
      ) : null}
      {step === 'reset' ? (
        <ResetStep email={email} otp={otp} onReset={() => onBackToLogin(email)} onBack={() => setStep('verify')} />
      ) : null}
      <Button variant="ghost" className="self-start" onClick={() => onBackToLogin()}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('forgot.backToLogin')}
      </Button>
    </section>
  );
}

function RequestStep({
  defaultEmail,
  pending,
  onSubmit,
}: {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (values: EmailValues, setError: EmailFormErrors) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <EmailRequestForm
      defaultEmail={defaultEmail}
      pending={pending}
      submitLabel={t('forgot.sendOtp')}
      pendingLabel={t('forgot.sending')}
      onSubmit={onSubmit}
    />
  );
}

function VerifyStep({
  email,
  resendPending,
  onVerified,
  onChangeEmail,
  onResend,
}: {
  email: string;
  resendPending: boolean;
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation('auth');
  const notifyFailure = useNotifyFailure();
  const verify = useVerifyPasswordResetOtp();
  const onSubmit = (values: CodeValues, setError: CodeFormErrors) =>
    verify.mutate(values, {
      onSuccess: (reply) => {
        if (!reply.success) {
          toast({
            title: t('toasts.errorTitle'),
            description: reply.message || t('toasts.invalidOtp'),
            variant: 'destructive',
          });
          setError('otp', { type: 'server', message: reply.message || t('toasts.invalidOtp') }, { shouldFocus: true });
          return;
        }
        toast({ title: t('toasts.otpVerifiedTitle'), variant: 'success' });
        onVerified(values.otp);
      },
      onError: (error) => {
        notifyFailure(t('toasts.errorTitle'), error, t('toasts.failedToVerifyOtp'));
        showServerErrors(setError, error, ['otp'], t('toasts.failedToVerifyOtp'));
      },
    });
  return (
    <CodeVerifyForm
      email={email}
      codeLabel={t('fields.otp')}
      pending={verify.isPending}
      submitLabel={t('forgot.verifyOtp')}
      pendingLabel={t('forgot.verifying')}
      changeEmailLabel={t('forgot.changeEmail')}
      resendLabel={t('forgot.resendOtp')}
      resendPending={resendPending}
      onSubmit={onSubmit}
      onChangeEmail={onChangeEmail}
      onResend={onResend}
    />
  );
}

type ResetValues = z.output<typeof resetPasswordRequestSchema>;

function ResetStep({
  email,
  otp,
  onReset,
  onBack,
}: {
  email: string;
  otp: string;
  onReset: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const notifyFailure = useNotifyFailure();
  const { message } = useErrorText();
  const reset = useResetPassword();
  const form = useForm<z.input<typeof resetPasswordRequestSchema>, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email, otp, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = (values: ResetValues) =>
    reset.mutate(values, {
      onSuccess: (reply) => {
        if (!reply.success) {
          toast({
            title: t('toasts.errorTitle'),
            description: reply.message || t('toasts.failedToResetPassword'),
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: t('toasts.passwordResetTitle'),
          description: t('toasts.passwordResetDescription'),
          variant: 'success',
        });
        onReset();
      },
      onError: (error) => {
        notifyFailure(t('toasts.errorTitle'), error, t('toasts.failedToResetPassword'));
        showServerErrors(form.setError, error, ['password', 'confirmPassword'], t('toasts.failedToResetPassword'));
      },
    });
  const passwordToggle = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField type="email" label={t('fields.email')} readOnly autoComplete="email" {...form.register('email')} />
        <TextField label={t('fields.otp')} readOnly inputMode="numeric" {...form.register('otp')} />
      </div>
      <PasswordField
        label={t('fields.newPassword')}
        placeholder={t('fields.newPasswordPlaceholder')}
        autoComplete="new-password"
        autoFocus
        error={message(errors.password?.message)}
        {...passwordToggle}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        placeholder={t('fields.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        error={message(errors.confirmPassword?.message)}
        {...passwordToggle}
        {...form.register('confirmPassword')}
      />
      <FormError message={message(errors.root?.server?.message)} />
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? t('forgot.resetting') : t('forgot.resetPassword')}
      </Button>
      <Button variant="link" className="min-h-11 self-start px-0 py-1 text-sm" onClick={onBack}>
        {t('forgot.backToVerify')}
      </Button>
    </form>
  );
}
