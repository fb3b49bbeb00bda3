import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useAppointment, useCancelAppointment } from '../api/appointments.ts';

/** /doctors/{id}/success?appointment=…: the booking's details, the calendar file, and cancel while it is free. */
export default function SuccessPage() {
  const { t, i18n } = useTranslation('doctors');
  const { error: errorText } = useErrorText();
  const [params] = useSearchParams();
  const raw = Number(params.get('appointment'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const appointment = useAppointment(id);
  const cancel = useCancelAppointment(id ?? 0);
  if (!appointment.data) return <QueryFallback query={appointment} />;
  const a = appointment.data;
  const cancelled = a.status === 'cancelled';
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
          {a.doctor.name} · {a.doctor.specialty}
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
      <div className="mt-4 flex flex-wrap gap-3">
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
