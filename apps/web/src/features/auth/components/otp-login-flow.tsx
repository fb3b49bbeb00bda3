import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema, verifyOtpRequestSchema } from '@aushadh/shared/auth/schemas.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useRequestLoginOtp } from '../api/request-login-otp.ts';
import { useVerifyLoginOtp } from '../api/verify-login-otp.ts';
import { FlowHeading } from './flow-heading.tsx';
import { notifyFailure } from './notify-failure.ts';
import { OtpField } from './otp-field.tsx';

export interface OtpLoginFlowProps {
  getTempUserId: () => Promise<string | null>;
  /** Called before the verify call so the page does not treat the new user as an earlier session. */
  onSigningIn: () => void;
  onSignedIn: (user: User) => void;
  onFailed: () => void;
  onBackToPassword: () => void;
}

/** SPEC §4 OTP login: request (e-mail) → verify (one-time code) → signed in and sent to the role's page. */
export function OtpLoginFlow({
  getTempUserId,
  onSigningIn,
  onSignedIn,
  onFailed,
  onBackToPassword,
}: OtpLoginFlowProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'request' | 'verify'>('request');
  const [email, setEmail] = useState('');
  const requestCode = useRequestLoginOtp();

  const sendCode = (to: string, onSent?: () => void) => {
    requestCode.mutate(
      { email: to },
      {
        onSuccess: (reply) => {
          if (!reply.success) {
            toast({ title: t('toasts.noticeTitle'), description: t('toasts.loginCodeSentDescription') });
            return;
          }
          toast({
            title: t('toasts.otpSentTitle'),
            description: t('toasts.loginCodeSentDescription'),
            variant: 'success',
          });
          onSent?.();
        },
        onError: (error) => notifyFailure(t('toasts.errorTitle'), error, t('toasts.failedToSendLoginOtp')),
      },
    );
  };

  return (
    <section className="flex flex-col gap-5" aria-labelledby="otp-login-title">
      <FlowHeading
        id="otp-login-title"
        title={t('otpLogin.title')}
        hint={t(step === 'request' ? 'otpLogin.requestHint' : 'otpLogin.verifyHint')}
      />
      {step === 'request' ? (
        <RequestCodeStep
          defaultEmail={email}
          pending={requestCode.isPending}
          onSubmit={(values) =>
            sendCode(values.email, () => {
              setEmail(values.email);
              setStep('verify');
            })
          }
        />
      ) : (
        <VerifyCodeStep
          email={email}
          resendPending={requestCode.isPending}
          getTempUserId={getTempUserId}
          onSigningIn={onSigningIn}
          onSignedIn={onSignedIn}
          onFailed={onFailed}
          onChangeEmail={() => setStep('request')}
          onResend={() => sendCode(email)}
        />
      )}
      <Button variant="ghost" className="self-start" onClick={onBackToPassword}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('otpLogin.backToPassword')}
      </Button>
    </section>
  );
}

type EmailValues = z.output<typeof emailRequestSchema>;

function RequestCodeStep({
  defaultEmail,
  pending,
  onSubmit,
}: {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (values: EmailValues) => void;
}) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const form = useForm<z.input<typeof emailRequestSchema>, unknown, EmailValues>({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
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
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('otpLogin.sending') : t('otpLogin.getCode')}
      </Button>
    </form>
  );
}

type VerifyValues = z.output<typeof verifyOtpRequestSchema>;

function VerifyCodeStep({
  email,
  resendPending,
  getTempUserId,
  onSigningIn,
  onSignedIn,
  onFailed,
  onChangeEmail,
  onResend,
}: {
  email: string;
  resendPending: boolean;
  getTempUserId: () => Promise<string | null>;
  onSigningIn: () => void;
  onSignedIn: (user: User) => void;
  onFailed: () => void;
  onChangeEmail: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const verify = useVerifyLoginOtp();
  const form = useForm<z.input<typeof verifyOtpRequestSchema>, unknown, VerifyValues>({
    resolver: zodResolver(verifyOtpRequestSchema),
    defaultValues: { email, otp: '' },
  });
  const onSubmit = async (values: VerifyValues) => {
    onSigningIn();
    const tempUserId = await getTempUserId();
    verify.mutate(
      { ...values, tempUserId },
      {
        onSuccess: (user) => {
          toast({
            title: t('toasts.otpLoginSuccessTitle'),
            description: t('toasts.loginSuccessDescription', { name: user.name }),
            variant: 'success',
          });
          onSignedIn(user);
        },
        onError: (error) => {
          onFailed();
          notifyFailure(t('toasts.errorTitle'), error, t('toasts.failedToVerifyLoginOtp'));
        },
      },
    );
  };
  const pending = verify.isPending || verify.isSuccess;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextField type="email" label={t('fields.email')} readOnly autoComplete="email" {...form.register('email')} />
      <OtpField
        label={t('fields.oneTimeCode')}
        placeholder={t('fields.otpPlaceholder')}
        error={message(form.formState.errors.otp?.message)}
        {...form.register('otp')}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('otpLogin.loggingIn') : t('otpLogin.logIn')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" className="h-auto px-0 py-1" onClick={onChangeEmail}>
          {t('otpLogin.changeEmail')}
        </Button>
        <Button variant="link" className="h-auto px-0 py-1" onClick={onResend} disabled={resendPending}>
          {t('otpLogin.resendCode')}
        </Button>
      </div>
    </form>
  );
}
