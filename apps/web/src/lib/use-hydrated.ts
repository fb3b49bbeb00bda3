import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML; true once the page is live (and
 * from the start for what mounts later). It switches in one synchronous render (an external store's server
 * and client values): keep what reads it cheap to render again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `useHydrated`, switching in a transition: for what the page adds once it is live (a page rendered in the
 * browser only, the rest of a row of cards), so it renders in slices and never holds a tap. Mounted once the
 * page is live, true from its first render.
 */
export function useLive(): boolean {
  const hydrated = useHydrated();
  const [live, setLive] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !live) startTransition(() => setLive(true));
  }, [hydrated, live]);
  return live;
}
