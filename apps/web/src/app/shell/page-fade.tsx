import { PAGE_FADE_MS } from '@aushadh/shared/constants.ts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Fades each new page in over 300 ms (SPEC §2). Reduced-motion users get no animation (app.css). */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="animate-page-fade" style={{ animationDuration: `${PAGE_FADE_MS}ms` }}>
      {children}
    </div>
  );
}
