import {
  HOSPITAL_DEPARTMENT_SLUGS,
  type HospitalAppointmentInput,
  type HospitalDepartment,
} from '@aushadh/shared/hospitals/schemas.ts';
import { TIME_WINDOWS } from '@aushadh/shared/emergency/schemas.ts';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useBookHospitalAppointment, useHospital, useMyHospitalAppointments } from '../api/hospitals-api.ts';

const select =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';
const inDays = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** /hospitals/{id}/appointment: department, date, time window, patient, reason; the hospital answers in its area. */
export default function HospitalAppointmentPage({ userName }: { userName: string }) {
  const { t } = useTranslation('hospitals');
  const { error: errorOf } = useErrorText();
  const id = Number(useParams().id);
  const hospital = useHospital(id);
  const book = useBookHospitalAppointment(id);
  const mine = useMyHospitalAppointments(true);
  const [form, setForm] = useState<HospitalAppointmentInput>({
    department: 'general-medicine',
    date: inDays(1),
    timeWindow: 'morning',
    patientName: userName,
    patientAge: 30,
    patientPhone: '',
    reason: '',
  });
  const set = (key: keyof HospitalAppointmentInput) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: key === 'patientAge' ? Number(event.target.value) : event.target.value }));
  if (!hospital.data) return <QueryFallback query={hospital} />;
  const h = hospital.data;
  const departments = HOSPITAL_DEPARTMENT_SLUGS.filter((s) => h.specialties.includes(s)) as HospitalDepartment[];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate(form);
  };
  const own = mine.data?.filter((a) => a.hospital.id === id) ?? [];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('appointment.title')} · ${h.name} | Aushadh`}</title>
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link to={`/hospitals/${h.id}`} className="text-brand-700 underline-offset-4 hover:underline">
          {h.name}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('appointment.title')}</h1>
      {book.data ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-green-50 p-4 font-semibold text-green-900">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t('appointment.sent', { reference: book.data.reference })}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
        >
          <label className="text-sm font-medium text-slate-800">
            {t('appointment.department')}
            <select value={form.department} onChange={set('department')} className={select}>
              {(departments.length ? departments : HOSPITAL_DEPARTMENT_SLUGS).map((s) => (
                <option key={s} value={s}>
                  {t(`departments.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('appointment.date')}
            type="date"
            required
            min={inDays(1)}
            max={inDays(30)}
            value={form.date}
            onChange={set('date')}
          />
          <label className="text-sm font-medium text-slate-800">
            {t('appointment.window')}
            <select value={form.timeWindow} onChange={set('timeWindow')} className={select}>
              {TIME_WINDOWS.map((w) => (
                <option key={w} value={w}>
                  {t(`windows.${w}`)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('appointment.patientName')}
            required
            maxLength={100}
            value={form.patientName}
            onChange={set('patientName')}
          />
          <TextField
            label={t('appointment.age')}
            type="number"
            min={0}
            max={120}
            required
            value={String(form.patientAge)}
            onChange={set('patientAge')}
          />
          <TextField
            label={t('appointment.phone')}
            type="tel"
            dir="ltr"
            required
            value={form.patientPhone}
            onChange={set('patientPhone')}
          />
          <TextField
            label={t('appointment.reason')}
            required
            maxLength={1000}
            value={form.reason}
            onChange={set('reason')}
            fieldClassName="sm:col-span-2"
          />
          {book.error ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errorOf(book.error)}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={book.isPending}>
              {t('appointment.submit')}
            </Button>
          </div>
        </form>
      )}
      {own.length ? (
        <section aria-labelledby="my-appointments">
          <h2 id="my-appointments" className="text-lg font-bold">
            {t('appointment.mine')}
          </h2>
          <ul
            className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            data-testid="my-hospital-appointments"
          >
            {own.map((a) => (
              <li key={a.id} className="p-3 text-sm">
                <strong dir="ltr">{a.reference}</strong> ·{' '}
                {t(`departments.${a.department}`, { defaultValue: a.department })} · {a.date}{' '}
                {t(`windows.${a.timeWindow}`)} ·{' '}
                <span className="font-semibold" data-testid="appointment-status">
                  {t(`status.${a.status}`)}
                </span>
                {a.hospitalNote ? <span className="block text-slate-600">{a.hospitalNote}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
