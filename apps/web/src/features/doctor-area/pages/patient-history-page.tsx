import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePatientHistory } from '../api/desk.ts';
import { ReportLinks } from '../components/report-links.tsx';

/** /doctor/patients/{userId}: this patient's consultations with the signed-in doctor only. */
export default function PatientHistoryPage() {
  const { t, i18n } = useTranslation('doctor-area');
  const raw = Number(useParams().userId);
  const history = usePatientHistory(Number.isInteger(raw) && raw > 0 ? raw : null);
  if (!history.data) return <QueryFallback query={history} />;
  return (
    <div>
      <title>{t('historyTitle', { name: history.data.patientName })}</title>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">
        {t('historyTitle', { name: history.data.patientName })}
      </h1>
      <ol className="grid gap-3">
        {history.data.consultations.map((c) => (
          <li key={c.appointmentId} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">
              {formatDateTime(c.startsAt, i18n.language)} · {t(`modes.${c.mode}`)} · {t(`status.${c.status}`)}
            </p>
            <p className="text-slate-700">{c.symptoms}</p>
            {c.diagnosis ? (
              <p className="text-slate-700">
                {t('rx.diagnosis')}: {c.diagnosis}
              </p>
            ) : null}
            {c.medicines.length ? <p className="text-slate-600">{c.medicines.join(', ')}</p> : null}
            <ReportLinks appointmentId={c.appointmentId} reports={c.reports} />
          </li>
        ))}
      </ol>
    </div>
  );
}
