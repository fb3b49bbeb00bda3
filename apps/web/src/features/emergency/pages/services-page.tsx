import { Ambulance, HandHeart, Siren, Accessibility } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { EmergencyNumbers } from '../components/emergency-numbers.tsx';

const TILES = [
  { key: 'emergency', to: '/services/emergency', Icon: Siren },
  { key: 'ambulance', to: '/services/ambulance-request', Icon: Ambulance },
  { key: 'medicalServices', to: '/services/medical-services', Icon: HandHeart },
  { key: 'equipment', to: '/services/medical-equipment', Icon: Accessibility },
] as const;

/** /services: the health services hub. */
export default function ServicesPage() {
  const { t } = useTranslation('emergency');
  useMetaDescription(t('hub.meta'));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('hub.title')} | Aushadh`}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('hub.title')}</h1>
        <p className="mt-1 text-slate-600">{t('hub.subtitle')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <span className="mt-3 text-lg font-bold text-slate-900">{t(`hub.${key}.title`)}</span>
              <span className="mt-1 text-sm text-slate-600">{t(`hub.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <EmergencyNumbers compact />
    </div>
  );
}
