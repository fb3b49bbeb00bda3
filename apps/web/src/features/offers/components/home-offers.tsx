import { CAROUSEL } from '@aushadh/shared/constants.ts';
import type { OfferView } from '@aushadh/shared/offers/schemas.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAutoAdvance } from '../../../lib/use-auto-advance.ts';
import { useOffers } from '../api/get-offers.ts';
import { useTopDeals } from '../api/get-value-pages.ts';
import { offerHeadline, offerTitle } from './offer-terms.ts';
import type { RenderProducts } from './product-slot.ts';

/**
 * The home page's offers carousel (SPEC §2): one offer at a time, moving on every CAROUSEL.heroMs (SPEC §9's
 * carousel timing), held on hover and focus, still with prefers-reduced-motion, arrow keys and buttons.
 */
export function OffersCarousel() {
  const { t } = useTranslation('offers');
  const offers = useOffers();
  const list = offers.data?.offers ?? [];
  const carousel = useAutoAdvance(list.length, CAROUSEL.heroMs);
  if (offers.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (list.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys follow the reading direction (Arabic reads right to left).
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight') (rtl ? carousel.previous : carousel.next)();
    else if (event.key === 'ArrowLeft') (rtl ? carousel.next : carousel.previous)();
    else return;
    event.preventDefault();
  };
  return (
    <section
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.title')}
      className="mx-auto max-w-7xl px-4 py-6 lg:px-6"
      data-testid="offers-carousel"
      onKeyDown={onKeyDown}
      {...carousel.holdProps}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-slate-900">{t('carousel.title')}</h2>
        <Link
          to="/offers"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('carousel.all')}
        </Link>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={carousel.previous}
          aria-label={t('carousel.previous')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1" aria-live={carousel.running ? 'off' : 'polite'}>
          {list.map((offer, index) => (
            <Slide
              key={offer.id}
              offer={offer}
              hidden={index !== carousel.index}
              label={t('carousel.slide', { index: index + 1, count: list.length })}
            />
          ))}
        </div>
        <button
          type="button"
          onClick={carousel.next}
          aria-label={t('carousel.next')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-2 flex justify-center gap-1">
        {list.map((offer, index) => (
          <button
            key={offer.id}
            type="button"
            onClick={() => carousel.goTo(index)}
            aria-label={t('carousel.slide', { index: index + 1, count: list.length })}
            aria-current={index === carousel.index ? 'true' : undefined}
            className="inline-flex size-11 items-center justify-center focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <span
              className={cn('block size-2 rounded-full', index === carousel.index ? 'bg-brand-700' : 'bg-slate-300')}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function Slide({ offer, hidden, label }: { offer: OfferView; hidden: boolean; label: string }) {
  const { t } = useTranslation('offers');
  return (
    <div
      role="group"
      aria-roledescription={t('carousel.slideRole')}
      aria-label={label}
      hidden={hidden}
      className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white"
      data-testid="offer-slide"
    >
      <p className="text-2xl font-extrabold sm:text-3xl">{offerHeadline(offer, t)}</p>
      <p className="mt-1 font-medium">{offerTitle(offer, t)}</p>
      <p className="mt-3 text-sm">
        {t('card.code')}{' '}
        <span className="rounded bg-white/20 px-2 py-0.5 font-mono font-bold tracking-wider">{offer.code}</span>
      </p>
    </div>
  );
}

/** The home page's top deals: the largest real discounts, in stock (the catalog's cards, handed in). */
export function TopDealsSection({ renderProducts }: { renderProducts: RenderProducts }) {
  const { t } = useTranslation('offers');
  const deals = useTopDeals();
  if (deals.isError) return null;
  return (
    <section aria-labelledby="top-deals" className="mx-auto max-w-7xl px-4 py-6 lg:px-6" data-testid="top-deals">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="top-deals" className="text-xl font-bold text-slate-900">
          {t('deals.title')}
        </h2>
        <Link
          to="/value-store"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('deals.more')}
        </Link>
      </div>
      {deals.data ? renderProducts(deals.data.items.slice(0, 10)) : <Skeleton className="h-72 rounded-xl" />}
    </section>
  );
}
