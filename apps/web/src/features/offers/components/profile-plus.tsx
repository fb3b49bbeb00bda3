import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlusStatus } from '../api/plus.ts';
import { PlusMembershipCard } from './plus-membership-card.tsx';

/** The profile's PLUS: the membership with its expiry, renewal and cancel; otherwise a way to join. */
export function ProfilePlus() {
  const { t } = useTranslation('offers');
  const status = usePlusStatus();
  if (!status.data) return null;
  if (status.data.validUntil) return <PlusMembershipCard status={status.data} showRenewLink />;
  return (
    <Link
      to="/plus"
      className="flex min-h-11 items-center gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 text-sm font-semibold text-slate-900 hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      data-testid="plus-join"
    >
      <Crown className="size-5 text-amber-600" aria-hidden="true" />
      {t('plus.join')}
    </Link>
  );
}
