import { partnerDetailsSchema, type PartnerDetails, type PartnerKind } from '@aushadh/shared/partners/schemas.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { showServerErrors } from '../../../lib/server-field-errors.ts';

/** The form's own shape: lists are typed one per line. */
interface FormValues {
  tradeName: string;
  drugLicenceNumbers: string;
  gstin: string;
  pharmacistName: string;
  pharmacistRegistration: string;
  address: string;
  state: string;
  pincode: string;
  registrationCouncil: string;
  registrationNumber: string;
  qualifications: string;
}
const FIELDS = [
  'tradeName',
  'drugLicenceNumbers',
  'gstin',
  'pharmacistName',
  'pharmacistRegistration',
  'address',
  'state',
  'pincode',
  'registrationCouncil',
  'registrationNumber',
  'qualifications',
] as const;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function toForm(details: PartnerDetails | null): FormValues {
  const empty = Object.fromEntries(FIELDS.map((f) => [f, ''])) as unknown as FormValues;
  if (!details) return empty;
  if (details.kind === 'pharmacy') {
    return { ...empty, ...details, drugLicenceNumbers: details.drugLicenceNumbers.join('\n') };
  }
  return { ...empty, ...details, qualifications: details.qualifications.join('\n') };
}

function toDetails(kind: PartnerKind, values: FormValues): unknown {
  return kind === 'pharmacy'
    ? {
        kind,
        tradeName: values.tradeName,
        drugLicenceNumbers: lines(values.drugLicenceNumbers),
        gstin: values.gstin,
        pharmacistName: values.pharmacistName,
        pharmacistRegistration: values.pharmacistRegistration,
        address: values.address,
        state: values.state,
        pincode: values.pincode,
      }
    : {
        kind,
        registrationCouncil: values.registrationCouncil,
        registrationNumber: values.registrationNumber,
        qualifications: lines(values.qualifications),
      };
}

/**
 * The partner's details: a pharmacy's business (trade name, licences, GSTIN, pharmacist, address) or a doctor's
 * registration. Checked with the shared schema before sending; the server's refusals show beside the field.
 */
export function DetailsForm({
  kind,
  details,
  editable,
  pending,
  onSave,
}: {
  kind: PartnerKind;
  details: PartnerDetails | null;
  editable: boolean;
  pending: boolean;
  onSave: (details: PartnerDetails, fail: (error: unknown) => void) => void;
}) {
  const { t } = useTranslation('partners');
  const { message } = useErrorText();
  const form = useForm<FormValues>({ defaultValues: toForm(details) });
  const errors = form.formState.errors;
  const field = (
    name: (typeof FIELDS)[number],
    extra: { dir?: 'ltr'; autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={t(`fields.${name}`)}
      disabled={!editable}
      error={message(errors[name]?.message)}
      {...extra}
      {...form.register(name)}
    />
  );
  const area = (name: 'drugLicenceNumbers' | 'qualifications' | 'address', description?: string) => (
    <TextAreaField
      label={t(`fields.${name}`)}
      description={description}
      disabled={!editable}
      rows={name === 'address' ? 3 : 2}
      error={message(errors[name]?.message)}
      {...form.register(name)}
    />
  );

  const submit = form.handleSubmit((values) => {
    const parsed = partnerDetailsSchema.safeParse(toDetails(kind, values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as (typeof FIELDS)[number];
        if (FIELDS.includes(name)) form.setError(name, { type: 'validate', message: issue.message });
      }
      return;
    }
    onSave(parsed.data, (error) => showServerErrors(form.setError, error, FIELDS, t('details.failed')));
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {kind === 'pharmacy' ? (
        <>
          {field('tradeName', { autoComplete: 'organization' })}
          {field('gstin', { dir: 'ltr', autoComplete: 'off' })}
          {area('drugLicenceNumbers', t('fields.drugLicenceNumbersHint'))}
          <div className="grid gap-4">
            {field('pharmacistName')}
            {field('pharmacistRegistration', { dir: 'ltr', autoComplete: 'off' })}
          </div>
          {area('address')}
          <div className="grid gap-4">
            {field('state', { autoComplete: 'address-level1' })}
            {field('pincode', { dir: 'ltr', inputMode: 'numeric', autoComplete: 'postal-code' })}
          </div>
        </>
      ) : (
        <>
          {field('registrationCouncil')}
          {field('registrationNumber', { dir: 'ltr', autoComplete: 'off' })}
          {area('qualifications', t('fields.qualificationsHint'))}
        </>
      )}
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {message(errors.root.server.message)}
        </p>
      ) : null}
      {editable ? (
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {t('details.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
