import { Menu } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useCurrentUser } from '../session/get-current-user.ts';
import { AccountMenu } from './account-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { CartButton } from './cart-button.tsx';
import { DeliverToButton } from './deliver-to-button.tsx';
import type { DeliverToButtonProps } from './deliver-to-button.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { HEADER_NAV_LINKS } from './nav-links.ts';
import { NotificationsSlot } from './notifications-slot.tsx';

/** Health chat entry with its unread badge (issue 16): its own chunk, only for a signed-in person of a chat role. */
const ChatUnreadLink = lazy(() => import('../../features/chat/components/chat-unread-link.tsx'));
const CHAT_PATHS: Partial<Record<string, string>> = {
  customer: '/communication',
  pharmacy: '/pharmacy/chat',
  doctor: '/doctor/chat',
};

export interface SiteHeaderProps {
  onOpenCart: () => void;
  cartOpen: boolean;
  onOpenMobileNav: () => void;
  mobileNavOpen: boolean;
  deliverTo?: DeliverToButtonProps;
  /** The search box, added by the catalog issue; the layout keeps room for it. */
  searchSlot?: ReactNode;
  /** SPEC §2: the search box is hidden on every role-area route. */
  searchHidden?: boolean;
}

/** Sticky header: brand, delivery pincode, search slot, language, account, cart, and the nav row (SPEC §2). */
export function SiteHeader({
  onOpenCart,
  cartOpen,
  onOpenMobileNav,
  mobileNavOpen,
  deliverTo = { pincode: null },
  searchSlot,
  searchHidden = false,
}: SiteHeaderProps) {
  const search = searchHidden ? null : searchSlot;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { data: user } = useCurrentUser();
  const chatPath = hydrated && user ? CHAT_PATHS[user.role] : undefined;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-3 sm:px-4 md:h-16 md:flex-nowrap md:gap-4 lg:px-6">
        <button
          type="button"
          onClick={onOpenMobileNav}
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={mobileNavOpen}
          className="-ms-1 flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <BrandLogo />
        <DeliverToButton {...deliverTo} stacked className="hidden max-w-56 md:flex" />
        {/* Phones: "Deliver to" and then the search box each take a full-width row under the brand row. */}
        <div className="order-last -mx-3 w-[calc(100%+1.5rem)] border-t border-slate-100 px-3 py-1 sm:-mx-4 sm:w-[calc(100%+2rem)] sm:px-4 md:hidden">
          <DeliverToButton {...deliverTo} className="-ms-2" />
        </div>
        <div
          className={cn(
            'order-last w-full min-w-0 pb-2 md:order-none md:w-auto md:flex-1 md:pb-0',
            !search && 'hidden md:block',
          )}
          data-slot="search"
          data-search-hidden={searchHidden ? 'true' : undefined}
        >
          {search}
        </div>
        <div className="ms-auto flex h-14 items-center gap-0.5 sm:gap-1 md:ms-0 md:h-auto">
          <NotificationsSlot />
          <LanguageMenu />
          <AccountMenu className="hidden sm:flex" />
          {chatPath && (
            <Suspense fallback={null}>
              <ChatUnreadLink to={chatPath} />
            </Suspense>
          )}
          <CartButton onClick={onOpenCart} expanded={cartOpen} />
        </div>
      </div>
      <nav aria-label={t('nav.label')} className="hidden border-t border-slate-100 md:block">
        <ul className="scrollbar-none mx-auto flex max-w-7xl items-center gap-0.5 overflow-x-auto px-3 lg:px-4">
          {HEADER_NAV_LINKS.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end={link.to === '/products'}
                className={({ isActive }) =>
                  cn(
                    'block border-b-2 px-2 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                    isActive
                      ? 'border-brand-600 text-brand-800'
                      : 'border-transparent text-slate-600 hover:border-brand-200 hover:text-brand-800',
                  )
                }
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
