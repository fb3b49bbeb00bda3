import { normaliseRole } from '@aushadh/shared/auth/roles.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import { FileText, FlaskConical, LogOut, Package, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { PrivacySection } from '../components/privacy-section.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';

export type ProfileTab = 'account' | 'orders' | 'prescriptions' | 'lab-reports';
const TABS: readonly ProfileTab[] = ['account', 'orders', 'prescriptions', 'lab-reports'];

export interface ProfilePageProps {
  user: User;
  onUserUpdated: (user: User) => void;
  onLogout: () => void;
  logoutPending: boolean;
  /** After "Delete my account" succeeded: end the local session and go home (sign-out by default). */
  onAccountDeleted?: () => void;
  /** The tab when the URL names none (/orders opens on Orders). */
  defaultTab?: ProfileTab;
  /** The order history (the orders feature, composed by the app); an empty state without it. */
  ordersSlot?: ReactNode;
  /** "My prescriptions" (the prescriptions feature, composed by the app); no tab without it. */
  prescriptionsSlot?: ReactNode;
  /** "Lab reports" (the lab-tests feature, composed by the app); no tab without it. */
  labReportsSlot?: ReactNode;
  /** The tab's name, in the lab-tests feature's words. */
  labReportsLabel?: string;
  /** The PLUS membership with its expiry and renewal (the offers feature, composed by the app). */
  membershipSlot?: ReactNode;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** /profile (and /profile?tab=orders, /orders): account details, edit, password, orders, sign-out. */
export default function ProfilePage({
  user,
  onUserUpdated,
  onLogout,
  logoutPending,
  onAccountDeleted = onLogout,
  defaultTab = 'account',
  ordersSlot,
  prescriptionsSlot,
  labReportsSlot,
  membershipSlot,
  labReportsLabel,
}: ProfilePageProps) {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const named = TABS.find((candidate) => candidate === requested);
  const slotted = (name: ProfileTab) =>
    (name !== 'prescriptions' || prescriptionsSlot) && (name !== 'lab-reports' || labReportsSlot);
  const tab: ProfileTab = named && slotted(named) ? named : defaultTab;
  const role = normaliseRole(user.role);

  const details = [
    { label: t('fields.name'), value: user.name },
    { label: t('fields.email'), value: user.email },
    { label: t('fields.username'), value: user.username },
    { label: t('fields.mobile'), value: user.mobile ?? t('details.notAdded') },
  ];

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10 lg:px-6">
      <title>{`${t('page.title')} | ${t('brand.name')}`}</title>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:p-6">
        <div
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
          aria-hidden="true"
        >
          {initials(user.name)}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">{user.name}</h1>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          {role && role !== 'customer' ? (
            <Badge variant="brand" className="mt-2">
              {t(`roles.${role}`)}
            </Badge>
          ) : null}
        </div>
        <Button variant="outline" onClick={onLogout} disabled={logoutPending} className="self-start sm:self-center">
          <LogOut className="rtl:rotate-180" aria-hidden="true" />
          {t('logout')}
        </Button>
      </div>

      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams({ tab: TABS.find((candidate) => candidate === next) ?? 'account' }, { replace: true })
        }
        className="mt-6"
      >
        <TabsList
          aria-label={t('tabs.label')}
          className={labReportsSlot ? 'max-w-2xl overflow-x-auto' : prescriptionsSlot ? 'max-w-xl' : 'max-w-sm'}
        >
          <TabsTrigger value="account">
            <UserRound aria-hidden="true" />
            {t('tabs.account')}
          </TabsTrigger>
          <TabsTrigger value="orders">
            <Package aria-hidden="true" />
            {t('tabs.orders')}
          </TabsTrigger>
          {prescriptionsSlot ? (
            <TabsTrigger value="prescriptions">
              <FileText aria-hidden="true" />
              {t('tabs.prescriptions')}
            </TabsTrigger>
          ) : null}
          {labReportsSlot ? (
            <TabsTrigger value="lab-reports">
              <FlaskConical aria-hidden="true" />
              {labReportsLabel}
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="account" className="mt-6">
          <div className="grid gap-6 lg:grid-cols-2">
            {membershipSlot ? <div className="lg:col-span-2">{membershipSlot}</div> : null}
            <Card className="lg:col-span-2">
              <CardHeader>
                <h2 className="text-base font-semibold text-slate-900">{t('details.title')}</h2>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                  {details.map(({ label, value }) => (
                    <div key={label} className="min-w-0">
                      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
                      <dd className="mt-0.5 truncate text-[15px] text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
            <ProfileDetailsForm
              key={`${user.id}:${user.name}:${user.mobile ?? ''}`}
              user={user}
              onUserUpdated={onUserUpdated}
            />
            <ChangePasswordForm username={user.username} />
            <PrivacySection username={user.username} onAccountDeleted={onAccountDeleted} />
          </div>
        </TabsContent>
        <TabsContent value="orders" className="mt-6">
          {ordersSlot ?? (
            <StateMessage
              icon={<Package />}
              title={t('orders.emptyTitle')}
              description={t('orders.emptyDescription')}
              action={
                <Button asChild>
                  <Link to="/products">{t('orders.browse')}</Link>
                </Button>
              }
            />
          )}
        </TabsContent>
        {prescriptionsSlot ? (
          <TabsContent value="prescriptions" className="mt-6">
            {prescriptionsSlot}
          </TabsContent>
        ) : null}
        {labReportsSlot ? (
          <TabsContent value="lab-reports" className="mt-6">
            {labReportsSlot}
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
