import type { StaffArea } from '@aushadh/shared/auth/roles.ts';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useStaffOverview } from '../api/get-staff-overview.ts';
import { sectionLabel } from './section-label.ts';
import type { StaffAreaOutletContext } from './staff-area-context.ts';

export interface StaffAreaLayoutProps {
  area: StaffArea;
  userId: number;
  onLogout: () => void;
  logoutPending: boolean;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900',
  );

/** One layout for every staff area (SPEC §2 role areas): who is signed in, the area's navigation, sign-out. */
export function StaffAreaLayout({ area, userId, onLogout, logoutPending }: StaffAreaLayoutProps) {
  const { t } = useTranslation('staff-areas');
  const overview = useStaffOverview(area, userId);
  const areaTitle = t(`areas.${area}.title`);
  const forbidden = isApiError(overview.error, 403);

  return (
    <div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center lg:px-6">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
              <LayoutDashboard className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-lg font-bold text-slate-900">{areaTitle}</p>
              {overview.data ? (
                <p className="truncate text-sm text-slate-600">
                  {t('signedInAs', {
                    name: overview.data.user.name,
                    role: t(`roles.${overview.data.user.role}`),
                  })}
                </p>
              ) : (
                <Skeleton className="mt-1 h-4 w-48" />
              )}
            </div>
          </div>
          <Button variant="outline" onClick={onLogout} disabled={logoutPending} className="self-start sm:self-center">
            <LogOut className="rtl:rotate-180" aria-hidden="true" />
            {t('signOut')}
          </Button>
        </div>
        {overview.data ? (
          <nav aria-label={t('navLabel', { area: areaTitle })} className="mx-auto max-w-7xl px-4 pb-3 lg:px-6">
            <ul className="scrollbar-none flex gap-1 overflow-x-auto">
              <li className="shrink-0">
                <NavLink to={`/${area}`} end className={navLinkClass}>
                  {t('overview')}
                </NavLink>
              </li>
              {overview.data.sections.map((section) => (
                <li key={section.key} className="shrink-0">
                  <NavLink to={section.path} className={navLinkClass}>
                    {sectionLabel(t, section.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
        <QueryState
          query={overview}
          loading={
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-28 rounded-xl" />
              ))}
            </div>
          }
          errorTitle={forbidden ? t('errors.forbiddenTitle') : t('errors.loadTitle')}
          errorDescription={forbidden ? t('errors.forbiddenDescription') : t('errors.loadDescription')}
        >
          {(data) => (
            <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
              <Outlet context={{ area, overview: data } satisfies StaffAreaOutletContext} />
            </Suspense>
          )}
        </QueryState>
      </div>
    </div>
  );
}
