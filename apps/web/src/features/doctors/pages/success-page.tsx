import { APPOINTMENT_REPORTS, type Appointment } from '@aushadh/shared/doctors/schemas.ts';
import { CalendarPlus, CheckCircle2, FileText, Paperclip, Video } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useAppointment, useAttachReport, useCancelAppointment, useMyEPrescription } from '../api/appointments.ts';
import { BookRecommendedTests } from '../components/book-recommended-tests.tsx';

/** The consultation's recommended catalog tests, once its e-prescription exists. */
function RecommendedTests({ appointmentId }: { appointmentId: number }) {
  const rx = useMyEPrescription(appointmentId);
  return rx.data ? <BookRecommendedTests rx={rx.data} /> : null;
}

/** The reports attached to a live booking, and one more (the doctor sees them in the queue). */
function AttachedReports({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('doctors');
  const { error: errorText } = useErrorText();
  const attach = useAttachReport(appointment.id);
  const input = useRef<HTMLInputElement>(null);
  const full = appointment.reports.length >= APPOINTMENT_REPORTS.maxFiles;
  return (
    <section className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm" aria-labelledby="reports-title">
      <h2 id="reports-title" className="font-semibold text-slate-900">
        {t('reports.title')}
      </h2>
      {appointment.reports.length === 0 ? (
        <p className="mt-1 text-slate-600">{t('reports.none')}</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {appointment.reports.map((report) => (
            <li key={report.id}>
              <a
                href={`/api/appointments/${appointment.id}/reports/${report.id}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline"
              >
                <FileText aria-hidden="true" className="size-4" />
                {report.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {!full ? (
        <div className="mt-2">
          <label htmlFor="attach-report" className="sr-only">
            {t('reports.add')}
          </label>
          <input
            id="attach-report"
            ref={input}
            type="file"
            accept={APPOINTMENT_REPORTS.accept}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) attach.mutate(file, { onSettled: () => input.current && (input.current.value = '') });
            }}
          />
          <Button variant="outline" disabled={attach.isPending} onClick={() => input.current?.click()}>
            <Paperclip aria-hidden="true" />
            {t('reports.add')}
          </Button>
          <p className="mt-1 text-xs text-slate-500">{t('reports.hint', { max: APPOINTMENT_REPORTS.maxFiles })}</p>
        </div>
      ) : null}
      <FormError message={attach.isError ? errorText(attach.error) : undefined} />
    </section>
  );
}

/** /doctors/{id}/success?appointment=…: the booking's details, the calendar file, and cancel while it is free. */
export default function SuccessPage() {
  const { t, i18n } = useTranslation('doctors');
  const { error: errorText } = useErrorText();
  const [params] = useSearchParams();
  const raw = Number(params.get('appointment'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const appointment = useAppointment(id);
  const cancel = useCancelAppointment(id ?? 0);
  // Reports chosen on the booking form that could not be attached (the booking itself went through).
  const reportErrors = ((useLocation().state as { reportErrors?: string[] } | null)?.reportErrors ?? []).slice(0, 5);
  if (!appointment.data) return <QueryFallback query={appointment} />;
  const a = appointment.data;
  const cancelled = a.status === 'cancelled';
  const live = a.status === 'booked' || a.status === 'in_consultation';
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 lg:px-6">
      <title>{`${t('success.title')} | ${t('brand')}`}</title>
      <div className="flex items-center gap-3">
        <CheckCircle2 className="size-8 text-emerald-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">
          {cancelled ? t('success.cancelledTitle') : t('success.title')}
        </h1>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-600">{t('success.reference')}</dt>
        <dd className="font-semibold" data-testid="appointment-reference">
          {a.reference}
        </dd>
        <dt className="text-slate-600">{t('success.doctor')}</dt>
        <dd>
          {a.doctor.name} · {t(`specialties.${a.doctor.specialtySlug}`, a.doctor.specialty)}
        </dd>
        <dt className="text-slate-600">{t('success.when')}</dt>
        <dd>{formatDateTime(a.startsAt, i18n.language)}</dd>
        <dt className="text-slate-600">{t('book.mode')}</dt>
        <dd>
          {a.mode === 'video'
            ? t('modes.video')
            : `${t('modes.clinic')} — ${a.doctor.clinicName}, ${a.doctor.clinicAddress}`}
        </dd>
        <dt className="text-slate-600">{t('book.patient')}</dt>
        <dd>
          {a.patient.name}, {a.patient.age}
        </dd>
        <dt className="text-slate-600">{t('success.paid')}</dt>
        <dd>
          {formatMoney(a.feePaise)} ({a.paymentMethod.toUpperCase()}, {a.paymentReference})
        </dd>
        {a.refundPaise !== null ? (
          <>
            <dt className="text-slate-600">{t('success.refund')}</dt>
            <dd>
              {formatMoney(a.refundPaise)} ({a.refundReference})
            </dd>
          </>
        ) : null}
      </dl>
      {reportErrors.length ? (
        <ul role="alert" className="mt-3 grid gap-1 text-sm text-red-700">
          {reportErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {live ? <AttachedReports appointment={a} /> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {a.mode === 'video' && live ? (
          <Button asChild>
            <Link to={`/doctors/${a.doctor.id}/video?appointment=${a.id}`}>
              <Video aria-hidden="true" />
              {t('video.joinFromBooking')}
            </Link>
          </Button>
        ) : null}
        {!cancelled ? (
          <Button asChild variant="outline">
            <a href={`/api/appointments/${a.id}/calendar.ics`} download>
              <CalendarPlus aria-hidden="true" />
              {t('success.calendar')}
            </a>
          </Button>
        ) : null}
        {a.hasPrescription ? (
          <Button asChild>
            <Link to={`/doctors/${a.doctor.id}/prescription?appointment=${a.id}`}>{t('success.prescription')}</Link>
          </Button>
        ) : null}
        {a.hasPrescription ? <RecommendedTests appointmentId={a.id} /> : null}
        {a.changeable ? (
          <Button variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('success.cancel')}
          </Button>
        ) : null}
      </div>
      <FormError message={cancel.isError ? errorText(cancel.error) : undefined} />
      <p className="mt-4 text-sm text-slate-600">{cancelled ? t('success.refundNote') : t('book.policy')}</p>
    </div>
  );
}
