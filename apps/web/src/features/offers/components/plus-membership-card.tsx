import type { PlusStatus } from '@aushadh/shared/offers/schemas.ts';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useCancelPlus } from '../api/plus.ts';

/**
 * The customer's PLUS (on /plus and the profile): valid until when, the way to renew, and cancelling with the
 * unused part refunded (demo) after a confirmation.
 */
export function PlusMembershipCard({
  status,
  className,
  justBought = false,
  showRenewLink = false,
}: {
  status: PlusStatus;
  className?: string;
  justBought?: boolean;
  showRenewLink?: boolean;
}) {
  const { t, i18n } = useTranslation('offers');
  const { error: errorText } = useErrorText();
  const cancel = useCancelPlus();
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string) => formatDateTime(iso, i18n.language, { hour: undefined, minute: undefined });
  const lastRefund = cancel.data?.refundPaise;
  return (
    <section
      className={cn('rounded-xl border border-amber-200 bg-amber-50/60 p-4', className)}
      aria-labelledby="plus-membership"
      data-testid="plus-membership"
    >
      <h2 id="plus-membership" className="flex items-center gap-2 font-semibold text-slate-900">
        <Crown className="size-5 text-amber-600" aria-hidden="true" />
        {t('plus.status.title')}
      </h2>
      <div role="status" className="mt-2 text-sm text-slate-800">
        {justBought && status.member ? (
          <p className="font-semibold text-emerald-800">{t('plus.status.welcome')}</p>
        ) : null}
        {lastRefund !== undefined ? (
          <p className="font-semibold text-emerald-800">
            {t('plus.status.cancelled', { amount: formatMoney(lastRefund) })}
          </p>
        ) : null}
        {status.validUntil ? (
          <p data-testid="plus-valid-until">{t('plus.status.until', { date: date(status.validUntil) })}</p>
        ) : (
          <p>{t('plus.status.none')}</p>
        )}
      </div>
      {status.validUntil ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {showRenewLink ? (
            <Button asChild variant="outline" className="min-h-11">
              <Link to="/plus">{t('plus.status.renew')}</Link>
            </Button>
          ) : null}
          {confirming ? (
            <>
              <p className="w-full text-sm text-slate-700">
                {t('plus.status.confirm', { amount: formatMoney(status.refundIfCancelledPaise) })}
              </p>
              <Button
                type="button"
                className="min-h-11 bg-red-700 text-white hover:bg-red-800"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
              >
                {t('plus.status.confirmCancel')}
              </Button>
              <Button type="button" variant="ghost" className="min-h-11" onClick={() => setConfirming(false)}>
                {t('plus.status.keep')}
              </Button>
            </>
          ) : (
            <Button type="button" variant="ghost" className="min-h-11" onClick={() => setConfirming(true)}>
              {t('plus.status.cancel')}
            </Button>
          )}
        </div>
      ) : null}
      {cancel.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(cancel.error) ?? t('plus.status.cancelFailed')}
        </p>
      ) : null}
    </section>
  );
}
