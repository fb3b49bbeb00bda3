import { CAROUSEL } from '@aushadh/shared/constants.ts';
import {
  ArrowRight,
  Bot,
  FileUp,
  FlaskConical,
  Hospital,
  Pill,
  Siren,
  Stethoscope,
  TicketPercent,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel, useCarouselLabels } from '../../../components/carousel.tsx';
import { cn } from '../../../lib/cn.ts';

const HERO_SLIDES = [
  { key: 'medicines', to: '/products', icon: Pill, tone: 'from-brand-700 to-brand-600' },
  { key: 'labTests', to: '/lab-tests', icon: FlaskConical, tone: 'from-indigo-700 to-indigo-600' },
  { key: 'assistant', to: '/ai-healthcare', icon: Bot, tone: 'from-emerald-700 to-teal-600' },
] as const;

/** Desktop (SPEC §2): the rotating hero (medicines, lab tests, AI assistant) beside the Consult Doctor button. */
function HeroCarousel() {
  const { t } = useTranslation('home');
  const labels = useCarouselLabels(t('hero.name'));
  return (
    <div
      className="hidden gap-4 md:grid md:grid-cols-[minmax(0,1fr)_16rem] lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-testid="home-hero"
    >
      <Carousel
        count={HERO_SLIDES.length}
        intervalMs={CAROUSEL.heroMs}
        labels={labels}
        testId="hero-carousel"
        renderSlide={(index) => {
          const { key, to, icon: Icon, tone } = HERO_SLIDES[index]!;
          return (
            <div className={cn('flex min-h-56 items-center gap-6 rounded-2xl bg-gradient-to-r p-8 text-white', tone)}>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">
                  {t(`hero.${key}.eyebrow`)}
                </p>
                <h2 className="mt-1 text-3xl font-extrabold tracking-tight lg:text-4xl">{t(`hero.${key}.title`)}</h2>
                <p className="mt-2 max-w-xl text-base text-white/95 lg:text-lg">{t(`hero.${key}.text`)}</p>
                <Link
                  to={to}
                  className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900 focus-visible:outline-none"
                >
                  {t(`hero.${key}.cta`)}
                  <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                </Link>
              </div>
              <Icon className="hidden size-28 shrink-0 text-white/25 lg:block" aria-hidden="true" />
            </div>
          );
        }}
      />
      <Link
        to="/doctors"
        className="flex min-h-56 flex-col justify-between rounded-2xl border border-brand-200 bg-brand-50 p-6 hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        data-testid="consult-doctor"
      >
        <Stethoscope className="size-10 text-brand-700" aria-hidden="true" />
        <span>
          <span className="block text-xl font-bold text-slate-900">{t('hero.consult')}</span>
          <span className="mt-1 block text-sm text-slate-700">{t('hero.consultNote')}</span>
        </span>
        <span className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand-700 px-4 font-semibold text-white">
          {t('hero.consultCta')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </span>
      </Link>
    </div>
  );
}

interface Tile {
  key: string;
  to: string;
  icon: LucideIcon;
}

const SERVICE_TILES: Tile[] = [
  { key: 'medicines', to: '/products', icon: Pill },
  { key: 'labTests', to: '/lab-tests', icon: FlaskConical },
  { key: 'doctors', to: '/doctors', icon: Stethoscope },
  { key: 'assistant', to: '/ai-healthcare', icon: Bot },
  { key: 'hospitals', to: '/hospitals', icon: Hospital },
];

/** Desktop (SPEC §2): the five-tile service row. */
function ServiceRow() {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('services.label')} className="mt-4 hidden md:block" data-testid="service-row">
      <ul className="grid grid-cols-5 gap-3">
        {SERVICE_TILES.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full min-h-20 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs hover:border-brand-400 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{t(`services.${key}.title`)}</span>
                <span className="block text-xs text-slate-600">{t(`services.${key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const QUICK_LINKS: Tile[] = [
  { key: 'medicines', to: '/products', icon: Pill },
  { key: 'labTests', to: '/lab-tests', icon: FlaskConical },
  { key: 'doctors', to: '/doctors', icon: Stethoscope },
  { key: 'offers', to: '/offers', icon: TicketPercent },
  { key: 'hospitals', to: '/nearby-hospitals', icon: Hospital },
  { key: 'emergency', to: '/emergency', icon: Siren },
];

/** Phone (SPEC §2): the quick-link row. */
function QuickLinks() {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('quickLinks.label')} className="md:hidden" data-testid="quick-links">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {QUICK_LINKS.map(({ key, to, icon: Icon }) => (
          <li key={key} className="shrink-0">
            <Link
              to={to}
              className="flex max-w-28 min-w-20 flex-col items-center gap-1 rounded-xl p-1 text-center text-xs font-medium text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              {t(`quickLinks.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const BANNER_TILES = [
  { key: 'prescription', to: '#upload-prescription', icon: FileUp, tone: 'bg-amber-50 border-amber-200' },
  { key: 'consult', to: '/doctors', icon: Stethoscope, tone: 'bg-brand-50 border-brand-200' },
  { key: 'checkup', to: '/lab-tests', icon: FlaskConical, tone: 'bg-indigo-50 border-indigo-200' },
] as const;

/** Phone (SPEC §2): the banner carousel, 3 s a tile, a 50 px swipe moves it (SPEC §9). */
function MobileBanner() {
  const { t } = useTranslation('home');
  const labels = useCarouselLabels(t('banner.name'));
  return (
    <Carousel
      className="mt-3 md:hidden"
      count={BANNER_TILES.length}
      intervalMs={CAROUSEL.mobileBannerMs}
      swipePx={CAROUSEL.mobileBannerSwipePx}
      labels={labels}
      testId="mobile-banner"
      renderSlide={(index) => {
        const { key, to, icon: Icon, tone } = BANNER_TILES[index]!;
        const className = cn(
          'flex min-h-28 items-center gap-4 rounded-2xl border p-4 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
          tone,
        );
        const body = (
          <>
            <Icon className="size-10 shrink-0 text-slate-800" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold text-slate-900">{t(`banner.${key}.title`)}</span>
              <span className="block text-sm text-slate-700">{t(`banner.${key}.text`)}</span>
            </span>
            <ArrowRight className="size-5 shrink-0 text-slate-700 rtl:rotate-180" aria-hidden="true" />
          </>
        );
        // The prescription tile scrolls to the upload card on this page; the others open their pages.
        return to.startsWith('#') ? (
          <a href={to} className={className}>
            {body}
          </a>
        ) : (
          <Link to={to} className={className}>
            {body}
          </Link>
        );
      }}
    />
  );
}

/**
 * The top of the home page: on a computer the rotating hero with the Consult Doctor button and the service row;
 * on a phone (below 768 px) the quick-link row and the banner carousel. Both are in the server's HTML; CSS picks.
 */
export function HomeTop() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 md:pt-6 lg:px-6">
      <HeroCarousel />
      <ServiceRow />
      <QuickLinks />
      <MobileBanner />
    </div>
  );
}
