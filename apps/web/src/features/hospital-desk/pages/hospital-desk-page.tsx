import { TIME_WINDOWS, type TimeWindow } from '@aushadh/shared/emergency/schemas.ts';
import type { HospitalAppointment } from '@aushadh/shared/hospitals/schemas.ts';
import {
  hospitalAppointmentSchema,
  hospitalDeskSchema,
  type HospitalAppointmentDecision,
} from '@aushadh/shared/hospitals/schemas.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';

const deskKey = ['session', 'hospital-desk'] as const;
const inDays = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

function AppointmentRow({ appointment }: { appointment: HospitalAppointment }) {
  const { t } = useTranslation('hospitals');
  const { error: errorOf } = useErrorText();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(inDays(2));
  const [window, setWindow] = useState<TimeWindow>('morning');
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (decision: HospitalAppointmentDecision) =>
      apiFetch(
        `/api/hospital-desk/appointments/${appointment.id}/decision`,
        import.meta.env.DEV && hospitalAppointmentSchema,
        {
          method: 'POST',
          body: decision,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
  const open = ['requested', 'confirmed', 'rescheduled'].includes(appointment.status);
  const noteValue = note.trim() ? { note: note.trim() } : {};
  return (
    <li className="flex flex-col gap-2 p-4" data-testid={`desk-appointment-${appointment.reference}`}>
      <p className="text-sm text-slate-800">
        <strong dir="ltr">{appointment.reference}</strong> ·{' '}
        {t(`departments.${appointment.department}`, { defaultValue: appointment.department })} · {appointment.date}{' '}
        {t(`windows.${appointment.timeWindow}`)} · {appointment.patientName} ({appointment.patientAge}) ·{' '}
        <a href={`tel:${appointment.patientPhone}`} dir="ltr" className="text-brand-700 underline">
          {appointment.patientPhone}
        </a>
      </p>
      <p className="text-sm text-slate-600">{appointment.reason}</p>
      <p className="text-sm font-semibold">{t(`status.${appointment.status}`)}</p>
      {open ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-xs text-slate-700">
            {t('desk.note')}
            <input
              value={note}
              maxLength={300}
              onChange={(e) => setNote(e.target.value)}
              className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-2"
            />
          </label>
          {appointment.status !== 'confirmed' ? (
            <Button
              size="md"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ action: 'confirm', ...noteValue })}
            >
              {t('desk.confirm')}
            </Button>
          ) : null}
          <label className="text-xs text-slate-700">
            {t('appointment.date')}
            <input
              type="date"
              value={date}
              min={inDays(1)}
              max={inDays(30)}
              onChange={(e) => setDate(e.target.value)}
              className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-2"
            />
          </label>
          <label className="text-xs text-slate-700">
            {t('appointment.window')}
            <select
              value={window}
              onChange={(e) => setWindow(e.target.value as TimeWindow)}
              className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-2"
            >
              {TIME_WINDOWS.map((w) => (
                <option key={w} value={w}>
                  {t(`windows.${w}`)}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ action: 'reschedule', date, timeWindow: window, ...noteValue })}
          >
            {t('desk.reschedule')}
          </Button>
          <Button
            variant="outline"
            disabled={decide.isPending || note.trim().length < 3}
            onClick={() => decide.mutate({ action: 'decline', note: note.trim() })}
          >
            {t('desk.decline')}
          </Button>
        </div>
      ) : null}
      {decide.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorOf(decide.error)}
        </p>
      ) : null}
    </li>
  );
}

/** /laboratory/appointments (role hospital): the hospital's appointment requests to confirm, reschedule or decline. */
export default function HospitalDeskPage() {
  const { t } = useTranslation('hospitals');
  const query = useQuery({
    queryKey: deskKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/hospital-desk/appointments', import.meta.env.DEV && hospitalDeskSchema, { signal }),
    refetchInterval: 30_000,
  });
  if (!query.data) return <QueryFallback query={query} />;
  const { hospital, appointments } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('desk.title')} | Aushadh`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('desk.title')}</h1>
      {hospital ? (
        <p className="text-slate-600">{t('desk.of', { name: hospital.name, city: hospital.city })}</p>
      ) : (
        <p>{t('desk.notLinked')}</p>
      )}
      {hospital && appointments.length === 0 ? <p className="text-slate-600">{t('desk.empty')}</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {appointments.map((a) => (
          <AppointmentRow key={a.id} appointment={a} />
        ))}
      </ul>
    </div>
  );
}
