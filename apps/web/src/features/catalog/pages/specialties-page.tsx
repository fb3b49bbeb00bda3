import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { SpecialtyCards } from '../components/specialty-cards.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';

/** /products/specialty: the eight specialties as cards. */
export default function SpecialtiesPage() {
  const { t } = useTranslation('catalog');
  useMetaDescription(t('specialties.subtitle'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <title>{`${t('specialties.title')} | ${t('brand.name')}`}</title>
      <Breadcrumbs
        items={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('listing.allTitle'), to: '/products' },
          { label: t('specialties.title') },
        ]}
      />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('specialties.title')}</h1>
        <p className="mt-1 text-slate-600">{t('specialties.subtitle')}</p>
      </header>
      <SpecialtyCards />
    </div>
  );
}
