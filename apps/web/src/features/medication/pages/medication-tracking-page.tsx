import type { Medication } from '@aushadh/shared/medication/schemas.ts';
import {
  AlarmClock,
  BellOff,
  Check,
  CircleAlert,
  Pill,
  Plus,
  RefreshCw,
  ShoppingCart,
  SkipForward,
  Stethoscope,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date.ts';
import { useMedications } from '../api/get-medications.ts';
import { useLogDose, useRefill, useRemoveMedication, useReorderMedication } from '../api/medication-mutations.ts';
import { MedicationForm } from '../components/medication-form.tsx';

type DoseState = Medication['today'][number]['state'];
const STATE_STYLE: Record<DoseState, string> = {
  taken: 'bg-emerald-50 text-emerald-800',
  skipped: 'bg-slate-100 text-slate-700',
  snoozed: 'bg-amber-50 text-amber-800',
  due: 'bg-brand-50 text-brand-800',
  upcoming: 'bg-white text-slate-600 border border-slate-200',
  missed: 'bg-red-50 text-red-800',
};

/** /medication-tracking: today's doses to tick off, each medicine's adherence, stock, refill and reorder. */
export default function MedicationTrackingPage() {
  const { t } = useTranslation('medication');
  const medications = useMedications();
  const [editing, setEditing] = useState<Medication | null | 'new'>(null);
  const list = medications.data?.medications ?? [];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <title>{`${t('page.title')} | Aushadh`}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
          <p className="text-sm text-slate-600">{t('page.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          {t('page.add')}
        </Button>
      </header>
      <QueryFallback query={medications} errorTitle={t('page.loadError')} />
      {medications.data && list.length === 0 && (
        <StateMessage
          icon={<Pill aria-hidden />}
          title={t('page.emptyTitle')}
          description={t('page.emptyText')}
          action={<Button onClick={() => setEditing('new')}>{t('page.add')}</Button>}
        />
      )}
      {list.length > 0 && <TodayChecklist medications={list} />}
      {list.length > 0 && (
        <section aria-labelledby="my-medicines" className="flex flex-col gap-3">
          <h2 id="my-medicines" className="text-lg font-semibold text-slate-900">
            {t('page.medicines')}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((medication) => (
              <li key={medication.id}>
                <MedicationCard medication={medication} onEdit={() => setEditing(medication)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t('form.cancel')} className="overflow-y-auto p-5">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? t('form.addTitle') : t('form.editTitle')}</DialogTitle>
          </DialogHeader>
          {editing !== null && (
            <MedicationForm medication={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Every dose of today across medicines, in time order, with Taken / Skip / Snooze. */
function TodayChecklist({ medications }: { medications: Medication[] }) {
  const { t } = useTranslation('medication');
  const { error: errorText } = useErrorText();
  const logDose = useLogDose();
  const doses = medications
    .flatMap((medication) => medication.today.map((dose) => ({ medication, dose })))
    .sort((a, b) => a.dose.at.localeCompare(b.dose.at));
  const log = (medication: Medication, at: string, status: 'taken' | 'skipped' | 'snoozed') =>
    logDose.mutate(
      { id: medication.id, body: { scheduledFor: at, status } },
      {
        onSuccess: () =>
          toast({
            title: t(`dose.logged.${status}`, { name: medication.name }),
            variant: status === 'taken' ? 'success' : 'default',
          }),
        onError: (error) =>
          toast({ title: t('dose.logFailed'), description: errorText(error), variant: 'destructive' }),
      },
    );

  return (
    <section aria-labelledby="today" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="today" className="mb-3 text-lg font-semibold text-slate-900">
        {t('today.title')}
      </h2>
      {doses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('today.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {doses.map(({ medication, dose }) => (
            <li key={`${medication.id}-${dose.at}`} className="flex flex-wrap items-center gap-3 py-3">
              <span className="w-14 shrink-0 text-base font-semibold tabular-nums text-slate-900" dir="ltr">
                {dose.time}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{medication.name}</p>
                <p className="text-xs text-slate-600">
                  {t('dose.amount', { units: medication.unitsPerDose })}
                  {medication.food !== 'any' && ` · ${t(`food.${medication.food}`)}`}
                  {medication.patientName && ` · ${t('card.for', { name: medication.patientName })}`}
                </p>
              </div>
              <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATE_STYLE[dose.state])}>
                {t(`dose.state.${dose.state}`)}
              </span>
              {dose.state !== 'taken' && dose.state !== 'skipped' && (
                <div className="flex w-full gap-2 sm:w-auto">
                  <Button
                    size="md"
                    className="flex-1 sm:flex-none"
                    onClick={() => log(medication, dose.at, 'taken')}
                    disabled={logDose.isPending}
                  >
                    <Check aria-hidden />
                    {t('dose.take')}
                  </Button>
                  <Button
                    variant="outline"
                    aria-label={t('dose.snoozeLabel', { name: medication.name, time: dose.time })}
                    onClick={() => log(medication, dose.at, 'snoozed')}
                    disabled={logDose.isPending}
                  >
                    <AlarmClock aria-hidden />
                    <span className="max-sm:sr-only">{t('dose.snooze')}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('dose.skipLabel', { name: medication.name, time: dose.time })}
                    onClick={() => log(medication, dose.at, 'skipped')}
                    disabled={logDose.isPending}
                  >
                    <SkipForward aria-hidden />
                    <span className="max-sm:sr-only">{t('dose.skip')}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MedicationCard({ medication, onEdit }: { medication: Medication; onEdit: () => void }) {
  const { t, i18n } = useTranslation('medication');
  const { error: errorText } = useErrorText();
  const refill = useRefill();
  const reorder = useReorderMedication();
  const remove = useRemoveMedication();
  const { adherence, refill: plan } = medication;
  const date = (iso: string) => formatCalendarDate(iso, i18n.language);

  function reorderNow() {
    reorder.mutate(medication.id, {
      onSuccess: (answer) =>
        toast({
          title: t('refill.reordered', { packs: answer.packsAdded }),
          description: answer.consultDoctorFirst ? t('refill.consultFirst') : undefined,
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: t('refill.reorderFailed'), description: errorText(error), variant: 'destructive' }),
    });
  }

  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900">{medication.name}</h3>
          <p className="text-xs text-slate-600">
            {medication.patientName ? t('card.for', { name: medication.patientName }) : t('card.forMe')}
            {' · '}
            {t(`card.source.${medication.source}`)}
          </p>
        </div>
        {!medication.remindersOn && (
          <BellOff aria-label={t('card.remindersOff')} className="size-4 shrink-0 text-slate-500" />
        )}
      </header>
      <p className="text-sm text-slate-700">
        {t('dose.amount', { units: medication.unitsPerDose })} · <span dir="ltr">{medication.times.join(', ')}</span>
        {medication.food !== 'any' && ` · ${t(`food.${medication.food}`)}`}
      </p>
      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>{t('card.adherence')}</span>
          <span className="font-semibold text-slate-900">
            {adherence.percent === null
              ? t('card.noDosesYet')
              : t('card.adherenceValue', { percent: adherence.percent, taken: adherence.taken, due: adherence.due })}
          </span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-100"
          role="meter"
          aria-label={t('card.adherence')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={adherence.percent ?? 0}
        >
          <div
            className={cn('h-full rounded-full', (adherence.percent ?? 0) >= 80 ? 'bg-emerald-500' : 'bg-amber-500')}
            style={{ width: `${adherence.percent ?? 0}%` }}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">{t('card.left')}</dt>
          <dd className="font-semibold text-slate-900">{medication.unitsLeft}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('card.runsOut')}</dt>
          <dd className="font-semibold text-slate-900">
            {plan.runsOutOn ? date(plan.runsOutOn) : t('card.courseEnds')}
          </dd>
        </div>
        {medication.nextDoseAt && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-600">{t('card.nextDose')}</dt>
            <dd className="text-slate-900">
              {formatDateTime(medication.nextDoseAt, i18n.language, { timeZone: medication.timeZone })}
            </dd>
          </div>
        )}
      </dl>
      {plan.due && (
        <div role="status" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-start gap-2">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('refill.due', { date: plan.runsOutOn ? date(plan.runsOutOn) : '' })}
          </p>
          {plan.consultDoctorFirst && (
            <p className="flex items-start gap-2 font-medium">
              <Stethoscope aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('refill.prescriptionExpires', {
                date: medication.prescriptionValidUntil ? date(medication.prescriptionValidUntil) : '',
              })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {plan.consultDoctorFirst && (
              <Button asChild variant="primary">
                <Link to="/doctors">{t('refill.consult')}</Link>
              </Button>
            )}
            {medication.productId !== null && (
              <Button
                variant={plan.consultDoctorFirst ? 'outline' : 'primary'}
                onClick={reorderNow}
                disabled={reorder.isPending}
              >
                <ShoppingCart aria-hidden />
                {t('refill.reorder')}
              </Button>
            )}
          </div>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="secondary"
          onClick={() =>
            refill.mutate(
              { id: medication.id, unitsAdded: medication.unitsPerPack },
              {
                onSuccess: () =>
                  toast({ title: t('refill.added', { units: medication.unitsPerPack }), variant: 'success' }),
                onError: (error) =>
                  toast({ title: t('refill.addFailed'), description: errorText(error), variant: 'destructive' }),
              },
            )
          }
          disabled={refill.isPending}
        >
          <RefreshCw aria-hidden />
          {t('card.addPack', { units: medication.unitsPerPack })}
        </Button>
        <Button variant="outline" onClick={onEdit}>
          {t('card.edit')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            if (window.confirm(t('card.removeConfirm', { name: medication.name }))) remove.mutate(medication.id);
          }}
          disabled={remove.isPending}
        >
          {t('card.remove')}
        </Button>
      </div>
    </article>
  );
}
