import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useHydrated, useLive } from '../../lib/use-hydrated.ts';
import type { RouteHandle } from '../route-data.ts';

/**
 * Server-rendered controls are on screen before the script that drives them: until the page has hydrated,
 * every button, input and select of the app is disabled (a click would be lost, a form would submit itself
 * to the page's URL). Links are not form controls: they work from the first paint, and without JavaScript.
 * `data-hydrating` keeps their look meanwhile (app.css).
 */
export function InteractiveWhenHydrated({ children }: { children: ReactNode }) {
  // A page whose forms post natively (handle.nativeForms) stays usable without JavaScript.
  const nativeForms = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.nativeForms === true);
  const hydrated = useHydrated() || nativeForms;
  return (
    <fieldset role="none" disabled={!hydrated} data-hydrating={hydrated ? undefined : ''} className="contents">
      {children}
    </fieldset>
  );
}

/**
 * A page the server does not render (its data is the visitor's own, or it is all form: cart, checkout,
 * account, staff areas): the server and the hydrating browser show the loading state, the browser then the
 * page, rendered in slices (a transition). Mounted once the page is live (a link followed), it shows the page
 * at once.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useLive() ? children : fallback;
}
