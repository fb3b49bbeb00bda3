import { minuteLabel } from '@aushadh/shared/doctors/slots.ts';
import { Plus, Trash2 } from 'lucide-react';
import type { Availability } from '@aushadh/shared/doctors/schemas.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAddLeave, useAvailability, useRemoveLeave, useSaveAvailability } from '../api/desk.ts';

interface Row {
  weekday: number;
  start: string;
  end: string;
}
const toMinute = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const control = 'h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm';

/** /doctor/availability: weekly sittings (breaks are the gaps between them), slot length and leave. */
export default function AvailabilityPage() {
  const availability = useAvailability();
  if (!availability.data) return <QueryFallback query={availability} />;
  return <AvailabilityEditor availability={availability.data} />;
}

function AvailabilityEditor({ availability }: { availability: Availability }) {
  const { t } = useTranslation('doctor-area');
  const { error: errorText } = useErrorText();
  const save = useSaveAvailability();
  const addLeave = useAddLeave();
  const removeLeave = useRemoveLeave();
  const [rows, setRows] = useState<Row[]>(() =>
    availability.sittings.map((s) => ({
      weekday: s.weekday,
      start: minuteLabel(s.startMinute),
      end: minuteLabel(Math.min(s.endMinute, 1439)),
    })),
  );
  const [slotMinutes, setSlotMinutes] = useState(availability.slotMinutes);
  const [leave, setLeave] = useState({ fromDate: '', toDate: '', reason: '' });

  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      slotMinutes,
      sittings: rows.map((r) => ({
        weekday: r.weekday,
        startMinute: toMinute(r.start),
        endMinute: r.end === '23:59' ? 1440 : toMinute(r.end),
      })),
    });
  };
  const setRow = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <div className="grid gap-6">
      <title>{t('availability.title')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('availability.title')}</h1>
      <form onSubmit={submit} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <label className="grid max-w-xs gap-1 text-sm font-medium text-slate-700">
          {t('availability.slotMinutes')}
          <select className={control} value={slotMinutes} onChange={(e) => setSlotMinutes(Number(e.target.value))}>
            {[10, 15, 20, 30, 45, 60].map((m) => (
              <option key={m} value={m}>
                {t('availability.minutes', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-slate-600">{t('availability.help')}</p>
        <ul className="grid gap-2">
          {rows.map((row, index) => (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <label className="grid gap-1 text-xs text-slate-600">
                {t('availability.day')}
                <select
                  className={control}
                  value={row.weekday}
                  onChange={(e) => setRow(index, { weekday: Number(e.target.value) })}
                >
                  {WEEKDAYS.map((d) => (
                    <option key={d} value={d}>
                      {weekdayName(d)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1 text-xs text-slate-600">
                {t('availability.from')}
                <Input type="time" value={row.start} onChange={(e) => setRow(index, { start: e.target.value })} />
              </label>
              <label className="grid gap-1 text-xs text-slate-600">
                {t('availability.to')}
                <Input type="time" value={row.end} onChange={(e) => setRow(index, { end: e.target.value })} />
              </label>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('availability.remove')}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setRows([...rows, { weekday: 1, start: '09:00', end: '13:00' }])}>
            <Plus aria-hidden="true" />
            {t('availability.add')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('availability.save')}
          </Button>
        </div>
        {save.isSuccess ? (
          <p role="status" className="text-sm text-emerald-700">
            {t('availability.saved')}
          </p>
        ) : null}
        <FormError message={save.isError ? errorText(save.error) : undefined} />
      </form>
      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('leave.title')}</h2>
        <ul className="grid gap-2">
          {availability.leave.map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {l.fromDate} – {l.toDate} {l.reason ? `· ${l.reason}` : ''}
              </span>
              <Button variant="ghost" size="sm" onClick={() => removeLeave.mutate(l.id)}>
                {t('availability.remove')}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            addLeave.mutate(leave, { onSuccess: () => setLeave({ fromDate: '', toDate: '', reason: '' }) });
          }}
        >
          <label className="grid gap-1 text-xs text-slate-600">
            {t('availability.from')}
            <Input
              type="date"
              value={leave.fromDate}
              onChange={(e) => setLeave({ ...leave, fromDate: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-xs text-slate-600">
            {t('availability.to')}
            <Input type="date" value={leave.toDate} onChange={(e) => setLeave({ ...leave, toDate: e.target.value })} />
          </label>
          <label className="grid gap-1 text-xs text-slate-600">
            {t('leave.reason')}
            <Input
              value={leave.reason}
              maxLength={200}
              onChange={(e) => setLeave({ ...leave, reason: e.target.value })}
            />
          </label>
          <Button type="submit" variant="outline" disabled={addLeave.isPending}>
            {t('leave.add')}
          </Button>
        </form>
        <FormError message={addLeave.isError ? errorText(addLeave.error) : undefined} />
      </section>
    </div>
  );
}
