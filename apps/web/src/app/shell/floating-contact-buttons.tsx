import { SUPPORT_CONTACT } from '@aushadh/shared/constants.ts';
import { Headset, MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BOTTOM_BAR_VARIABLE, useStickyBottomBarShown } from '../../components/ui/sticky-bottom-bar.tsx';
import { cn } from '../../lib/cn.ts';
import { whatsappHref } from './contact-menu.tsx';

/** Pages where a floating shortcut would only sit on top of the form a customer is filling in. */
const HIDDEN_ON = ['/checkout'];

const round =
  'flex items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 focus-visible:ring-brand-500 focus-visible:outline-none';

/**
 * Floating phone and chat-app shortcuts with a prefilled greeting (SPEC §2, loaded late). Kept clear of
 * the page: folded into one 44 px button on phones (tap to show both); where a page has a phone's sticky
 * bottom bar (product, cart) they move into that bar (ContactMenu) instead of floating over it or the
 * page, and they sit above any bar still shown (`--sticky-bottom-bar`); not shown on checkout.
 */
export default function FloatingContactButtons() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const barShown = useStickyBottomBarShown();

  // A new page folds the phone menu again.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (HIDDEN_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return null;

  return (
    <div
      role="group"
      aria-label={t('contact.label')}
      data-testid="floating-contact"
      style={{ bottom: `calc(var(${BOTTOM_BAR_VARIABLE}, 0px) + 1rem)` }}
      className={cn(
        'fixed end-4 z-30 flex flex-col items-end gap-3 animate-fade-in print:hidden',
        // The bar (below lg) carries the shortcut itself.
        barShown && 'max-lg:hidden',
      )}
    >
      <div id={listId} className={cn('flex-col items-end gap-3 md:flex', open ? 'flex' : 'hidden')}>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('contact.whatsapp')}
          title={t('contact.whatsapp')}
          className={cn(round, 'size-12 bg-[#25d366]')}
        >
          <MessageCircle className="size-6" aria-hidden="true" />
        </a>
        <a
          href={SUPPORT_CONTACT.phoneHref}
          aria-label={t('contact.call', { phone: SUPPORT_CONTACT.phone })}
          title={t('contact.call', { phone: SUPPORT_CONTACT.phone })}
          className={cn(round, 'size-12 bg-brand-700')}
        >
          <Phone className="size-5" aria-hidden="true" />
        </a>
      </div>
      {/* Phones: one small button instead of two big ones over the page. */}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? t('contact.close') : t('contact.open')}
        className={cn(round, 'size-11 bg-brand-700 ring-2 md:hidden')}
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Headset className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
