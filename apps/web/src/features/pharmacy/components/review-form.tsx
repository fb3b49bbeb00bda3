import {
  addMonths,
  DEFAULT_VALIDITY_MONTHS,
  REJECTION_REASONS,
  reviewRequestSchema,
  todayInIndia,
  type PharmacyPrescription,
  type RejectionReason,
  type ReviewDecision,
} from '@aushadh/shared/prescriptions/schemas.ts';
import { CheckCircle2, PhoneCall, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { serverIssues, useErrorText } from '../../../lib/error-text.ts';
import { useReviewPrescription } from '../api/review-prescription.ts';
import { MedicinePicker, type PickedMedicine } from './medicine-picker.tsx';

type Field =
  | 'prescriberName'
  | 'prescriberRegistration'
  | 'prescribedOn'
  | 'patientName'
  | 'validUntil'
  | 'medicines'
  | 'reason'
  | 'note';

const DECISIONS: { value: ReviewDecision; icon: typeof CheckCircle2 }[] = [
  { value: 'approve', icon: CheckCircle2 },
  { value: 'reject', icon: XCircle },
  { value: 'callback', icon: PhoneCall },
];

export interface ReviewFormProps {
  prescription: PharmacyPrescription;
  onDecided?: (decided: PharmacyPrescription) => void;
}

/**
 * The pharmacist's decision (issue 12): approve with the prescriber, registration, date, patient, the
 * medicines and quantities it allows and its validity (six months by default); reject with a reason; or ask
 * for a call-back. Checked with the server's own schema before it is sent.
 */
export function ReviewForm({ prescription, onDecided }: ReviewFormProps) {
  const { t } = useTranslation('pharmacy');
  const { error: errorText, message: messageText } = useErrorText();
  const review = useReviewPrescription();
  const id = useId();
  const today = todayInIndia();
  const [decision, setDecision] = useState<ReviewDecision>('approve');
  const [prescriberName, setPrescriberName] = useState('');
  const [prescriberRegistration, setPrescriberRegistration] = useState('');
  const [prescribedOn, setPrescribedOn] = useState('');
  const [patientName, setPatientName] = useState(
    prescription.uploaderName === 'Guest User' || prescription.uploaderName === 'Redacted'
      ? ''
      : prescription.uploaderName,
  );
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const [medicines, setMedicines] = useState<PickedMedicine[]>([]);
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = review.isPending;

  // Until the pharmacist sets it, validity follows the date on the prescription.
  const shownValidUntil = validUntil ?? (prescribedOn ? addMonths(prescribedOn, DEFAULT_VALIDITY_MONTHS) : '');

  function body() {
    if (decision === 'approve') {
      return {
        decision,
        prescriberName,
        prescriberRegistration,
        prescribedOn,
        patientName,
        ...(shownValidUntil ? { validUntil: shownValidUntil } : {}),
        medicines: medicines.map(({ productId, quantity }) => ({ productId, quantity })),
        ...(note.trim() ? { note } : {}),
      };
    }
    if (decision === 'reject') return { decision, reason, ...(note.trim() ? { note } : {}) };
    return { decision, note };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = reviewRequestSchema.safeParse(body());
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        // An enum refused (no reason picked) says so in the form's own words.
        next[field] ??= field === 'reason' ? t('review.reasonRequired') : (messageText(issue.message) ?? issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    review.mutate(
      { id: prescription.id, review: parsed.data },
      {
        onSuccess: (decided) => {
          toast({ title: t(`review.saved.${decided.status}`), variant: 'success' });
          onDecided?.(decided);
        },
        onError: (error) => {
          const next: Partial<Record<Field, string>> = {};
          for (const issue of serverIssues(error)) next[issue.field as Field] ??= messageText(issue.message);
          setErrors(next);
          setFailure(errorText(error) ?? t('review.failed'));
        },
      },
    );
  }

  const choice = (checked: boolean) =>
    cn(
      'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
      checked
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('review.title')}
      </h2>
      <fieldset disabled={busy}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('review.decision')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {DECISIONS.map(({ value, icon: Icon }) => (
            <label key={value} className={choice(decision === value)}>
              <input
                type="radio"
                name={`${id}-decision`}
                value={value}
                checked={decision === value}
                onChange={() => {
                  setDecision(value);
                  setErrors({});
                  setFailure(null);
                }}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {t(`review.decisions.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {decision === 'approve' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('review.prescriberName')}
            value={prescriberName}
            onChange={(e) => setPrescriberName(e.target.value)}
            error={errors.prescriberName}
            disabled={busy}
            // A name as Indian prescriptions print it (in Latin letters), whatever the pharmacist's language.
            // eslint-disable-next-line house/literal-text
            placeholder="Dr. Meera Iyer"
          />
          <TextField
            label={t('review.prescriberRegistration')}
            value={prescriberRegistration}
            onChange={(e) => setPrescriberRegistration(e.target.value)}
            error={errors.prescriberRegistration}
            description={t('review.prescriberRegistrationHint')}
            disabled={busy}
            placeholder="DMC/R/05123"
          />
          <TextField
            label={t('review.prescribedOn')}
            type="date"
            max={today}
            value={prescribedOn}
            onChange={(e) => setPrescribedOn(e.target.value)}
            error={errors.prescribedOn}
            disabled={busy}
          />
          <TextField
            label={t('review.validUntil')}
            type="date"
            min={today}
            value={shownValidUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            error={errors.validUntil}
            description={t('review.validUntilHint', { months: DEFAULT_VALIDITY_MONTHS })}
            disabled={busy}
          />
          <TextField
            label={t('review.patientName')}
            value={patientName}
            onChange={(e) => setPatientName(e.target.value)}
            error={errors.patientName}
            disabled={busy}
            fieldClassName="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <MedicinePicker value={medicines} onChange={setMedicines} error={errors.medicines} disabled={busy} />
          </div>
        </div>
      ) : null}

      {decision === 'reject' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
            {t('review.reason')}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as RejectionReason)}
            className={inputClassName}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            disabled={busy}
          >
            <option value="">{t('review.chooseReason')}</option>
            {REJECTION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`reasons.${value}`)}
              </option>
            ))}
          </select>
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="text-sm text-red-700">
              {errors.reason}
            </p>
          ) : null}
        </div>
      ) : null}

      <TextAreaField
        label={decision === 'callback' ? t('review.callbackNote') : t('review.note')}
        description={decision === 'callback' ? t('review.callbackHint') : t('review.noteHint')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
        disabled={busy}
        rows={3}
      />

      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          data-testid="review-failure"
        >
          {failure}
        </p>
      ) : null}

      <Button type="submit" size="lg" disabled={busy} data-testid="submit-review">
        {t(`review.submit.${decision}`)}
      </Button>
    </form>
  );
}
