/**
 * The site's service worker (public path /sw.js, built by src/sw/sw-build-plugin.ts). Registering it twice is
 * harmless (the notification centre registers it too, for push).
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/** How often an open page asks whether a new version was deployed (besides each time it comes to the front). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the worker and calls `onWaiting` when a new version has installed and waits behind the one in
 * control; the `activate` it is given tells that worker to take over, and the page reloads once it has.
 * A first install (no worker in control yet) is not an update: it takes over without asking.
 * Returns the function that stops watching.
 */
export function watchServiceWorker(onWaiting: (activate: () => void) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  let stopped = false;
  let reloadOnChange = false;
  const cleanups: (() => void)[] = [];

  const offer = (worker: ServiceWorker) => {
    if (stopped || !container.controller) return;
    onWaiting(() => {
      reloadOnChange = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const onControllerChange = () => {
    if (reloadOnChange) window.location.reload();
  };
  container.addEventListener('controllerchange', onControllerChange);
  cleanups.push(() => container.removeEventListener('controllerchange', onControllerChange));

  registerServiceWorker()
    .then((registration) => {
      if (stopped) return;
      if (registration.waiting) offer(registration.waiting);
      const onUpdateFound = () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(installing);
        });
      };
      registration.addEventListener('updatefound', onUpdateFound);
      const check = () => void registration.update().catch(() => undefined);
      const onVisible = () => {
        if (document.visibilityState === 'visible') check();
      };
      document.addEventListener('visibilitychange', onVisible);
      const timer = setInterval(check, UPDATE_CHECK_MS);
      cleanups.push(() => {
        registration.removeEventListener('updatefound', onUpdateFound);
        document.removeEventListener('visibilitychange', onVisible);
        clearInterval(timer);
      });
    })
    .catch(() => undefined);

  return () => {
    stopped = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
