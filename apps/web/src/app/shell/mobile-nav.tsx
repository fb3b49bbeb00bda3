import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { BrandMark } from './brand-logo.tsx';
import { MobileAccountLinks } from './mobile-account-links.tsx';
import { HEADER_NAV_LINKS } from './nav-links.ts';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The mobile navigation drawer (SPEC §2, loaded late): every header link plus the account entry. */
export default function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="start" closeLabel={t('mobileNav.close')}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <BrandMark className="size-7" />
            {t('mobileNav.title')}
          </DialogTitle>
          <DialogDescription>{t('mobileNav.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex-1 overflow-y-auto px-3 py-3">
          <MobileAccountLinks onNavigate={close} />
          <nav aria-label={t('nav.label')}>
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('mobileNav.shop')}
            </p>
            <ul className="flex flex-col">
              {HEADER_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/products'}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center justify-between rounded-lg px-3 py-2.5 text-[15px] hover:bg-slate-100',
                        isActive ? 'font-semibold text-brand-800' : 'text-slate-800',
                      )
                    }
                  >
                    {t(link.labelKey)}
                    <ChevronRight className="size-4 text-slate-400 rtl:rotate-180" aria-hidden="true" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </DialogContent>
    </Dialog>
  );
}
