import { ChevronRight, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { firstName } from '../../lib/first-name.ts';
import { loginHref } from '../../lib/return-to.ts';
import { dashboardLinkForRole } from '../session/account-links.ts';
import { useCurrentUser } from '../session/get-current-user.ts';
import { useLogout } from '../session/post-logout.ts';

const rowClass = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] text-slate-800 hover:bg-slate-100';

/** The account entry of the mobile drawer: "Sign in", or the same links as the header account menu. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const location = useLocation();

  if (!user) {
    return (
      <Link
        to={loginHref(location)}
        onClick={onNavigate}
        className="mb-3 flex items-center gap-3 rounded-xl bg-brand-50 px-3 py-3 font-semibold text-brand-900 hover:bg-brand-100"
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="flex-1">{t('header.signIn')}</span>
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
      </Link>
    );
  }

  const dashboard = dashboardLinkForRole(user.role);
  return (
    <div className="mb-3 rounded-xl bg-brand-50/70 p-1">
      <p className="px-3 pt-2 pb-1 font-semibold text-brand-900">
        {t('accountMenu.hello', { name: firstName(user.name, user.username) })}
      </p>
      <ul>
        <li>
          <Link to="/profile" onClick={onNavigate} className={rowClass}>
            <UserRound className="size-5 text-brand-700" aria-hidden="true" />
            {t('accountMenu.profile')}
          </Link>
        </li>
        <li>
          <Link to="/orders" onClick={onNavigate} className={rowClass}>
            <Package className="size-5 text-brand-700" aria-hidden="true" />
            {t('accountMenu.orders')}
          </Link>
        </li>
        {dashboard ? (
          <li>
            <Link to={dashboard.path} onClick={onNavigate} className={rowClass}>
              <LayoutDashboard className="size-5 text-brand-700" aria-hidden="true" />
              {t(`accountMenu.dashboards.${dashboard.area}`)}
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() => {
              onNavigate();
              logout.mutate();
            }}
            className={`${rowClass} w-full text-start`}
          >
            <LogOut className="size-5 text-brand-700 rtl:rotate-180" aria-hidden="true" />
            {t('accountMenu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
