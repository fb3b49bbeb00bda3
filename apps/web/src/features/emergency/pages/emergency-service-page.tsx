import {
  EMERGENCY_AVAILABILITY,
  emergencyServiceOf,
  type EmergencyServiceKind,
} from '@aushadh/shared/emergency/emergency-constants.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { Call112First, EmergencyNumbers } from '../components/emergency-numbers.tsx';
import { EmergencyRequestForm } from '../components/emergency-request-form.tsx';

const BY_PATH: Record<string, EmergencyServiceKind> = {
  '/emergency/ambulance': 'ambulance',
  '/emergency/air-ambulance': 'air-ambulance',
  '/emergency/medical-team': 'medical-team',
  '/emergency/consultation': 'consultation',
};

/** /emergency/{ambulance,air-ambulance,medical-team,consultation}: the service, 112 first, then its form. */
export default function EmergencyServicePage() {
  const { t } = useTranslation('emergency');
  const { pathname } = useLocation();
  const kind = BY_PATH[pathname.toLowerCase().replace(/\/$/, '')] ?? 'ambulance';
  const service = emergencyServiceOf(kind);
  useMetaDescription(t(`services.${kind}.description`));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t(`services.${kind}.name`)} | Aushadh`}</title>
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link to="/emergency" className="text-brand-700 underline-offset-4 hover:underline">
          {t('title')}
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(`services.${kind}.name`)}</h1>
        <p className="mt-1 text-slate-600">{t(`services.${kind}.description`)}</p>
        <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
          <span>
            {t('price')}: <strong>{formatMoney(service.price * 100)}</strong>
          </span>
          <span>
            {t('responseTime')}: <strong>{t('minutes', { range: service.responseTime })}</strong>
          </span>
          <span className="font-semibold text-green-800">{t('available', { hours: EMERGENCY_AVAILABILITY })}</span>
        </p>
      </header>
      <Call112First />
      <EmergencyRequestForm service={kind} returnTo={service.url} ambulanceDetails={kind === 'ambulance'} />
      <EmergencyNumbers compact />
    </div>
  );
}
