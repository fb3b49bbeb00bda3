import { FOOD_TIMINGS, type Medication, type MedicationInput } from '@aushadh/shared/medication/schemas.ts';
import { MEDICATION } from '@aushadh/shared/medication/schedule.ts';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { serverIssues, useErrorText } from '../../../lib/error-text.ts';
import { useMedicationSources } from '../api/get-medication-sources.ts';
import { useSaveMedication } from '../api/medication-mutations.ts';

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
const todayLocal = () => new Date().toLocaleDateString('en-CA');

type Origin = MedicationInput['origin'];
/** Fields that show their own error beside them; any other problem is shown above the buttons. */
const FIELDS = [
  'name',
  'patientName',
  'unitsPerDose',
  'times',
  'days',
  'startsOn',
  'endsOn',
  'unitsPerPack',
  'unitsOnHand',
  'prescriptionValidUntil',
];

/** A source option's value: "manual", "order:12:345" (order, product) or "rx:7:345" (appointment, product). */
const originValue = (origin: Origin) =>
  origin.kind === 'order'
    ? `order:${origin.orderId}:${origin.productId}`
    : origin.kind === 'e-prescription'
      ? `rx:${origin.appointmentId}:${origin.productId}`
      : 'manual';

/** Add or change a tracked medicine: from an order or e-prescription, or typed in; schedule, stock, reminders. */
export function MedicationForm({ medication, onDone }: { medication: Medication | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('medication');
  const { error: errorText, message } = useErrorText();
  const sources = useMedicationSources(medication === null);
  const save = useSaveMedication();
  const formId = useId();
  const [origin, setOrigin] = useState<Origin>(() =>
    medication?.source === 'order' && medication.sourceId && medication.productId
      ? { kind: 'order', orderId: medication.sourceId, productId: medication.productId }
      : medication?.source === 'e-prescription' && medication.sourceId && medication.productId
        ? { kind: 'e-prescription', appointmentId: medication.sourceId, productId: medication.productId }
        : { kind: 'manual', productId: medication?.productId ?? null },
  );
  const [form, setForm] = useState({
    name: medication?.name ?? '',
    forFamily: Boolean(medication?.patientName),
    patientName: medication?.patientName ?? '',
    unitsPerDose: String(medication?.unitsPerDose ?? 1),
    times: medication?.times ?? ['08:00', '20:00'],
    food: medication?.food ?? 'after',
    days: medication?.days ?? [...WEEKDAYS],
    startsOn: medication?.startsOn ?? todayLocal(),
    endsOn: medication?.endsOn ?? '',
    unitsPerPack: String(medication?.unitsPerPack ?? 10),
    unitsOnHand: String(medication?.unitsLeft ?? 10),
    prescriptionValidUntil: medication?.prescriptionValidUntil ?? '',
    remindersOn: medication?.remindersOn ?? true,
  });
  const issues = serverIssues(save.error);
  /** The server's message for a field (or one of its items, "times.1"), in the reader's language. */
  const fieldError = (_error: unknown, field: string) => {
    const issue = issues.find((i) => i.field === field || i.field.startsWith(`${field}.`));
    return issue ? message(issue.message) : undefined;
  };
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function chooseSource(value: string) {
    const [kind, a, productId] = value.split(':');
    if (kind === 'order') {
      const order = sources.data?.orders.find((o) => o.orderId === Number(a));
      const item = order?.items.find((i) => i.productId === Number(productId));
      if (!order || !item) return;
      setOrigin({ kind: 'order', orderId: order.orderId, productId: item.productId });
      setForm((f) => ({
        ...f,
        name: item.name,
        unitsPerPack: String(item.unitsPerPack),
        unitsOnHand: String(item.unitsPerPack * item.quantity),
      }));
    } else if (kind === 'rx') {
      const rx = sources.data?.ePrescriptions.find((p) => p.appointmentId === Number(a));
      const line = rx?.lines.find((l) => l.productId === Number(productId));
      if (!rx || !line) return;
      setOrigin({ kind: 'e-prescription', appointmentId: rx.appointmentId, productId: line.productId });
      setForm((f) => ({
        ...f,
        name: line.name,
        unitsPerPack: String(line.unitsPerPack),
        prescriptionValidUntil: rx.validUntil,
      }));
    } else {
      setOrigin({ kind: 'manual', productId: null });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: MedicationInput = {
      origin,
      name: form.name,
      patientName: form.forFamily ? form.patientName : null,
      unitsPerDose: Number(form.unitsPerDose),
      times: form.times,
      food: form.food,
      days: form.days,
      startsOn: form.startsOn,
      endsOn: form.endsOn || null,
      unitsPerPack: Number(form.unitsPerPack),
      unitsOnHand: Number(form.unitsOnHand),
      prescriptionValidUntil: origin.kind === 'e-prescription' ? null : form.prescriptionValidUntil || null,
      timeZone: medication?.timeZone ?? browserTimeZone(),
      remindersOn: form.remindersOn,
    };
    save.mutate({ id: medication?.id ?? null, body }, { onSuccess: onDone });
  }

  const weekdayName = (day: number) =>
    // 5 January 2026 was a Monday: day 1 … 7 from there.
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  const sourceOptions = sources.data;

  return (
    <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {medication === null && (
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('form.source')}
          <select className={selectClass} value={originValue(origin)} onChange={(e) => chooseSource(e.target.value)}>
            <option value="manual">{t('form.sourceManual')}</option>
            {sourceOptions?.orders.map((order) => (
              <optgroup key={`o${order.orderId}`} label={t('form.fromOrder', { number: order.orderNumber })}>
                {order.items.map((item) => (
                  <option key={item.productId} value={`order:${order.orderId}:${item.productId}`}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ))}
            {sourceOptions?.ePrescriptions.map((rx) => (
              <optgroup key={`r${rx.appointmentId}`} label={t('form.fromPrescription', { doctor: rx.doctorName })}>
                {rx.lines.map((line) => (
                  <option key={line.productId} value={`rx:${rx.appointmentId}:${line.productId}`}>
                    {line.name} · {line.dose} · {line.frequency}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      )}
      <TextField
        label={t('form.name')}
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldError(save.error, 'name')}
        required
        maxLength={120}
        autoComplete="off"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('form.forWhom')}</legend>
        <div className="flex flex-wrap gap-4">
          {[false, true].map((family) => (
            <label key={String(family)} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-whom`}
                checked={form.forFamily === family}
                onChange={() => set('forFamily', family)}
                className="size-5"
              />
              {family ? t('form.familyMember') : t('form.myself')}
            </label>
          ))}
        </div>
        {form.forFamily && (
          <TextField
            label={t('form.patientName')}
            value={form.patientName}
            onChange={(e) => set('patientName', e.target.value)}
            error={fieldError(save.error, 'patientName')}
            maxLength={60}
          />
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('form.unitsPerDose')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={form.unitsPerDose}
          onChange={(e) => set('unitsPerDose', e.target.value)}
          error={fieldError(save.error, 'unitsPerDose')}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('form.food')}
          <select
            className={selectClass}
            value={form.food}
            onChange={(e) => set('food', e.target.value as typeof form.food)}
          >
            {FOOD_TIMINGS.map((food) => (
              <option key={food} value={food}>
                {t(`food.${food}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('form.times')}</legend>
        <ul className="flex flex-wrap gap-2">
          {form.times.map((time, index) => (
            <li key={index} className="flex items-center gap-1">
              <input
                type="time"
                aria-label={t('form.timeN', { n: index + 1 })}
                value={time}
                required
                onChange={(e) =>
                  set(
                    'times',
                    form.times.map((old, i) => (i === index ? e.target.value : old)),
                  )
                }
                className="h-11 rounded-lg border border-slate-300 px-2 text-sm"
              />
              {form.times.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('form.removeTime', { time })}
                  onClick={() =>
                    set(
                      'times',
                      form.times.filter((_, i) => i !== index),
                    )
                  }
                >
                  <X aria-hidden />
                </Button>
              )}
            </li>
          ))}
          {form.times.length < MEDICATION.maxTimesPerDay && (
            <li>
              <Button variant="outline" onClick={() => set('times', [...form.times, '14:00'])}>
                <Plus aria-hidden />
                {t('form.addTime')}
              </Button>
            </li>
          )}
        </ul>
        <FormError message={fieldError(save.error, 'times')} />
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('form.days')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {WEEKDAYS.map((day) => {
            const on = form.days.includes(day);
            return (
              <label
                key={day}
                className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${on ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 text-slate-700'}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() => set('days', on ? form.days.filter((d) => d !== day) : [...form.days, day])}
                />
                {weekdayName(day)}
              </label>
            );
          })}
        </div>
        <FormError message={fieldError(save.error, 'days')} />
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('form.startsOn')}
          type="date"
          value={form.startsOn}
          onChange={(e) => set('startsOn', e.target.value)}
          error={fieldError(save.error, 'startsOn')}
        />
        <TextField
          label={t('form.endsOn')}
          description={t('form.endsOnHint')}
          type="date"
          value={form.endsOn}
          onChange={(e) => set('endsOn', e.target.value)}
          error={fieldError(save.error, 'endsOn')}
        />
        <TextField
          label={t('form.unitsPerPack')}
          type="number"
          inputMode="numeric"
          min={1}
          value={form.unitsPerPack}
          onChange={(e) => set('unitsPerPack', e.target.value)}
          error={fieldError(save.error, 'unitsPerPack')}
        />
        <TextField
          label={t('form.unitsOnHand')}
          type="number"
          inputMode="numeric"
          min={0}
          value={form.unitsOnHand}
          onChange={(e) => set('unitsOnHand', e.target.value)}
          error={fieldError(save.error, 'unitsOnHand')}
        />
      </div>
      {origin.kind !== 'e-prescription' && (
        <TextField
          label={t('form.prescriptionValidUntil')}
          description={t('form.prescriptionValidUntilHint')}
          type="date"
          value={form.prescriptionValidUntil}
          onChange={(e) => set('prescriptionValidUntil', e.target.value)}
          error={fieldError(save.error, 'prescriptionValidUntil')}
        />
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={form.remindersOn}
          onChange={(e) => set('remindersOn', e.target.checked)}
        />
        {t('form.remindersOn')}
      </label>
      <FormError
        message={
          save.error && !(issues.length > 0 && issues.every((i) => FIELDS.includes(i.field)))
            ? errorText(save.error)
            : undefined
        }
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
