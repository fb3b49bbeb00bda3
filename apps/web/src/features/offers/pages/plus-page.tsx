import { PLUS } from '@aushadh/shared/constants.ts';
import { PLUS_PLANS, type PlusPlanId } from '@aushadh/shared/offers/schemas.ts';
import { BadgePercent, Crown, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { offerMoney as formatMoney } from '../components/offer-terms.ts';
import { usePlusStatus } from '../api/plus.ts';
import { PlusMembershipCard } from '../components/plus-membership-card.tsx';
import { PlusPaymentForm } from '../components/plus-payment-form.tsx';

/**
 * /plus (issue 18): the benefits, three plans, and buying one through the demo payment; a member sees until
 * when, renews (the new plan starts where the current one ends) or cancels with the unused part refunded.
 */
export default function PlusPage() {
  const { t } = useTranslation('offers');
  const status = usePlusStatus();
  const [plan, setPlan] = useState<PlusPlanId>('plus-12');
  const [paying, setPaying] = useState(false);
  const [bought, setBought] = useState(false);
  useMetaDescription(t('plus.meta'));
  const signedOut = status.isSuccess && status.data === null;
  const monthly = (id: PlusPlanId) => {
    const p = PLUS_PLANS.find((candidate) => candidate.id === id)!;
    return Math.round(p.pricePaise / p.months);
  };
  const benefits = [
    { icon: Truck, text: t('plus.benefits.delivery') },
    {
      icon: BadgePercent,
      text: t('plus.benefits.extra', {
        percent: PLUS.extraDiscountPercent,
        amount: formatMoney(PLUS.maxExtraDiscountPaise),
      }),
    },
    { icon: Crown, text: t('plus.benefits.exclusive') },
  ];

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6">
      <title>{`${t('plus.title')} | Aushadh`}</title>
      <header className="rounded-2xl bg-gradient-to-r from-amber-700 to-orange-700 p-6 text-white">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <Crown className="size-7" aria-hidden="true" />
          {t('plus.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-amber-50">{t('plus.subtitle')}</p>
      </header>

      <section className="mt-6" aria-labelledby="plus-benefits">
        <h2 id="plus-benefits" className="mb-3 text-xl font-bold text-slate-900">
          {t('plus.benefits.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
              <span className="text-sm text-slate-800">{text}</span>
            </li>
          ))}
        </ul>
      </section>

      {status.data ? <PlusMembershipCard status={status.data} className="mt-6" justBought={bought} /> : null}

      <section className="mt-6" aria-labelledby="plus-plans">
        <h2 id="plus-plans" className="mb-3 text-xl font-bold text-slate-900">
          {status.data?.validUntil ? t('plus.plans.renewTitle') : t('plus.plans.title')}
        </h2>
        {status.data?.validUntil ? <p className="mb-3 text-sm text-slate-600">{t('plus.plans.renewNote')}</p> : null}
        <div role="radiogroup" aria-labelledby="plus-plans" className="grid gap-3 sm:grid-cols-3">
          {PLUS_PLANS.map((option) => (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={plan === option.id}
              onClick={() => setPlan(option.id)}
              data-testid={`plus-plan-${option.months}`}
              className={cn(
                'relative flex min-h-28 flex-col items-start rounded-xl border-2 bg-white p-4 text-start focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                plan === option.id ? 'border-amber-500 bg-amber-50' : 'border-slate-200 hover:border-amber-300',
              )}
            >
              {option.months === 12 ? (
                <span className="absolute -top-3 end-3 rounded-full bg-amber-700 px-2 py-0.5 text-xs font-bold text-white">
                  {t('plus.plans.best')}
                </span>
              ) : null}
              <span className="font-semibold text-slate-900">{t('plus.plans.months', { count: option.months })}</span>
              <span className="mt-1 text-2xl font-extrabold text-slate-900 tabular-nums">
                {formatMoney(option.pricePaise)}
              </span>
              <span className="text-xs text-slate-600">
                {t('plus.plans.perMonth', { amount: formatMoney(monthly(option.id)) })}
              </span>
            </button>
          ))}
        </div>
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          {signedOut ? (
            <Button asChild className="min-h-11">
              <Link to="/login?redirect=%2Fplus">{t('plus.signIn')}</Link>
            </Button>
          ) : paying ? (
            <>
              <h3 className="mb-3 font-semibold text-slate-900">{t('plus.pay.title')}</h3>
              <PlusPaymentForm
                plan={plan}
                onBought={() => {
                  setPaying(false);
                  setBought(true);
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          ) : (
            <Button
              type="button"
              className="min-h-11"
              onClick={() => setPaying(true)}
              disabled={!status.isSuccess}
              data-testid="plus-continue"
            >
              {status.data?.validUntil ? t('plus.plans.renew') : t('plus.plans.continue')}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
