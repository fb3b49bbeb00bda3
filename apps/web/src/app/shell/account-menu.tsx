import { ChevronDown, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { firstName } from '../../lib/first-name.ts';
import { loginHref } from '../../lib/return-to.ts';
import { useCurrentUser } from '../session/get-current-user.ts';
import { DeferredMenu } from './deferred-menu.tsx';

const loadDropdown = () => import('./account-menu-dropdown.tsx');

const triggerClass =
  'flex h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:bg-slate-100';

/**
 * The header account entry (SPEC §2): "Sign in" to /login when signed out; when signed in a menu under
 * the first name with /profile, /orders, the role's dashboard (staff only) and Log out.
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const location = useLocation();

  if (!user) {
    return (
      <Link to={loginHref(location)} className={cn(triggerClass, className)}>
        <UserRound className="size-5 text-brand-700" aria-hidden="true" />
        <span>{t('header.signIn')}</span>
      </Link>
    );
  }

  const name = firstName(user.name, user.username);
  return (
    <DeferredMenu
      load={loadDropdown}
      menuProps={{ user }}
      trigger={{
        'aria-label': t('accountMenu.trigger', { name }),
        className: cn(triggerClass, className),
        children: (
          <>
            <UserRound className="size-5 text-brand-700" aria-hidden="true" />
            <span className="max-w-28 truncate">{name}</span>
            <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
          </>
        ),
      }}
    />
  );
}
