import type { User } from '@aushadh/shared/auth/schemas.ts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { useRequestLoginOtp } from '../api/request-login-otp.ts';
import { useVerifyLoginOtp } from '../api/verify-login-otp.ts';
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
  const notifyFailure = useNotifyFailure();
  const [step, setStep] = useState<'request' | 'verify'>('request');
  const [email, setEmail] = useState('');
  const requestCode = useRequestLoginOtp();

  const sendCode = (to: string, onSent?: () => void, setError?: EmailFormErrors) => {
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
        onError: (error) => {
          notifyFailure(t('toasts.errorTitle'), error, t('toasts.failedToSendLoginOtp'));
          if (setError) showServerErrors(setError, error, ['email'], t('toasts.failedToSendLoginOtp'));
        },
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
          onSubmit={(values, setError) =>
            sendCode(
              values.email,
              () => {
                setEmail(values.email);
                setStep('verify');
              },
              setError,
            )
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

function RequestCodeStep({
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
      submitLabel={t('otpLogin.getCode')}
      pendingLabel={t('otpLogin.sending')}
      onSubmit={onSubmit}
    />
  );
}

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
  const notifyFailure = useNotifyFailure();
  const verify = useVerifyLoginOtp();
  const onSubmit = async (values: CodeValues, setError: CodeFormErrors) => {
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
          showServerErrors(setError, error, ['otp'], t('toasts.failedToVerifyLoginOtp'));
        },
      },
    );
  };
  const pending = verify.isPending || verify.isSuccess;
  return (
    <CodeVerifyForm
      email={email}
      codeLabel={t('fields.oneTimeCode')}
      pending={pending}
      submitLabel={t('otpLogin.logIn')}
      pendingLabel={t('otpLogin.loggingIn')}
      changeEmailLabel={t('otpLogin.changeEmail')}
      resendLabel={t('otpLogin.resendCode')}
      resendPending={resendPending}
      onSubmit={(values, setError) => void onSubmit(values, setError)}
      onChangeEmail={onChangeEmail}
      onResend={onResend}
    />
  );
}
