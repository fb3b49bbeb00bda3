import { BadgePercent, Crown, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { useOffers } from '../api/get-offers.ts';
import { OfferCard } from '../components/offer-card.tsx';

/** /offers: every offer running now, its code and terms (issue 18); the best one applies at checkout by itself. */
export default function OffersPage() {
  const { t } = useTranslation('offers');
  const offers = useOffers();
  useMetaDescription(t('page.meta'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${t('page.title')} | Aushadh`}</title>
      <header className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <BadgePercent className="size-7" aria-hidden="true" />
          {t('page.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-brand-50">{t('page.subtitle')}</p>
        <nav aria-label={t('page.more')} className="mt-4 flex flex-wrap gap-2">
          <Link
            to="/plus"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <Crown className="size-4" aria-hidden="true" />
            {t('page.plusLink')}
          </Link>
          <Link
            to="/value-store"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/70 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <Tags className="size-4" aria-hidden="true" />
            {t('page.valueLink')}
          </Link>
        </nav>
      </header>
      <section className="mt-6" aria-live="polite">
        <QueryState
          query={offers}
          loading={
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-64 rounded-xl" />
              ))}
            </ul>
          }
          errorTitle={t('page.error')}
          isEmpty={(list) => list.offers.length === 0}
          empty={<StateMessage icon={<BadgePercent />} title={t('page.empty')} />}
        >
          {(list) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
