import { landingAfterSignIn, normaliseRole } from '@aushadh/shared/auth/roles.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { LOGIN_REDIRECT_DEFAULT, REDIRECT_DELAYS } from '@aushadh/shared/constants.ts';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast.ts';
import { getSessionCheck } from '../api/get-session-check.ts';

export type SignInKind = 'login' | 'register';
export type AfterSignInOutcome = 'redirected' | 'session-invalid' | 'left-page';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §4 after a successful login or registration: wait 1 s, verify the session, then go to the role's
 * landing page. Invalid after login: "Authentication Error", no redirect. Invalid after registration:
 * "please log in" and /login. The check itself failing: login → /profile, registration → /login.
 */
export function useAfterSignIn(onSessionLost: () => void, returnTo: string | null = null) {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(
    async (user: User, kind: SignInKind): Promise<AfterSignInOutcome> => {
      await wait(REDIRECT_DELAYS.afterLoginMs);
      // The visitor went elsewhere meanwhile: do not pull them back.
      if (!mounted.current) return 'left-page';
      let isAuthenticated: boolean;
      try {
        isAuthenticated = (await getSessionCheck()).isAuthenticated;
      } catch {
        const back = returnTo ? landingAfterSignIn(normaliseRole(user.role), returnTo) : LOGIN_REDIRECT_DEFAULT;
        await navigate(kind === 'login' ? back : '/login', { replace: true });
        return 'redirected';
      }
      if (isAuthenticated) {
        // Back to the page the visitor came from, if any (staff: only from inside their area).
        await navigate(landingAfterSignIn(normaliseRole(user.role), returnTo), { replace: true });
        return 'redirected';
      }
      onSessionLost();
      if (kind === 'login') {
        toast({
          title: t('toasts.authErrorTitle'),
          description: t('toasts.authErrorDescription'),
          variant: 'destructive',
        });
      } else {
        toast({ title: t('toasts.registrationCompleted') });
        await navigate('/login', { replace: true });
      }
      return 'session-invalid';
    },
    [navigate, onSessionLost, returnTo, t],
  );
}
