import type { QueueEntry } from '@aushadh/shared/doctors/schemas.ts';
import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useAppointmentAction, useDoctorQueue } from '../api/desk.ts';
import { ReportLinks } from '../components/report-links.tsx';

const STATUS_TONE = {
  booked: 'info',
  in_consultation: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
} as const;

function Entry({ entry, doctorId, now }: { entry: QueueEntry; doctorId: number; now: number }) {
  const { t, i18n } = useTranslation('doctor-area');
  const { error: errorText } = useErrorText();
  const start = useAppointmentAction('start');
  const noShow = useAppointmentAction('no-show');
  const begun = new Date(entry.startsAt).getTime() <= now;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`queue-${entry.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {formatDateTime(entry.startsAt, i18n.language)} · {entry.patient.name}, {entry.patient.age}
          </p>
          <p className="text-sm text-slate-600">
            {t(`modes.${entry.mode}`)} · {entry.reference}
          </p>
          <p className="mt-1 text-sm text-slate-700">{entry.symptoms}</p>
          <ReportLinks appointmentId={entry.id} reports={entry.reports} />
        </div>
        <Badge variant={STATUS_TONE[entry.status]}>{t(`status.${entry.status}`)}</Badge>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {entry.status === 'booked' ? (
          <Button size="sm" disabled={start.isPending} onClick={() => start.mutate(entry.id)}>
            {t('start')}
          </Button>
        ) : null}
        {entry.status === 'in_consultation' && entry.mode === 'video' ? (
          <Button asChild size="sm">
            <Link to={`/doctors/${doctorId}/video?appointment=${entry.id}`}>
              <Video aria-hidden="true" />
              {t('joinVideo')}
            </Link>
          </Button>
        ) : null}
        {entry.status === 'in_consultation' ? (
          <Button asChild size="sm" variant={entry.mode === 'video' ? 'outline' : 'primary'}>
            <Link to={`/doctors/${doctorId}/prescription?appointment=${entry.id}`}>{t('writePrescription')}</Link>
          </Button>
        ) : null}
        {entry.status === 'booked' && begun ? (
          <Button size="sm" variant="outline" disabled={noShow.isPending} onClick={() => noShow.mutate(entry.id)}>
            {t('noShow')}
          </Button>
        ) : null}
        {entry.patientUserId ? (
          <Button asChild size="sm" variant="ghost">
            <Link to={`/doctor/patients/${entry.patientUserId}`}>{t('history')}</Link>
          </Button>
        ) : null}
      </div>
      <FormError
        message={start.isError ? errorText(start.error) : noShow.isError ? errorText(noShow.error) : undefined}
      />
    </li>
  );
}

/** /doctor: today's queue and the upcoming appointments, with start, no-show and the patient's history. */
export default function DoctorDeskPage() {
  const { t } = useTranslation('doctor-area');
  const queue = useDoctorQueue();
  if (!queue.data) return <QueryFallback query={queue} />;
  const q = queue.data;
  return (
    <div className="grid gap-6">
      <title>{t('title')}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <Button asChild variant="outline">
          <Link to="/doctor/availability">{t('availability.title')}</Link>
        </Button>
      </div>
      <section>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('today')}</h2>
        {q.todays.length === 0 ? (
          <StateMessage title={t('emptyToday')} />
        ) : (
          <ul className="grid gap-3">
            {q.todays.map((entry) => (
              <Entry key={entry.id} entry={entry} doctorId={q.doctorId} now={queue.dataUpdatedAt} />
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('upcoming')}</h2>
        {q.upcoming.length === 0 ? (
          <StateMessage title={t('emptyUpcoming')} />
        ) : (
          <ul className="grid gap-3">
            {q.upcoming.map((entry) => (
              <Entry key={entry.id} entry={entry} doctorId={q.doctorId} now={queue.dataUpdatedAt} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
