import type { User } from '@aushadh/shared/auth/schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import LoginPage from '../../features/auth/pages/login-page.tsx';
import { currentUserQueryKey, setCurrentUser, useCurrentUser } from '../session/get-current-user.ts';
import { resolveTempUserId, useGuestId } from '../session/get-guest-id.ts';

/** /login: the auth feature's page, wired to the session (current user and guest id). */
export default function LoginRoute() {
  const queryClient = useQueryClient();
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
    />
  );
}
