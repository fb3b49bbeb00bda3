import { BadgeCheck, BedDouble, Clock, ExternalLink, MapPin, Phone, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { useHospital } from '../api/hospitals-api.ts';
import { HospitalDoctors } from '../components/hospital-doctors.tsx';
import { HospitalPicture } from '../components/hospital-picture.tsx';

/** /hospitals/{id}: departments, phone as a tel: link, hours, emergency care, a maps link (no embedded map). */
export default function HospitalPage() {
  const { t } = useTranslation('hospitals');
  const id = Number(useParams().id);
  const query = useHospital(id);
  useMetaDescription(query.data ? t('detail.meta', { name: query.data.name, city: query.data.city }) : undefined);
  if (!query.data) return <QueryFallback query={query} />;
  const h = query.data;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${h.name} | Aushadh`}</title>
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link to="/hospitals" className="text-brand-700 underline-offset-4 hover:underline">
          {t('list.title')}
        </Link>
      </nav>
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <HospitalPicture id={h.id} className="w-full rounded-xl" />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{h.name}</h1>
          <p className="text-slate-600">{t(`types.${h.type}`)}</p>
          <p className="flex items-start gap-2 text-slate-800">
            <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
            {h.address}, {h.city}, {h.state} {h.pincode}
          </p>
          {h.hours ? (
            <p className="flex items-center gap-2 text-slate-800">
              <Clock className="size-4" aria-hidden="true" />
              {t('detail.opd', { hours: h.hours })}
            </p>
          ) : null}
          {h.beds ? (
            <p className="flex items-center gap-2 text-slate-800">
              <BedDouble className="size-4" aria-hidden="true" />
              {t('beds', { count: h.beds })}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-2">
            {h.emergency24x7 ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800">
                <Siren className="size-4" aria-hidden="true" />
                {t('emergency24x7')}
              </span>
            ) : null}
            {h.nabhAccredited ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {t('nabh')}
              </span>
            ) : null}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a
              href={`tel:${h.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              <Phone className="size-4" aria-hidden="true" />
              <span dir="ltr">{h.phone}</span>
            </a>
            <a
              href={h.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:border-brand-600"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('detail.maps')}
            </a>
            <Link
              to={`/hospitals/${h.id}/appointment`}
              className="inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-4 font-semibold text-slate-900 hover:bg-amber-300"
            >
              {t('book')}
            </Link>
          </div>
        </div>
      </div>
      <section aria-labelledby="departments-title">
        <h2 id="departments-title" className="text-xl font-bold text-slate-900">
          {t('detail.departments')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="departments">
          {h.specialties.map((s) => (
            <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {t(`departments.${s}`, { defaultValue: s })}
            </li>
          ))}
        </ul>
      </section>
      <HospitalDoctors doctors={h.doctors} />
    </div>
  );
}
