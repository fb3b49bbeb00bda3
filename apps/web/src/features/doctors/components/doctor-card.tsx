import type { DoctorCard as DoctorCardData } from '@aushadh/shared/doctors/schemas.ts';
import { LANGUAGES } from '@aushadh/shared/i18n/languages.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { DoctorAvatar } from './doctor-avatar.tsx';

export const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

/** One doctor in the directory: picture, specialty, experience, languages, fee, modes and the next free slot. */
export function DoctorCard({ doctor }: { doctor: DoctorCardData }) {
  const { t, i18n } = useTranslation('doctors');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <DoctorAvatar id={doctor.id} name={doctor.name} />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={`/doctors/${doctor.id}`} className="hover:underline">
            {doctor.name}
          </Link>
        </h2>
        <p className="text-sm text-brand-800">{t(`specialties.${doctor.specialty.slug}`, doctor.specialty.name)}</p>
        <p className="text-sm text-slate-600">{doctor.qualifications.join(', ')}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t('card.experience', { count: doctor.experienceYears })} · {doctor.clinicName}, {doctor.city}
        </p>
        <p className="text-sm text-slate-600">
          {t('card.languages')}: {doctor.languages.map(languageName).join(', ')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {doctor.offersVideo ? <Badge variant="brand">{t('modes.video')}</Badge> : null}
          {doctor.offersClinic ? <Badge variant="brand">{t('modes.clinic')}</Badge> : null}
          <Badge variant="neutral">
            ★ {doctor.rating.toFixed(1)} ({doctor.ratingCount})
          </Badge>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <p className="text-lg font-bold text-slate-900">{formatMoney(doctor.feePaise)}</p>
        <p className="text-xs text-slate-600">
          {doctor.nextSlot
            ? t('card.nextSlot', { time: formatDateTime(doctor.nextSlot, i18n.language) })
            : t('card.noSlots')}
        </p>
        <Button asChild size="sm">
          <Link to={`/doctors/${doctor.id}/book`}>{t('card.book')}</Link>
        </Button>
      </div>
    </li>
  );
}
