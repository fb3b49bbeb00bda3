/* global self */
/* Aushadh's service worker (issue 19): shows pushed notifications and opens them. Plain script, served from
   the site's root so its scope is the whole site; registered lazily after load by the notification centre. */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string') return data;
  } catch {
    /* not JSON: shown as text below */
  }
  return { id: 0, kind: 'message', title: 'Aushadh', body: event.data ? event.data.text() : '', link: '/' };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.find((client) => client.visibilityState === 'visible' && client.focused);
      // The page is in front: it shows a 5-second toast instead (SPEC §9), and refreshes its inbox.
      if (visible) {
        visible.postMessage({ type: 'aushadh-push', payload });
        return;
      }
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/favicon.svg',
        badge: '/favicon.svg',
        tag: `aushadh-${payload.id}`,
        data: { link: typeof payload.link === 'string' && payload.link.startsWith('/') ? payload.link : '/' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === link) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== link && 'navigate' in open) await open.navigate(link);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
