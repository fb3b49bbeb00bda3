import { areaForPath } from '@aushadh/shared/auth/roles.ts';
import { SHELL_LAZY_DELAYS } from '@aushadh/shared/constants.ts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { StickyBarAccessoryProvider } from '../../components/ui/sticky-bottom-bar.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { useDeliverTo } from '../../features/delivery/hooks/use-deliver-to.ts';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { useGuestId } from '../session/get-guest-id.ts';
import { CartWiring } from './cart-wiring.tsx';
import { ContactMenu } from './contact-menu.tsx';
import { InteractiveWhenHydrated } from './hydration.tsx';
import { PageFade } from './page-fade.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useDelayedFlag } from './use-delayed-flag.ts';

const CartSidebar = lazy(() => import('./cart-sidebar.tsx'));
const MobileNav = lazy(() => import('./mobile-nav.tsx'));
const FloatingContactButtons = lazy(() => import('./floating-contact-buttons.tsx'));
const DeliverToDialog = lazy(() =>
  import('../../features/delivery/components/deliver-to-dialog.tsx').then((m) => ({ default: m.DeliverToDialog })),
);

/** Header, main area with fading pages, footer, toasts and the late-loaded pieces (SPEC §2 App shell). */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Every visitor gets their guest cookie on the first page: the cart and "previously browsed" key on it.
  useGuestId();
  const [cartOpen, setCartOpen] = useState(false);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [deliverToOpen, setDeliverToOpen] = useState(false);
  const [deliverToUsed, setDeliverToUsed] = useState(false);
  const deliverTo = useDeliverTo();
  const openCart = useCallback(() => setCartOpen(true), []);

  // Late pieces load after 1 s, 1.5 s and 2 s, or at once when the visitor asks for them.
  const cartReady = useDelayedFlag(SHELL_LAZY_DELAYS.cartSidebarMs, cartOpen);
  const mobileNavReady = useDelayedFlag(SHELL_LAZY_DELAYS.mobileNavMs, mobileNavOpen);
  const contactReady = useDelayedFlag(SHELL_LAZY_DELAYS.contactButtonsMs);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <CartWiring onOpenCart={openCart}>
      <InteractiveWhenHydrated>
        {/* Room under the footer for a phone's sticky bottom bar, which would otherwise cover its end. */}
        <div className="flex min-h-dvh flex-col pb-(--sticky-bottom-bar)">
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader
            onOpenCart={() => setCartOpen(true)}
            cartOpen={cartOpen}
            onOpenMobileNav={() => setMobileNavOpen(true)}
            mobileNavOpen={mobileNavOpen}
            searchHidden={areaForPath(pathname) !== null}
            searchSlot={<HeaderSearch />}
            deliverTo={{
              ...deliverTo,
              onClick: () => {
                setDeliverToUsed(true);
                setDeliverToOpen(true);
              },
            }}
          />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <PageFade>
              {/* Phones: the contact shortcut rides in a page's sticky bottom bar, after the same delay. */}
              <StickyBarAccessoryProvider value={contactReady ? <ContactMenu /> : null}>
                <Suspense fallback={<RouteFallback />}>
                  <Outlet />
                </Suspense>
              </StickyBarAccessoryProvider>
            </PageFade>
          </main>
          <SiteFooter />
          {cartReady ? (
            <Suspense fallback={null}>
              <CartSidebar open={cartOpen} onOpenChange={setCartOpen} />
            </Suspense>
          ) : null}
          {mobileNavReady ? (
            <Suspense fallback={null}>
              <MobileNav open={mobileNavOpen} onOpenChange={setMobileNavOpen} />
            </Suspense>
          ) : null}
          {contactReady ? (
            <Suspense fallback={null}>
              <FloatingContactButtons />
            </Suspense>
          ) : null}
          {deliverToUsed ? (
            <Suspense fallback={null}>
              <DeliverToDialog open={deliverToOpen} onOpenChange={setDeliverToOpen} />
            </Suspense>
          ) : null}
          <Toaster regionLabel={t('toast.region')} closeLabel={t('toast.close')} />
        </div>
      </InteractiveWhenHydrated>
    </CartWiring>
  );
}
