import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSubmitHospital } from '../api/hospitals-api.ts';

/** SPEC §3 hospital form (name, phone, specialties comma separated, emergency care) plus address and pincode. */
export function AddHospitalForm() {
  const { t } = useTranslation('hospitals');
  const { error: errorOf } = useErrorText();
  const submit = useSubmitHospital();
  const [form, setForm] = useState({
    name: '',
    phone: '',
    specialties: '',
    emergency: false,
    address: '',
    pincode: '',
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(form);
  };
  if (submit.data) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-green-50 p-4 font-semibold text-green-900"
        data-testid="hospital-submitted"
      >
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {submit.data.possibleDuplicate ? t('add.duplicate') : t('add.sent')}
      </p>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="add-hospital-title"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
    >
      <h2 id="add-hospital-title" className="text-xl font-bold text-slate-900 sm:col-span-2">
        {t('add.title')}
      </h2>
      <p className="text-sm text-slate-600 sm:col-span-2">{t('add.subtitle')}</p>
      <TextField label={t('add.name')} required maxLength={150} value={form.name} onChange={set('name')} />
      <TextField label={t('add.phone')} required type="tel" dir="ltr" value={form.phone} onChange={set('phone')} />
      <TextField
        label={t('add.specialties')}
        placeholder={t('add.specialtiesPlaceholder')}
        required
        maxLength={1000}
        value={form.specialties}
        onChange={set('specialties')}
        fieldClassName="sm:col-span-2"
      />
      <TextField label={t('add.address')} required maxLength={300} value={form.address} onChange={set('address')} />
      <TextField
        label={t('add.pincode')}
        required
        inputMode="numeric"
        maxLength={6}
        dir="ltr"
        value={form.pincode}
        onChange={set('pincode')}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={form.emergency}
          onChange={(event) => setForm((f) => ({ ...f, emergency: event.target.checked }))}
        />
        {t('add.emergency')}
      </label>
      {submit.error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errorOf(submit.error)}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submit.isPending}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
