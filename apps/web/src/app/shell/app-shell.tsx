import { areaForPath } from '@aushadh/shared/auth/roles.ts';
import { SHELL_LAZY_DELAYS } from '@aushadh/shared/constants.ts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { StickyBarAccessoryProvider } from '../../components/ui/sticky-bottom-bar.tsx';
import { useToast } from '../../components/ui/use-toast.ts';
import { useDeliverTo } from '../../features/delivery/hooks/use-deliver-to.ts';
import { useDeliveryLocation } from '../../features/delivery/hooks/delivery-location-store.ts';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { languageWasChosen, languageWasSuggested } from '../../lib/i18n.ts';
import { useGuestId } from '../session/get-guest-id.ts';
import { CartWiring } from './cart-wiring.tsx';
import { useIdleFlag } from './deferred-menu.tsx';
import { FunnelBeacon } from './funnel-beacon.tsx';
import { EmergencyCallButton } from '../../features/emergency/components/emergency-home-strip.tsx';
import { InteractiveWhenHydrated } from './hydration.tsx';
import { PageFade } from './page-fade.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useDelayedFlag } from './use-delayed-flag.ts';

const CartSidebar = lazy(() => import('./cart-sidebar.tsx'));
const Toaster = lazy(() => import('../../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));
const ContactMenu = lazy(() => import('./contact-menu.tsx').then((m) => ({ default: m.ContactMenu })));
const MobileNav = lazy(() => import('./mobile-nav.tsx'));
// The installable app (decision 0027): service worker, update prompt, offline snapshot and banner.
const OfflineSupport = lazy(() => import('./offline-wiring.tsx'));
const LanguageSuggestion = lazy(() => import('./language-suggestion.tsx'));
const FloatingContactButtons = lazy(() => import('./floating-contact-buttons.tsx'));
const DeliverToDialog = lazy(() =>
  import('../../features/delivery/components/deliver-to-dialog.tsx').then((m) => ({ default: m.DeliverToDialog })),
);

/**
 * A piece of the shell loaded late (SPEC §2: after 1 s, 1.5 s, 2 s), or at once when the visitor asks for it.
 * Its own component: when it appears only it renders, not the whole shell around it.
 */
function Later({ delayMs, now = false, children }: { delayMs: number; now?: boolean; children: ReactNode }) {
  const ready = useDelayedFlag(delayMs, now);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The language suggestion's card loads only for a visitor who never chose a language and was never asked,
 * once a delivery pincode is known (language-suggestion.tsx); checked after the contact buttons' delay.
 */
function LateLanguageSuggestion() {
  const { pincode } = useDeliveryLocation();
  const ready = useDelayedFlag(SHELL_LAZY_DELAYS.contactButtonsMs);
  const [askable] = useState(() => !languageWasChosen() && !languageWasSuggested());
  if (!ready || !askable || !pincode) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion pincode={pincode} />
    </Suspense>
  );
}

/** Phones: the contact shortcut rides in a page's sticky bottom bar, after the contact buttons' delay. */
function LateContactAccessory({ children }: { children: ReactNode }) {
  const ready = useDelayedFlag(SHELL_LAZY_DELAYS.contactButtonsMs);
  const menu = ready ? (
    <Suspense fallback={null}>
      <ContactMenu />
    </Suspense>
  ) : null;
  return <StickyBarAccessoryProvider value={menu}>{children}</StickyBarAccessoryProvider>;
}

/** The toasts' region (Radix), from when the page is idle, or at once for a toast shown before that. */
function LateToaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  const idle = useIdleFlag();
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster regionLabel={t('toast.region')} closeLabel={t('toast.close')} />
    </Suspense>
  );
}

/** The installable app's part, once the page is idle: never on the first visit's critical path. */
function LateOfflineSupport() {
  const idle = useIdleFlag();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <OfflineSupport />
    </Suspense>
  );
}

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

  // A new page starts at the top. Not the first one: the browser placed it (a #fragment, a restored scroll),
  // the visitor may have scrolled before the script arrived, and scrolling forces a layout of the whole page.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
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
            onOpenCart={openCart}
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
            <LateContactAccessory>
              {/* The page's Suspense boundary (route fallback) is PageFade's, for pages opened in the browser. */}
              <PageFade>
                <Outlet />
              </PageFade>
            </LateContactAccessory>
          </main>
          <SiteFooter />
          <Later delayMs={SHELL_LAZY_DELAYS.cartSidebarMs} now={cartOpen}>
            <CartSidebar open={cartOpen} onOpenChange={setCartOpen} />
          </Later>
          <Later delayMs={SHELL_LAZY_DELAYS.mobileNavMs} now={mobileNavOpen}>
            <MobileNav open={mobileNavOpen} onOpenChange={setMobileNavOpen} />
          </Later>
          {/* SPEC §2 floating emergency call button: a tel:112 link, in the server's HTML (works without JavaScript). */}
          <EmergencyCallButton />
          <Later delayMs={SHELL_LAZY_DELAYS.contactButtonsMs}>
            <FloatingContactButtons />
          </Later>
          {deliverToUsed ? (
            <Suspense fallback={null}>
              <DeliverToDialog open={deliverToOpen} onOpenChange={setDeliverToOpen} />
            </Suspense>
          ) : null}
          <LateLanguageSuggestion />
          <LateToaster />
          <LateOfflineSupport />
          <FunnelBeacon />
        </div>
      </InteractiveWhenHydrated>
    </CartWiring>
  );
}
