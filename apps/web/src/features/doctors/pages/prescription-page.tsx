import type { EPrescription } from '@aushadh/shared/doctors/schemas.ts';
import { Download, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { useMyEPrescription } from '../api/appointments.ts';
import { BookRecommendedTests } from '../components/book-recommended-tests.tsx';

/** The patient's e-prescription: what the doctor wrote, the PDF, and every medicine into the cart in one tap. */
export default function PrescriptionPage({ onAddAll }: { onAddAll: (rx: EPrescription) => Promise<boolean> }) {
  const { t, i18n } = useTranslation('doctors');
  const [params] = useSearchParams();
  const raw = Number(params.get('appointment'));
  const appointmentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const rx = useMyEPrescription(appointmentId);
  const [adding, setAdding] = useState<'idle' | 'busy' | 'done'>('idle');
  if (!rx.data) return <QueryFallback query={rx} />;
  const p = rx.data;
  const addAll = async () => {
    setAdding('busy');
    setAdding((await onAddAll(p)) ? 'done' : 'idle');
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 lg:px-6">
      <title>{`${t('rx.title')} | ${t('brand')}`}</title>
      <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <header className="border-b-2 border-brand-700 pb-3">
          <h1 className="text-xl font-bold text-brand-800">{p.doctor.name}</h1>
          <p className="text-sm text-slate-700">{p.doctor.qualifications}</p>
          <p className="text-sm text-slate-700" data-testid="rx-registration">
            {t('profile.registration')}: {p.doctor.registration} · {p.doctor.council}
          </p>
          <p className="text-sm text-slate-600">
            {p.doctor.clinicName}, {p.doctor.clinicAddress}
          </p>
        </header>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('book.patient')}</dt>
          <dd>
            {p.patient.name}, {p.patient.age}
          </dd>
          <dt className="text-slate-600">{t('rx.date')}</dt>
          <dd>{formatDateTime(p.issuedAt, i18n.language)}</dd>
          <dt className="text-slate-600">{t('rx.validUntil')}</dt>
          <dd>{formatCalendarDate(p.validUntil, i18n.language, { year: 'numeric' })}</dd>
          {p.diagnosis ? (
            <>
              <dt className="text-slate-600">{t('rx.diagnosis')}</dt>
              <dd>{p.diagnosis}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">{t('rx.code')}</dt>
          <dd className="font-mono">{p.verificationCode}</dd>
        </dl>
        <h2 className="mt-4 font-semibold text-slate-900">{t('rx.medicines')}</h2>
        <ol className="mt-2 grid gap-2">
          {p.lines.map((line) => (
            <li key={`${line.productId}-${line.dose}`} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {line.medicineName} <span className="text-slate-500">({line.saltComposition})</span>
              </p>
              <p className="text-slate-700">
                {line.dose} · {line.frequency} · {t('rx.days', { count: line.durationDays })} ·{' '}
                {t('rx.packs', { count: line.quantity })}
              </p>
              {line.instructions ? <p className="text-slate-600">{line.instructions}</p> : null}
            </li>
          ))}
        </ol>
        {p.advice ? (
          <>
            <h2 className="mt-4 font-semibold text-slate-900">{t('rx.advice')}</h2>
            <p className="whitespace-pre-line text-sm text-slate-700">{p.advice}</p>
          </>
        ) : null}
        {p.labTests.length ? (
          <>
            <h2 className="mt-4 font-semibold text-slate-900">{t('rx.labTests')}</h2>
            <ul className="list-disc ps-5 text-sm text-slate-700">
              {p.labTests.map((test) => (
                <li key={test}>{test}</li>
              ))}
            </ul>
          </>
        ) : null}
      </article>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => void addAll()} disabled={adding === 'busy'}>
          <ShoppingCart aria-hidden="true" />
          {adding === 'done' ? t('rx.added') : t('rx.addAll')}
        </Button>
        <BookRecommendedTests rx={p} />
        <Button asChild variant="outline">
          <a href={`/api/appointments/${p.appointmentId}/e-prescription.pdf`} download>
            <Download aria-hidden="true" />
            {t('rx.pdf')}
          </a>
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('rx.noUpload')}</p>
    </div>
  );
}
