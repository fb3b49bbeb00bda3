import { areaForPath } from '@aushadh/shared/auth/roles.ts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCartCount } from '../cart-count-context.tsx';

type Step = 'visit' | 'cart';

/** Once per browser session and step: the flag lives in sessionStorage, nothing is stored on the server per visitor. */
function sendOnce(step: Step): void {
  const flag = `aushadh.funnel.${step}`;
  try {
    if (sessionStorage.getItem(flag)) return;
    sessionStorage.setItem(flag, '1');
  } catch {
    return; // Storage refused (private mode): better uncounted than counted on every page.
  }
  const body = new Blob([JSON.stringify({ step })], { type: 'application/json' });
  if (!navigator.sendBeacon?.('/api/analytics/funnel', body)) {
    void fetch('/api/analytics/funnel', {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  }
}

/**
 * The admin funnel's visits and carts (decision 0022): a beacon for a session's first storefront page and one
 * when its cart first holds something. Staff areas are not storefront visits.
 */
export function FunnelBeacon() {
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  const storefront = areaForPath(pathname) === null;
  useEffect(() => {
    if (storefront) sendOnce('visit');
  }, [storefront]);
  useEffect(() => {
    if (storefront && cartCount > 0) sendOnce('cart');
  }, [storefront, cartCount]);
  return null;
}
