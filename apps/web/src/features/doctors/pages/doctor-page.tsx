import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import { useDoctor, useDoctorHospitals } from '../api/get-doctor.ts';
import { DoctorAvatar } from '../components/doctor-avatar.tsx';
import { languageName } from '../components/doctor-card.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';

/** Where the doctor practises: hospitals of the directory (links to their pages); nothing when none. */
function PractisesAt({ doctorId }: { doctorId: number }) {
  const { t } = useTranslation('doctors');
  const hospitals = useDoctorHospitals(doctorId);
  if (!hospitals.data?.length) return null;
  return (
    <section className="mt-6" aria-labelledby="practises-at" data-testid="doctor-hospitals">
      <h2 id="practises-at" className="mb-2 text-lg font-semibold text-slate-900">
        {t('profile.practisesAt')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {hospitals.data.map((h) => (
          <li key={h.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <Link to={`/hospitals/${h.id}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {h.name}
            </Link>
            <p className="text-slate-600">
              {h.address}, {h.city}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /doctors/{id}: the profile, registration, clinic, where they practise and the next free slots. */
export default function DoctorPage() {
  const { t } = useTranslation('doctors');
  const id = Number(useParams().id);
  const doctor = useDoctor(id);
  const navigate = useNavigate();
  useMetaDescription(doctor.data ? `${doctor.data.name}, ${doctor.data.specialty.name}, ${doctor.data.city}` : null);
  if (!doctor.data) return <QueryFallback query={doctor} />;
  const d = doctor.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6">
      <title>{`${d.name} | ${t('brand')}`}</title>
      <nav className="mb-3 text-sm text-slate-600">
        <Link to="/doctors" className="text-brand-700 underline">
          {t('directory.title')}
        </Link>
      </nav>
      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row">
        <DoctorAvatar id={d.id} name={d.name} size={96} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900">{d.name}</h1>
          <p className="text-brand-800">{t(`specialties.${d.specialty.slug}`, d.specialty.name)}</p>
          <p className="text-sm text-slate-700">{d.qualifications.join(', ')}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t('profile.registration')}: <span className="font-medium">{d.registrationNumber}</span> (
            {d.registrationCouncil})
          </p>
          <p className="text-sm text-slate-600">{t('card.experience', { count: d.experienceYears })}</p>
          <p className="text-sm text-slate-600">
            {t('card.languages')}: {d.languages.map(languageName).join(', ')}
          </p>
          <p className="text-sm text-slate-600">
            {d.clinicName}, {d.clinicAddress}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {d.offersVideo ? <Badge variant="brand">{t('modes.video')}</Badge> : null}
            {d.offersClinic ? <Badge variant="brand">{t('modes.clinic')}</Badge> : null}
            <Badge variant="neutral">
              ★ {d.rating.toFixed(1)} ({d.ratingCount})
            </Badge>
          </div>
          <p className="mt-3 text-slate-700">{d.about}</p>
        </div>
        <div className="shrink-0">
          <p className="text-sm text-slate-600">{t('profile.fee')}</p>
          <p className="text-2xl font-bold text-slate-900">{formatMoney(d.feePaise)}</p>
          <Button asChild className="mt-2">
            <Link to={`/doctors/${d.id}/book`}>{t('card.book')}</Link>
          </Button>
        </div>
      </section>
      <PractisesAt doctorId={d.id} />
      <section className="mt-6">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('profile.slots')}</h2>
        <SlotPicker
          days={d.days}
          value={null}
          onChange={(startsAt) => void navigate(`/doctors/${d.id}/book?slot=${encodeURIComponent(startsAt)}`)}
        />
      </section>
    </div>
  );
}
