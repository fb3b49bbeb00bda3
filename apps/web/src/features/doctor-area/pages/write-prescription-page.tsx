import type { MedicinePick } from '@aushadh/shared/doctors/schemas.ts';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { LabTestPicker, type PickedTest } from '../components/lab-test-picker.tsx';
import { useDeskAppointment, useMedicinePicks, useWritePrescription, useWrittenPrescription } from '../api/desk.ts';

interface Line {
  pick: MedicinePick;
  dose: string;
  frequency: string;
  durationDays: string;
  quantity: string;
  instructions: string;
}
const label = 'grid gap-1 text-xs font-medium text-slate-600';

/** /doctors/{id}/prescription?appointment=… for the doctor: write the e-prescription of a started consultation. */
export default function WritePrescriptionPage() {
  const { t } = useTranslation('doctor-area');
  const { error: errorText } = useErrorText();
  const [params] = useSearchParams();
  const raw = Number(params.get('appointment'));
  const appointmentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const appointment = useDeskAppointment(appointmentId);
  const write = useWritePrescription(appointmentId ?? 0);
  const written = useWrittenPrescription(appointmentId, appointment.data?.hasPrescription ?? false);
  const [q, setQ] = useState('');
  const picks = useMedicinePicks(q);
  const [lines, setLines] = useState<Line[]>([]);
  const [diagnosis, setDiagnosis] = useState('');
  const [advice, setAdvice] = useState('');
  const [labTests, setLabTests] = useState('');
  const [pickedTests, setPickedTests] = useState<PickedTest[]>([]);

  if (!appointment.data) return <QueryFallback query={appointment} />;
  const a = appointment.data;
  const done = write.data ?? written.data;
  if (done) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <title>{t('rx.title')}</title>
        <h1 className="text-2xl font-bold text-slate-900">{t('rx.issued')}</h1>
        <p className="mt-2 text-slate-700" data-testid="rx-code">
          {t('rx.code')}: <span className="font-mono">{done.verificationCode}</span>
        </p>
        <ul className="mt-3 list-disc ps-5 text-sm text-slate-700">
          {done.lines.map((l) => (
            <li key={`${l.productId}-${l.dose}`}>
              {l.medicineName} — {l.dose}, {l.frequency}, {l.durationDays} d
            </li>
          ))}
        </ul>
        <Button asChild className="mt-4">
          <Link to="/doctor">{t('back')}</Link>
        </Button>
      </div>
    );
  }
  const setLine = (index: number, patch: Partial<Line>) =>
    setLines(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate({
      diagnosis,
      advice,
      labTests: labTests
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      labTestIds: pickedTests.map((test) => test.id),
      lines: lines.map((l) => ({
        productId: l.pick.productId,
        dose: l.dose,
        frequency: l.frequency,
        durationDays: Number(l.durationDays),
        quantity: Number(l.quantity),
        instructions: l.instructions,
      })),
    });
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <title>{t('rx.title')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('rx.title')}</h1>
      <p className="text-slate-700">
        {a.patient.name}, {a.patient.age} · {t(`modes.${a.mode}`)} · {a.symptoms}
      </p>
      {a.status !== 'in_consultation' ? <p className="mt-2 text-amber-800">{t('rx.notStarted')}</p> : null}
      <form onSubmit={submit} className="mt-4 grid gap-4">
        <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <label className={label} htmlFor="medicine-search">
            {t('rx.search')}
          </label>
          <Input
            id="medicine-search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('rx.searchPlaceholder')}
          />
          {picks.data?.length ? (
            <ul className="grid max-h-60 gap-1 overflow-y-auto" aria-label={t('rx.results')}>
              {picks.data.map((pick) => (
                <li
                  key={pick.productId}
                  className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 p-2 text-sm"
                >
                  <span>
                    {pick.name} <span className="text-slate-500">({pick.saltComposition})</span>{' '}
                    <Badge variant={pick.list === 'prohibited' ? 'danger' : pick.list === 'A' ? 'warning' : 'success'}>
                      {t(`rx.list.${pick.list}`)}
                    </Badge>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pick.list === 'prohibited'}
                    onClick={() =>
                      setLines([
                        ...lines,
                        {
                          pick,
                          dose: '1 tablet',
                          frequency: '1-0-1',
                          durationDays: '5',
                          quantity: '1',
                          instructions: '',
                        },
                      ])
                    }
                  >
                    {t('rx.add')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <ol className="grid gap-3">
          {lines.map((line, index) => (
            <li
              key={`${line.pick.productId}-${index}`}
              className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {index + 1}. {line.pick.name}
                </p>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('rx.remove')}
                  onClick={() => setLines(lines.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
                <label className={label}>
                  {t('rx.dose')}
                  <Input value={line.dose} maxLength={60} onChange={(e) => setLine(index, { dose: e.target.value })} />
                </label>
                <label className={label}>
                  {t('rx.frequency')}
                  <Input
                    value={line.frequency}
                    maxLength={60}
                    onChange={(e) => setLine(index, { frequency: e.target.value })}
                  />
                </label>
                <label className={label}>
                  {t('rx.duration')}
                  <Input
                    inputMode="numeric"
                    value={line.durationDays}
                    onChange={(e) => setLine(index, { durationDays: e.target.value })}
                  />
                </label>
                <label className={label}>
                  {t('rx.quantity')}
                  <Input
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(e) => setLine(index, { quantity: e.target.value })}
                  />
                </label>
                <label className={`${label} col-span-2 sm:col-span-1`}>
                  {t('rx.instructions')}
                  <Input
                    value={line.instructions}
                    maxLength={200}
                    onChange={(e) => setLine(index, { instructions: e.target.value })}
                  />
                </label>
              </div>
            </li>
          ))}
        </ol>
        <label className={label}>
          {t('rx.diagnosis')}
          <Input value={diagnosis} maxLength={500} onChange={(e) => setDiagnosis(e.target.value)} />
        </label>
        <label className={label}>
          {t('rx.advice')}
          <Textarea value={advice} maxLength={2000} rows={3} onChange={(e) => setAdvice(e.target.value)} />
        </label>
        <h2 className="text-base font-semibold text-slate-900">{t('rx.recommendedTests')}</h2>
        <LabTestPicker picked={pickedTests} onChange={setPickedTests} />
        <label className={label}>
          {t('rx.labTests')}
          <Textarea value={labTests} rows={2} onChange={(e) => setLabTests(e.target.value)} />
        </label>
        <FormError message={write.isError ? errorText(write.error) : undefined} />
        <Button type="submit" size="lg" disabled={write.isPending || lines.length === 0}>
          {t('rx.issue')}
        </Button>
      </form>
    </div>
  );
}
