import type { SuccessMessage } from '@aushadh/shared/auth/schemas.ts';
import { REDIRECT_DELAYS } from '@aushadh/shared/constants.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { setCurrentUser } from './get-current-user.ts';
import { refreshGuestId } from './get-guest-id.ts';

export const logoutMutationKey = ['session', 'logout'] as const;

function isSuccessMessage(value: unknown): value is SuccessMessage {
  const reply = value as Partial<Record<keyof SuccessMessage, unknown>> | null;
  return typeof reply?.success === 'boolean' && typeof reply.message === 'string';
}

/** POST /api/logout. A reply that is not the expected JSON still counts as success (SPEC §7). */
export async function postLogout(): Promise<SuccessMessage> {
  const response = await apiRequest('/api/logout', { method: 'POST' });
  const text = await response.text().catch(() => '');
  // Checked by hand rather than with successMessageSchema: this runs on every page, which carries no zod.
  try {
    const parsed: unknown = JSON.parse(text);
    if (isSuccessMessage(parsed)) return { success: parsed.success, message: parsed.message };
  } catch {
    // fall through
  }
  return { success: true, message: '' };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sign-out for every place that offers it (SPEC §4): clears the user, shows the toast, fetches the new
 * guest id and after 0.3 s goes to /. The mutation stays pending until then, so guards can show a
 * spinner instead of flashing "Authentication Required".
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { error: errorText } = useErrorText();
  return useMutation({
    mutationKey: logoutMutationKey,
    /** `quiet`: no "logged out" toast (after account deletion, which shows its own). */
    mutationFn: async (options: { quiet?: boolean } | void) => {
      await postLogout();
      // SPEC §4: the new guest id is fetched before the user is cleared, so nothing is asked for the old
      // guest id; clearing the user drops everything of the account at once (the cart is emptied).
      refreshGuestId(queryClient);
      setCurrentUser(queryClient, null);
      if (!options?.quiet)
        toast({
          title: t('session.loggedOutTitle'),
          description: t('session.loggedOutDescription'),
          variant: 'success',
        });
      await wait(REDIRECT_DELAYS.afterLogoutMs);
      // flushSync: leave the signed-in page at once (a transition would keep it on screen, now showing
      // "Authentication Required", while the home page's chunk loads).
      await navigate('/', { flushSync: true });
    },
    onError: (error) => {
      toast({
        title: t('session.logoutFailedTitle'),
        description: errorText(error) ?? t('session.logoutFailed'),
        variant: 'destructive',
      });
    },
  });
}
