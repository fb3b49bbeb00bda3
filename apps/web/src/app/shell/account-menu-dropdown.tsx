import type { User } from '@aushadh/shared/auth/schemas.ts';
import { LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { dashboardLinkForRole } from '../session/account-links.ts';
import { useLogout } from '../session/post-logout.ts';
import type { DeferredMenuProps } from './deferred-menu.tsx';

/** The signed-in account menu (loaded late by account-menu.tsx): profile, orders, the role's dashboard, log out. */
export default function AccountMenuDropdown({
  trigger,
  defaultOpen,
  focusTrigger,
  user,
}: DeferredMenuProps & { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const dashboard = dashboardLinkForRole(user.role);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
    // Only when it replaces the plain trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} {...trigger} />
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 tracking-normal normal-case">
          <span className="text-xs font-medium text-slate-500">{t('accountMenu.signedInAs')}</span>
          <span className="truncate text-sm font-semibold text-slate-900">{user.name}</span>
          <span className="truncate text-xs font-normal text-slate-500">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound className="size-4 text-slate-500" aria-hidden="true" />
            {t('accountMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <Package className="size-4 text-slate-500" aria-hidden="true" />
            {t('accountMenu.orders')}
          </Link>
        </DropdownMenuItem>
        {dashboard ? (
          <DropdownMenuItem asChild>
            <Link to={dashboard.path}>
              <LayoutDashboard className="size-4 text-slate-500" aria-hidden="true" />
              {t(`accountMenu.dashboards.${dashboard.area}`)}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut className="size-4 text-slate-500 rtl:rotate-180" aria-hidden="true" />
          {t('accountMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
