import { EMERGENCY_AVAILABILITY, EMERGENCY_SERVICES } from '@aushadh/shared/emergency/emergency-constants.ts';
import { Ambulance, Clock, HeartPulse, Plane, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money.ts';

const ICONS = { ambulance: Ambulance, 'air-ambulance': Plane, 'medical-team': HeartPulse, consultation: Stethoscope };

/** SPEC §3/§9 emergency services: name, description, response time, price, 24/7, a link to request it. */
export function EmergencyServicesList() {
  const { t } = useTranslation('emergency');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="emergency-services">
      {EMERGENCY_SERVICES.map((service) => {
        const Icon = ICONS[service.kind];
        return (
          <li key={service.kind} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <Icon className="size-8 text-red-700" aria-hidden="true" />
            <h3 className="mt-2 text-lg font-bold text-slate-900">{t(`services.${service.kind}.name`)}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{t(`services.${service.kind}.description`)}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">{t('price')}</dt>
                <dd className="font-semibold text-slate-900">{formatMoney(service.price * 100)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('responseTime')}</dt>
                <dd className="font-semibold text-slate-900">
                  <Clock className="me-1 inline size-3.5" aria-hidden="true" />
                  {t('minutes', { range: service.responseTime })}
                </dd>
              </div>
            </dl>
            <p className="mt-2 inline-flex w-fit rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t('available', { hours: EMERGENCY_AVAILABILITY })}
            </p>
            <Link
              to={service.url}
              className="mt-3 inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
            >
              {t('requestNow')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
