import { vapidPublicKeySchema } from '@aushadh/shared/notifications/schemas.ts';
import { apiFetch, apiRequest } from '../../../lib/api-client.ts';

/** SPEC §4: the browser's permission, or "unsupported" where there is no Notification or Push API. */
export type PermissionState = 'unsupported' | 'default' | 'granted' | 'denied';

export function permissionState(): PermissionState {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

/** The site's worker: registered on first use (never on the first visit's critical path). */
export function serviceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready);
}

const keyBytes = (base64url: string) => {
  const raw = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * SPEC §4: with permission granted, this browser's push subscription (the "token") is fetched — made with the
 * server's VAPID key when there is none — and saved for the user (POST /api/notification-tokens, SPEC §7).
 */
export async function saveSubscription(userId: number): Promise<void> {
  const registration = await serviceWorker();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await apiFetch('/api/notifications/vapid-public-key', vapidPublicKeySchema);
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  }
  await apiRequest('/api/notification-tokens', {
    method: 'POST',
    body: { token: JSON.stringify(subscription.toJSON()), userId },
  });
}
