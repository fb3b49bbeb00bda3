import { useEffect, useState, type ComponentType } from 'react';
import { useCurrentUser } from '../session/get-current-user.ts';
import { useIdleFlag } from './deferred-menu.tsx';

type Center = ComponentType<{ userId: number }>;
const loadCenter = () => import('../../features/notifications/components/notification-center.tsx');

/**
 * The header's notification bell (issue 19): only for a signed-in person, and only once the page is live and
 * idle — its code (inbox, push subscription, Radix menu) stays out of the first visit's bundle.
 */
export function NotificationsSlot() {
  const user = useCurrentUser();
  const idle = useIdleFlag();
  const [Center, setCenter] = useState<Center | null>(null);
  const signedIn = Boolean(user.data);
  useEffect(() => {
    if (!idle || !signedIn || Center) return;
    let current = true;
    loadCenter()
      .then((module) => current && setCenter(() => module.default))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [idle, signedIn, Center]);
  if (!user.data || !Center) return null;
  return <Center userId={user.data.id} />;
}
