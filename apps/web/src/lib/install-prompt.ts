import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings): `prompt()` shows the browser's own install dialog. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's `beforeinstallprompt` for the home page's app promotion (SPEC §2): the event fires once,
 * early, so it is caught when this module loads (with the home route) and used when the visitor asks.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => (installed ? 'installed' : deferred ? 'ready' : 'unavailable');

/** 'ready': the browser offered to install (show the button); 'installed'; else 'unavailable' (explain how). */
export function useInstallPrompt() {
  const state = useSyncExternalStore(subscribe, snapshot, () => 'unavailable' as const);
  return {
    state,
    async install(): Promise<void> {
      const event = deferred;
      if (!event) return;
      deferred = null;
      await event.prompt();
      if ((await event.userChoice).outcome === 'accepted') installed = true;
      notify();
    },
  };
}
