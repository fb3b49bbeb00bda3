import { zodResolver } from '@hookform/resolvers/zod';
import { landingAfterSignIn, normaliseRole } from '@aushadh/shared/auth/roles.ts';
import { registerFormSchema } from '@aushadh/shared/auth/schemas.ts';
import type { RegisterForm as RegisterFormValues, User } from '@aushadh/shared/auth/schemas.ts';
import { CircleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';
import { useLogin } from '../api/post-login.ts';
import { useRegister } from '../api/post-register.ts';
import { signInFormSchema } from '../components/auth-forms.ts';
import type { RegisterFormInput, SignInFormInput, SignInFormValues } from '../components/auth-forms.ts';
import { AuthSidePanel } from '../components/auth-side-panel.tsx';
import { ForgotPasswordFlow } from '../components/forgot-password-flow.tsx';
import { useNotifyFailure } from '../components/notify-failure.ts';
import { OtpLoginFlow } from '../components/otp-login-flow.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialSignInButtons } from '../components/social-sign-in-buttons.tsx';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';
import type { SignInKind } from '../hooks/use-after-sign-in.ts';

export type LoginTab = 'login' | 'register';
type SignInMode = 'password' | 'forgot' | 'otp';

/** Longest provider error shown from the URL: the server's messages are short sentences. */
const MAX_SOCIAL_ERROR_LENGTH = 200;

export interface LoginPageProps {
  /** The signed-in user (null when signed out, undefined while loading). A signed-in visitor goes to /profile. */
  currentUser: User | null | undefined;
  /** The visitor's guest id, sent as tempUserId so the guest cart follows them (SPEC §3). */
  getTempUserId: () => Promise<string | null>;
  /** A sign-in call returned this user: make it the current user everywhere. */
  onSignedIn: (user: User) => void;
  /** The session check after sign-in found no session: forget the user again. */
  onSessionLost: () => void;
  /** Full-page navigation for social sign-in; replaceable in tests. */
  assignLocation?: (url: string) => void;
  /** A checked same-site page to return to after signing in (the visitor came from there). */
  returnTo?: string | null;
}

/** /login: Sign In or Register (SPEC §2 Login page, §4 Authentication). */
export default function LoginPage({
  currentUser,
  getTempUserId,
  onSignedIn,
  onSessionLost,
  assignLocation,
  returnTo = null,
}: LoginPageProps) {
  const { t } = useTranslation('auth');
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { message } = useErrorText();
  // The server's English, and its catalog token to show instead in the visitor's language.
  const socialError =
    message(searchParams.get('socialErrorCode') ?? undefined) ??
    (searchParams.get('socialError')?.slice(0, MAX_SOCIAL_ERROR_LENGTH) || null);
  const [tab, setTab] = useState<LoginTab>('login');
  const [mode, setMode] = useState<SignInMode>('password');
  const [finishing, setFinishing] = useState(false);
  // Set while this page signs someone in, so the new user is not mistaken for an earlier session.
  const signingIn = useRef(false);

  const signInForm = useForm<SignInFormInput, unknown, SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const registerForm = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', username: '', password: '', confirmPassword: '', consents: [] },
  });
  const login = useLogin();
  const register = useRegister();

  useEffect(() => {
    if (currentUser && !signingIn.current) {
      const to = returnTo ? landingAfterSignIn(normaliseRole(currentUser.role), returnTo) : '/profile';
      void navigate(to, { replace: true });
    }
  }, [currentUser, navigate, returnTo]);

  const sessionLost = useCallback(() => {
    signingIn.current = false;
    onSessionLost();
  }, [onSessionLost]);
  const afterSignIn = useAfterSignIn(sessionLost, returnTo);

  const switchTab = (next: string) => {
    setTab(next === 'register' ? 'register' : 'login');
    setMode('password');
    signInForm.clearErrors();
    registerForm.clearErrors();
  };

  const finish = (user: User, kind: SignInKind) => {
    setFinishing(true);
    void afterSignIn(user, kind).then((outcome) => {
      if (outcome === 'redirected') return;
      setFinishing(false);
      if (kind === 'register' && outcome === 'session-invalid') switchTab('login');
    });
  };

  const submitLogin = async (values: SignInFormValues) => {
    signingIn.current = true;
    const tempUserId = await getTempUserId();
    login.mutate(
      { ...values, tempUserId },
      {
        onSuccess: (user) => {
          onSignedIn(user);
          toast({
            title: t('toasts.loginSuccessTitle'),
            description: t('toasts.loginSuccessDescription', { name: user.name }),
            variant: 'success',
          });
          finish(user, 'login');
        },
        onError: (error) => {
          signingIn.current = false;
          notifyFailure(t('toasts.loginFailedTitle'), error, t('toasts.loginFailed'));
          showServerErrors(signInForm.setError, error, ['username', 'password'], t('toasts.loginFailed'));
        },
      },
    );
  };

  const submitRegister = async ({ confirmPassword: _confirm, consents, ...fields }: RegisterFormValues) => {
    signingIn.current = true;
    const tempUserId = await getTempUserId();
    register.mutate(
      // Only ticked purposes are sent; none ticked leaves the field out (SPEC's payload unchanged).
      { ...fields, ...(consents?.length ? { consents } : {}), tempUserId },
      {
        onSuccess: (user) => {
          onSignedIn(user);
          toast({
            title: t('toasts.registerSuccessTitle'),
            description: t('toasts.registerSuccessDescription', { name: user.name }),
            variant: 'success',
          });
          finish(user, 'register');
        },
        onError: (error) => {
          signingIn.current = false;
          notifyFailure(t('toasts.registerFailedTitle'), error, t('toasts.registerFailed'));
          showServerErrors(
            registerForm.setError,
            error,
            ['name', 'email', 'username', 'password'],
            t('toasts.registerFailed'),
          );
        },
      },
    );
  };

  const signInPending = signInForm.formState.isSubmitting || login.isPending || (finishing && tab === 'login');
  const registerPending =
    registerForm.formState.isSubmitting || register.isPending || (finishing && tab === 'register');

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12 lg:px-6">
      <title>{`${t('page.title')} | ${t('brand.name')}`}</title>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10">
        <section
          aria-labelledby="login-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:order-last"
        >
          <h1 id="login-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('page.title')}
          </h1>
          <p className="mt-1.5 text-sm text-slate-600">{t('page.subtitle')}</p>
          {socialError ? (
            <div
              role="alert"
              className="mt-5 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
              <div>
                <p className="font-semibold">{t('social.errorTitle')}</p>
                <p>{socialError}</p>
              </div>
            </div>
          ) : null}
          <Tabs value={tab} onValueChange={switchTab} className="mt-6">
            <TabsList aria-label={t('tabs.label')}>
              <TabsTrigger value="login">{t('tabs.signIn')}</TabsTrigger>
              <TabsTrigger value="register">{t('tabs.register')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              {mode === 'password' ? (
                <SignInForm
                  form={signInForm}
                  pending={signInPending}
                  onSubmit={submitLogin}
                  onForgotPassword={() => setMode('forgot')}
                  onLoginWithOtp={() => setMode('otp')}
                />
              ) : null}
              {mode === 'forgot' ? (
                <ForgotPasswordFlow
                  onBackToLogin={(email) => {
                    setMode('password');
                    if (email) signInForm.setValue('username', email);
                  }}
                />
              ) : null}
              {mode === 'otp' ? (
                <OtpLoginFlow
                  getTempUserId={getTempUserId}
                  onSigningIn={() => {
                    signingIn.current = true;
                  }}
                  onSignedIn={(user) => {
                    onSignedIn(user);
                    void navigate(landingAfterSignIn(normaliseRole(user.role), returnTo), { replace: true });
                  }}
                  onFailed={() => {
                    signingIn.current = false;
                  }}
                  onBackToPassword={() => setMode('password')}
                />
              ) : null}
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              <RegisterForm form={registerForm} pending={registerPending} onSubmit={submitRegister} />
            </TabsContent>
          </Tabs>
          {mode === 'password' ? (
            <div className="mt-6">
              <SocialSignInButtons {...(assignLocation ? { navigate: assignLocation } : {})} />
            </div>
          ) : null}
        </section>
        <AuthSidePanel />
      </div>
    </div>
  );
}
