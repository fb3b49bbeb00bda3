import type { HospitalDetail } from '@aushadh/shared/hospitals/schemas.ts';
import { Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money.ts';

/** "Doctors who practise here": the product's doctors at this hospital, each with specialty, fee and "Book". */
export function HospitalDoctors({ doctors }: { doctors: HospitalDetail['doctors'] }) {
  // The doctors' namespace names the specialties the way the doctor pages do.
  const { t } = useTranslation(['hospitals', 'doctors']);
  return (
    <section aria-labelledby="doctors-title">
      <h2 id="doctors-title" className="text-xl font-bold text-slate-900">
        {t('detail.doctors')}
      </h2>
      {doctors.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('detail.noDoctors')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="hospital-doctors">
          {doctors.map((d) => (
            <li key={d.id} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <Stethoscope className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/doctors/${d.id}`}
                  className="font-semibold text-slate-900 underline-offset-4 hover:underline"
                >
                  {d.name}
                </Link>
                <p className="text-sm text-brand-800">
                  {t(`doctors:specialties.${d.specialty.slug}`, { defaultValue: d.specialty.name })}
                </p>
                <p className="text-sm text-slate-600">{t('detail.fee', { fee: formatMoney(d.feePaise) })}</p>
              </div>
              <Link
                to={`/doctors/${d.id}/book`}
                aria-label={t('detail.bookDoctor', { name: d.name })}
                className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-amber-400 px-4 font-semibold text-slate-900 hover:bg-amber-300"
              >
                {t('detail.bookShort')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
