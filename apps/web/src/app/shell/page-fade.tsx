import { PAGE_FADE_MS } from '@aushadh/shared/constants.ts';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { RouteFallback } from './route-fallback.tsx';

/**
 * A page opened in the browser shows the route fallback while its translations arrive. The page the server
 * rendered has no boundary of its own: a Suspense boundary in the server's HTML is hydrated apart from the
 * shell, later, and at once (one long task) as soon as an update reaches it (the cart's answer). Whether there
 * is one is decided when the page mounts (hydrating or not) and kept, so the tree never changes under it.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [boundary] = useState(hydrated);
  return boundary ? <Suspense fallback={<RouteFallback />}>{children}</Suspense> : children;
}

/** Fades each new page in over 300 ms (SPEC §2). Reduced-motion users get no animation (app.css). */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="animate-page-fade" style={{ animationDuration: `${PAGE_FADE_MS}ms` }}>
      <PageBoundary>{children}</PageBoundary>
    </div>
  );
}
