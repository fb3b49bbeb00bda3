import type { LabWorkBooking } from '@aushadh/shared/labs/schemas.ts';
import { FileText, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { labReportFileUrl, useLabAction, useLabWork } from '../api/lab-work.ts';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00–${String(h + 1).padStart(2, '0')}:00`;

/** /laboratory/lab-bookings/{id}: assign, collect (sample ids), process, enter results or upload the PDF, report ready. */
export default function LabBookingWorkPage() {
  const { t, i18n } = useTranslation('laboratory');
  const params = useParams();
  const id = Number(params.id);
  const query = useLabWork(id);
  const action = useLabAction(id);
  const { error: errorText } = useErrorText();
  const booking = query.data;
  if (!booking) return <QueryFallback query={query} errorTitle={t('work.error')} />;
  const s = booking.status;

  return (
    <section className="space-y-5">
      <title>{`${booking.number} | ${t('areaTitle')}`}</title>
      <Link to={`/laboratory?date=${booking.slot.date}`} className="text-sm text-brand-800 hover:underline">
        {t('work.back')}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{booking.number}</h1>
          <p className="text-sm text-slate-600">
            {formatCalendarDate(booking.slot.date, i18n.language)} ·{' '}
            <span dir="ltr">{hour(booking.slot.startHour)}</span> · {booking.address.contactName} ·{' '}
            <span dir="ltr">{booking.address.phone}</span>
          </p>
          <p className="text-sm text-slate-600">{`${booking.address.address}, ${booking.address.city}, ${booking.address.state} ${booking.address.pincode}`}</p>
        </div>
        <Badge variant={s === 'report-ready' ? 'success' : s === 'cancelled' ? 'neutral' : 'info'}>
          {t(`status.${s}`)}
        </Badge>
      </header>
      {action.isError ? <FormError message={errorText(action.error) ?? t('work.failed')} /> : null}

      {s === 'booked' || s === 'phlebotomist-assigned' ? (
        <AssignForm
          booking={booking}
          onSubmit={(name, phone) => action.mutate({ kind: 'assign', name, phone })}
          pending={action.isPending}
        />
      ) : null}
      {s === 'booked' || s === 'phlebotomist-assigned' ? (
        <CollectForm
          booking={booking}
          onSubmit={(samples) => action.mutate({ kind: 'collect', samples })}
          pending={action.isPending}
        />
      ) : null}
      {s === 'sample-collected' ? (
        <Button onClick={() => action.mutate({ kind: 'processing' })} disabled={action.isPending}>
          {t('work.startProcessing')}
        </Button>
      ) : null}

      {booking.patients.map((patient) => (
        <PatientResults
          key={patient.id}
          patient={patient}
          editable={s === 'sample-collected' || s === 'processing'}
          pending={action.isPending}
          onSave={(results) => action.mutate({ kind: 'results', bookingPatientId: patient.id, results })}
          onUpload={(file) => action.mutate({ kind: 'upload', bookingPatientId: patient.id, file })}
        />
      ))}

      {s === 'sample-collected' || s === 'processing' ? (
        <Button variant="accent" onClick={() => action.mutate({ kind: 'report-ready' })} disabled={action.isPending}>
          {t('work.reportReady')}
        </Button>
      ) : null}
    </section>
  );
}

function AssignForm({
  booking,
  onSubmit,
  pending,
}: {
  booking: LabWorkBooking;
  onSubmit: (name: string, phone: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('laboratory');
  const [name, setName] = useState(booking.phlebotomist?.name ?? '');
  const [phone, setPhone] = useState(booking.phlebotomist?.phone ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(name, phone);
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{t('work.assign')}</h2>
      <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField label={t('work.phlebotomistName')} value={name} required onChange={(e) => setName(e.target.value)} />
        <TextField
          label={t('work.phlebotomistPhone')}
          type="tel"
          value={phone}
          required
          onChange={(e) => setPhone(e.target.value)}
        />
        <Button type="submit" disabled={pending}>
          {t('work.assignButton')}
        </Button>
      </div>
    </form>
  );
}

function CollectForm({
  booking,
  onSubmit,
  pending,
}: {
  booking: LabWorkBooking;
  onSubmit: (samples: { bookingPatientId: number; sampleId: string }[]) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('laboratory');
  const [ids, setIds] = useState<Record<number, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(booking.patients.map((p) => ({ bookingPatientId: p.id, sampleId: ids[p.id] ?? '' })));
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{t('work.collect')}</h2>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {booking.patients.map((p) => (
          <TextField
            key={p.id}
            label={t('work.sampleFor', { name: p.name })}
            value={ids[p.id] ?? ''}
            required
            maxLength={32}
            onChange={(e) => setIds({ ...ids, [p.id]: e.target.value })}
          />
        ))}
      </div>
      <Button type="submit" className="mt-3" disabled={pending}>
        {t('work.collectButton')}
      </Button>
    </form>
  );
}

function PatientResults({
  patient,
  editable,
  pending,
  onSave,
  onUpload,
}: {
  patient: LabWorkBooking['patients'][number];
  editable: boolean;
  pending: boolean;
  onSave: (results: { parameterId: number; value: string }[]) => void;
  onUpload: (file: File) => void;
}) {
  const { t } = useTranslation('laboratory');
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(patient.parameters.map((p) => [p.parameterId, p.value ?? ''])),
  );
  const [file, setFile] = useState<File | null>(null);
  const save = (e: FormEvent) => {
    e.preventDefault();
    onSave(
      Object.entries(values)
        .filter(([, v]) => v.trim() !== '')
        .map(([parameterId, value]) => ({ parameterId: Number(parameterId), value })),
    );
  };
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4" data-testid="lab-patient">
      <h2 className="font-semibold text-slate-900">
        {patient.name} · {t(`sex.${patient.sex}`)} · {t('work.age', { count: patient.ageYears })}
      </h2>
      <p className="text-sm text-slate-600">
        {patient.items.map((i) => i.name).join(', ')}
        {patient.sampleId ? ` · ${t('work.sample', { id: patient.sampleId })}` : ''}
      </p>
      <form onSubmit={save} className="mt-3">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('work.parameter')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('work.value')}
                </th>
                <th scope="col" className="hidden p-2 text-start sm:table-cell">
                  {t('work.range')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {patient.parameters.map((p) => (
                <tr key={p.parameterId} className={p.flag && p.flag !== 'normal' ? 'bg-red-50' : undefined}>
                  <th scope="row" className="p-2 text-start font-normal">
                    <span className="text-slate-900">{p.name}</span>
                    <span className="block text-xs text-slate-600">{p.testName}</span>
                    {p.range ? (
                      <span className="block text-xs text-slate-600 sm:hidden" dir="ltr">
                        {p.range}
                      </span>
                    ) : null}
                  </th>
                  <td className="p-2">
                    <div className="flex items-center gap-2">
                      <input
                        aria-label={t('work.valueFor', { name: p.name })}
                        className="h-10 w-32 rounded-lg border border-slate-300 px-2"
                        inputMode={p.valueKind === 'numeric' ? 'decimal' : 'text'}
                        disabled={!editable}
                        maxLength={60}
                        value={values[p.parameterId] ?? ''}
                        onChange={(e) => setValues({ ...values, [p.parameterId]: e.target.value })}
                      />
                      <span className="text-xs text-slate-600" dir="ltr">
                        {p.unit}
                      </span>
                      {p.flag && p.flag !== 'normal' ? <Badge variant="danger">{t(`flag.${p.flag}`)}</Badge> : null}
                    </div>
                  </td>
                  <td className="hidden p-2 text-slate-600 sm:table-cell" dir="ltr">
                    {p.range || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {editable ? (
          <Button type="submit" className="mt-3" disabled={pending}>
            {t('work.saveResults')}
          </Button>
        ) : null}
      </form>
      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3">
        {patient.report ? (
          <a
            href={labReportFileUrl(patient.id)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            {patient.report.originalName}
          </a>
        ) : null}
        {editable ? (
          <>
            <label className="text-sm font-medium text-slate-800">
              {t('work.reportPdf')}
              <input
                type="file"
                accept="application/pdf,.pdf"
                className="mt-1 block text-sm"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </label>
            <Button variant="outline" disabled={!file || pending} onClick={() => file && onUpload(file)}>
              <Upload aria-hidden="true" />
              {t('work.upload')}
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
