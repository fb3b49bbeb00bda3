import { PLUS } from '@aushadh/shared/constants.ts';
import { PLUS_PLANS } from '@aushadh/shared/offers/schemas.ts';
import { Crown, TicketPercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOffers } from '../api/get-offers.ts';
import { offerHeadline, offerMoney } from './offer-terms.ts';

/**
 * SPEC §2's promotional banner, from real offers (SPEC §9: 20 % off the first order): the first-order offer as
 * it runs now (shown only while it does) and PLUS at its cheapest plan's price a month.
 */
export function HomePromoBanner() {
  const { t } = useTranslation('offers');
  const offers = useOffers();
  // The shop's own first-order offer as it runs now (FIRST20 in the seed): nothing is claimed once it ends.
  const first = offers.data?.offers.find((offer) => offer.kind === 'store' && offer.firstOrderOnly && !offer.plusOnly);
  const cheapestMonth = Math.min(...PLUS_PLANS.map((plan) => Math.ceil(plan.pricePaise / plan.months / 100) * 100));
  return (
    <section aria-labelledby="home-promo" className="mx-auto max-w-7xl px-4 pt-12 lg:px-6" data-testid="promo-banner">
      <h2 id="home-promo" className="sr-only">
        {t('promo.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {first ? (
          <Link
            to="/offers"
            className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-orange-600 to-amber-500 p-6 text-white hover:brightness-105 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <TicketPercent className="size-12 shrink-0" aria-hidden="true" />
            <span>
              <span className="block text-2xl font-extrabold">
                {t('promo.first', { headline: offerHeadline(first, t) })}
              </span>
              <span className="mt-1 block">
                {first.maxDiscountPaise
                  ? t('promo.firstCapped', { code: first.code, amount: offerMoney(first.maxDiscountPaise) })
                  : t('promo.firstCode', { code: first.code })}
              </span>
            </span>
          </Link>
        ) : null}
        <Link
          to="/plus"
          className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-violet-800 to-fuchsia-700 p-6 text-white hover:brightness-110 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <Crown className="size-12 shrink-0" aria-hidden="true" />
          <span>
            <span className="block text-2xl font-extrabold">{t('promo.plus')}</span>
            <span className="mt-1 block">
              {t('promo.plusText', { percent: PLUS.extraDiscountPercent, amount: offerMoney(cheapestMonth) })}
            </span>
          </span>
        </Link>
      </div>
    </section>
  );
}
