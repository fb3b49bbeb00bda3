import type { User } from '@aushadh/shared/auth/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import LoginPage from '../../features/auth/pages/login-page.tsx';
import { currentUserQueryKey, setCurrentUser, useCurrentUser } from '../session/get-current-user.ts';
import { resolveTempUserId, useGuestId } from '../session/get-guest-id.ts';

/** A same-site path to come back to after signing in (e.g. /checkout), never another site. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.startsWith('/login') ? null : value;
}

/**
 * /login: the auth feature's page, wired to the session (current user and guest id). With ?redirect=/path
 * (a guest sent here from checkout) the visitor goes back there once signed in instead of the role's landing.
 */
export default function LoginRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  const user = useCurrentUser();
  // Start loading the guest id with the page, so the sign-in call can send it at once.
  useGuestId();
  const onSignedIn = useCallback(
    (signedIn: User) => {
      setCurrentUser(queryClient, signedIn);
      if (redirect) void navigate(redirect, { replace: true });
    },
    [navigate, queryClient, redirect],
  );
  // Already signed in and asked to go somewhere: go there (the page itself would send them to /profile).
  useEffect(() => {
    if (redirect && user.data) void navigate(redirect, { replace: true });
  }, [navigate, redirect, user.data]);
  const onSessionLost = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    [queryClient],
  );
  const getTempUserId = useCallback(() => resolveTempUserId(queryClient), [queryClient]);
  return (
    <LoginPage
      currentUser={user.data}
      getTempUserId={getTempUserId}
      onSignedIn={onSignedIn}
      onSessionLost={onSessionLost}
    />
  );
}
