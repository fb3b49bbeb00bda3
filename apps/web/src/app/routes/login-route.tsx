import type { User } from '@aushadh/shared/auth/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import LoginPage from '../../features/auth/pages/login-page.tsx';
import { RETURN_TO_PARAM, safeReturnTo } from '../../lib/return-to.ts';
import { currentUserQueryKey, setCurrentUser, useCurrentUser } from '../session/get-current-user.ts';
import { resolveTempUserId, useGuestId } from '../session/get-guest-id.ts';

/** A same-site path to come back to after signing in (e.g. /checkout), never another site. */
export function safeRedirect(value: string | null): string | null {
  return safeReturnTo(value);
}

/**
 * /login: the auth feature's page, wired to the session (current user and guest id). With ?returnTo=/path
 * (or the older ?redirect=/path, e.g. a guest sent here from checkout) the visitor goes back there once
 * signed in; staff still land on their area unless that page is inside it (landingAfterSignIn).
 */
export default function LoginRoute() {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get(RETURN_TO_PARAM) ?? searchParams.get('redirect'));
  const user = useCurrentUser();
  // Start loading the guest id with the page, so the sign-in call can send it at once.
  useGuestId();
  const onSignedIn = useCallback((signedIn: User) => setCurrentUser(queryClient, signedIn), [queryClient]);
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
      returnTo={redirect}
    />
  );
}
