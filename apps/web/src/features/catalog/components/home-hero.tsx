import { ArrowRight, BadgeCheck, ShieldCheck, Stethoscope, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** Compact hero band: promise, two calls to action, three trust points. */
export function HomeHero() {
  const { t } = useTranslation('catalog');
  const highlights = [
    { icon: Truck, text: t('home.highlightDelivery') },
    { icon: BadgeCheck, text: t('home.highlightGenuine') },
    { icon: ShieldCheck, text: t('home.highlightPharmacist') },
  ];
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-emerald-50"
    >
      <div
        className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-brand-100/60 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:py-14 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:px-6">
        <div>
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-xs ring-1 ring-brand-100">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('home.heroEyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
          >
            {t('home.heroTitle')}
          </h1>
          <p className="mt-3 max-w-xl text-base text-slate-600 sm:text-lg">{t('home.heroSubtitle')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/products">
                {t('home.shopMedicines')}
                <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/doctors">
                <Stethoscope aria-hidden="true" />
                {t('home.consultDoctor')}
              </Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-xl border border-white bg-white/80 p-3 shadow-xs">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-medium text-slate-800">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
