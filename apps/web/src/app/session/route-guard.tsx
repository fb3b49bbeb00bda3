import { canEnterArea, normaliseRole } from '@aushadh/shared/auth/roles.ts';
import type { STAFF_AREAS } from '@aushadh/shared/auth/roles.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { useIsMutating } from '@tanstack/react-query';
import { LogIn, RefreshCw, ShieldX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { loginHref } from '../../lib/return-to.ts';
import { useCurrentUser } from './get-current-user.ts';
import { logoutMutationKey } from './post-logout.ts';

export type StaffAreaDefinition = (typeof STAFF_AREAS)[number];

export interface RouteGuardProps {
  /** The staff area whose roles may enter; without it any signed-in user may. */
  area?: StaffAreaDefinition | undefined;
  children: ReactNode | ((user: User) => ReactNode);
}

/**
 * SPEC §2 route guard (a courtesy: the server enforces the same table): a spinner while the user loads,
 * Authentication Required without a user, Access Denied for a role that may not enter, else the page.
 */
export function RouteGuard({ area, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const signingOut = useIsMutating({ mutationKey: logoutMutationKey }) > 0;
  const location = useLocation();

  if (signingOut || (user.data === undefined && user.isPending)) {
    return <Spinner label={t('states.loading')} className="min-h-[50vh]" />;
  }

  if (user.data === undefined) {
    return (
      <GuardState
        tone="error"
        icon={<TriangleAlert />}
        title={t('guard.failedTitle')}
        description={t('states.errorDescription')}
        action={
          <Button variant="outline" onClick={() => void user.refetch()} disabled={user.isFetching}>
            <RefreshCw className={user.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {t('states.retry')}
          </Button>
        }
      />
    );
  }

  if (user.data === null) {
    return (
      <GuardState
        icon={<LogIn />}
        title={t('guard.authRequiredTitle')}
        description={t('guard.authRequiredDescription')}
        action={
          <Button asChild>
            <Link to={loginHref(location)}>{t('guard.signIn')}</Link>
          </Button>
        }
      />
    );
  }

  if (area && !canEnterArea(normaliseRole(user.data.role), area)) {
    return (
      <GuardState
        tone="error"
        icon={<ShieldX />}
        title={t('guard.accessDeniedTitle')}
        description={t('guard.accessDeniedDescription')}
        action={
          <Button asChild variant="outline">
            <Link to="/">{t('guard.home')}</Link>
          </Button>
        }
      />
    );
  }

  return <>{typeof children === 'function' ? children(user.data) : children}</>;
}

interface GuardStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
  tone?: 'neutral' | 'error';
}

/** A full-page state with the title as the page heading. */
function GuardState({ icon, title, description, action, tone = 'neutral' }: GuardStateProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-20">
      <title>{`${title} | ${t('brand.name')}`}</title>
      <meta name="robots" content="noindex" />
      <div
        className={cn(
          'mb-5 flex size-16 items-center justify-center rounded-full [&_svg]:size-8',
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
        )}
        aria-hidden="true"
      >
        {icon}
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>
    </section>
  );
}
