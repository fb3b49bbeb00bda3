import type { HospitalSummary } from '@aushadh/shared/hospitals/schemas.ts';
import { BadgeCheck, MapPin, Phone, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HospitalPicture } from './hospital-picture.tsx';

/** One hospital in a list: picture, name, type, place, km when measured, 24×7 emergency, NABH, tel: link. */
export function HospitalCard({ hospital }: { hospital: HospitalSummary }) {
  const { t } = useTranslation('hospitals');
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
      data-testid="hospital-card"
    >
      <HospitalPicture id={hospital.id} className="h-24 w-full" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-bold text-slate-900">
          <Link to={`/hospitals/${hospital.id}`} className="hover:text-brand-700">
            {hospital.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {t(`types.${hospital.type}`)}
          {hospital.beds ? ` · ${t('beds', { count: hospital.beds })}` : ''}
        </p>
        <p className="flex items-start gap-1 text-sm text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {hospital.city}, {hospital.pincode}
            {hospital.distanceKm !== null ? (
              <strong className="ms-1 text-brand-800" data-testid="distance">
                · {t('km', { km: hospital.distanceKm })}
              </strong>
            ) : null}
          </span>
        </p>
        <p className="flex flex-wrap gap-1 pt-1">
          {hospital.emergency24x7 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              <Siren className="size-3" aria-hidden="true" />
              {t('emergency24x7')}
            </span>
          ) : null}
          {hospital.nabhAccredited ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
              <BadgeCheck className="size-3" aria-hidden="true" />
              {t('nabh')}
            </span>
          ) : null}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <a
            href={`tel:${hospital.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-600"
          >
            <Phone className="size-4" aria-hidden="true" />
            <span dir="ltr">{hospital.phone}</span>
          </a>
          <Link
            to={`/hospitals/${hospital.id}/appointment`}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('book')}
          </Link>
        </div>
      </div>
    </article>
  );
}
