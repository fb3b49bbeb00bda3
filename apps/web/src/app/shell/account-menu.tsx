import { ChevronDown, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { firstName } from '../../lib/first-name.ts';
import { loginHref } from '../../lib/return-to.ts';
import { dashboardLinkForRole } from '../session/account-links.ts';
import { useCurrentUser } from '../session/get-current-user.ts';
import { useLogout } from '../session/post-logout.ts';

const triggerClass =
  'flex h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:bg-slate-100';

/**
 * The header account entry (SPEC §2): "Sign in" to /login when signed out; when signed in a menu under
 * the first name with /profile, /orders, the role's dashboard (staff only) and Log out.
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
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
  const dashboard = dashboardLinkForRole(user.role);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={t('accountMenu.trigger', { name })} className={cn(triggerClass, className)}>
        <UserRound className="size-5 text-brand-700" aria-hidden="true" />
        <span className="max-w-28 truncate">{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </DropdownMenuTrigger>
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
