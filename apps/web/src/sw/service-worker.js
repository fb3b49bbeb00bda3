/* global self, caches, __AUSHADH_PRECACHE__ */
/*
 * Aushadh's service worker (issues 19 and 19.4, decisions 0023 and 0027). Plain script, served as /sw.js from the
 * site's root so its scope is the whole site. The build (sw-build-plugin.ts) writes the list of the app shell's
 * files with their revisions into PRECACHE: a new build is a new worker, which waits until
 * the page's update prompt sends SKIP_WAITING.
 *
 * What it caches: only the app shell (the plain index.html, the boot and app scripts, styles, the offline page's
 * code, a few languages' shell texts, icons). Never an API answer nor a server-rendered page: those are one
 * person's. The offline page reads what it shows from the browser's own IndexedDB (features/offline).
 */

/** @type {{ version: string, files: Array<{ url: string, revision: string | null }> }} */
const PRECACHE = __AUSHADH_PRECACHE__;
const CACHE = `aushadh-shell-${PRECACHE.version}`;
const CACHE_PREFIX = 'aushadh-shell-';
/** The plain app shell: a page the browser renders by itself, answered to navigations when the network fails. */
const SHELL = '/index.html';
const precached = new Set(PRECACHE.files.map((file) => file.url));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: from the network, not the HTTP cache (index.html is no-cache, but a proxy may hold it).
      await cache.addAll(PRECACHE.files.map((file) => new Request(file.url, { cache: 'reload' })));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker boots, instead of after it: no delay added to navigations.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** The page's update prompt: "Reload" activates the waiting worker, and the page reloads on controllerchange. */
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The shell marked as the offline page: the app sees the mark and shows the offline shell instead of routing. */
async function offlineShell() {
  const cached = await caches.match(SHELL, { cacheName: CACHE });
  if (!cached) return Response.error();
  const html = (await cached.text()).replace('<div id="root">', '<div id="root" data-offline-shell="">');
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages always come from the server (they are per person and per language); only a failed fetch gets the shell.
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) ?? (await fetch(request));
        } catch {
          return offlineShell();
        }
      })(),
    );
    return;
  }
  if (url.pathname.startsWith('/api/') || !precached.has(url.pathname)) return;
  event.respondWith((async () => (await caches.match(url.pathname, { cacheName: CACHE })) ?? fetch(request))());
});

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
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-96.png',
        tag: `aushadh-${payload.id}`,
        // The server words title and body in the person's language; the text direction follows it.
        ...(typeof payload.lang === 'string' ? { lang: payload.lang, dir: 'auto' } : {}),
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
