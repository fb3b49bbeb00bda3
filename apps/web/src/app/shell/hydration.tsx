import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

const noSubscription = () => () => {};

/** False while the server renders and while the browser hydrates that HTML; true once the page is live. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Server-rendered controls are on screen before the script that drives them: until the page has hydrated,
 * every button, input and select of the app is disabled (a click would be lost, a form would submit itself
 * to the page's URL). Links are not form controls: they work from the first paint, and without JavaScript.
 * `data-hydrating` keeps their look meanwhile (app.css).
 */
export function InteractiveWhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="none" disabled={!hydrated} data-hydrating={hydrated ? undefined : ''} className="contents">
      {children}
    </fieldset>
  );
}

/**
 * A page the server does not render (its data is the visitor's own, or it is all form: sign-in, cart,
 * checkout, account, staff areas): the server and the hydrating browser show the loading state, the browser
 * then the page.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}
