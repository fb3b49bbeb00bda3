import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { Call112First, EmergencyNumbers } from '../components/emergency-numbers.tsx';
import { EmergencyServicesList } from '../components/emergency-services-list.tsx';

/** /emergency and /services/emergency: SPEC §9 numbers as tel: links and the four services. No JavaScript needed. */
export default function EmergencyPage() {
  const { t } = useTranslation('emergency');
  useMetaDescription(t('meta'));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('title')} | Aushadh`}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      </header>
      <Call112First />
      <EmergencyNumbers />
      <section aria-labelledby="emergency-services-title">
        <h2 id="emergency-services-title" className="mb-3 text-xl font-bold text-slate-900">
          {t('servicesTitle')}
        </h2>
        <EmergencyServicesList />
      </section>
      <p className="text-sm text-slate-600">
        <Link to="/nearby-hospitals" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('nearbyLink')}
        </Link>
      </p>
    </div>
  );
}
