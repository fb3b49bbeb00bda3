import { HOME_SERVICE_KINDS, TIME_WINDOWS, type HomeServiceInput } from '@aushadh/shared/emergency/schemas.ts';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMetaDescription } from '../../../lib/page-meta.ts';
import {
  useMoveHomeService,
  useMyHomeServices,
  useRequestHomeService,
  useStaffHomeServices,
} from '../api/emergency-requests.ts';

const select =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';
const tomorrow = () => new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

function StaffQueue() {
  const { t } = useTranslation('emergency');
  const query = useStaffHomeServices(true);
  const move = useMoveHomeService();
  if (!query.data?.length) return null;
  return (
    <section aria-labelledby="home-staff" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="home-staff" className="text-xl font-bold">
        {t('home.staffTitle')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {query.data.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-2 py-3 text-sm">
            <span className="min-w-0 flex-1">
              <strong dir="ltr">{r.reference}</strong> · {t(`home.kinds.${r.kind}`)} · {r.patientName} ·{' '}
              {r.preferredDate} {t(`home.windows.${r.preferredWindow}`)} · {t(`home.status.${r.status}`)}
            </span>
            {r.status === 'requested' ? (
              <>
                <Button size="sm" onClick={() => move.mutate({ id: r.id, to: 'confirmed' })}>
                  {t('home.confirm')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => move.mutate({ id: r.id, to: 'declined' })}>
                  {t('home.decline')}
                </Button>
              </>
            ) : r.status === 'confirmed' ? (
              <Button size="sm" onClick={() => move.mutate({ id: r.id, to: 'completed' })}>
                {t('home.complete')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /services/medical-services: nursing, physiotherapy, elder care, injections at home; staff confirm. */
export default function MedicalServicesPage({ signedIn, staff = false }: { signedIn: boolean; staff?: boolean }) {
  const { t } = useTranslation('emergency');
  const { error: errorOf } = useErrorText();
  useMetaDescription(t('home.meta'));
  const request = useRequestHomeService();
  const mine = useMyHomeServices(signedIn);
  const [form, setForm] = useState<HomeServiceInput>({
    kind: 'nursing',
    patientName: '',
    phone: '',
    address: '',
    city: '',
    pincode: '',
    preferredDate: tomorrow(),
    preferredWindow: 'morning',
    notes: '',
  });
  const set = (key: keyof HomeServiceInput) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(form);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6">
      <title>{`${t('home.title')} | Aushadh`}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('home.title')}</h1>
        <p className="mt-1 text-slate-600">{t('home.subtitle')}</p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {HOME_SERVICE_KINDS.map((kind) => (
          <li key={kind} className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-bold text-slate-900">{t(`home.kinds.${kind}`)}</h2>
            <p className="text-sm text-slate-600">{t(`home.about.${kind}`)}</p>
          </li>
        ))}
      </ul>
      {staff ? <StaffQueue /> : null}
      {!signedIn ? (
        <p className="rounded-xl bg-slate-50 p-4">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {t('home.signIn')}
          </Link>
        </p>
      ) : request.data ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-green-50 p-4 font-semibold text-green-900">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t('home.sent', { reference: request.data.reference })}
        </p>
      ) : (
        <form
          onSubmit={submit}
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
        >
          <label className="text-sm font-medium text-slate-800">
            {t('home.kind')}
            <select value={form.kind} onChange={set('kind')} className={select}>
              {HOME_SERVICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`home.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('home.patientName')}
            required
            value={form.patientName}
            onChange={set('patientName')}
            maxLength={100}
          />
          <TextField label={t('form.phone')} required type="tel" dir="ltr" value={form.phone} onChange={set('phone')} />
          <TextField label={t('home.city')} required value={form.city} onChange={set('city')} maxLength={80} />
          <TextField
            label={t('form.address')}
            required
            value={form.address}
            onChange={set('address')}
            maxLength={300}
            fieldClassName="sm:col-span-2"
          />
          <TextField
            label={t('form.pincode')}
            required
            inputMode="numeric"
            dir="ltr"
            maxLength={6}
            value={form.pincode}
            onChange={set('pincode')}
          />
          <TextField
            label={t('home.date')}
            required
            type="date"
            value={form.preferredDate}
            onChange={set('preferredDate')}
          />
          <label className="text-sm font-medium text-slate-800">
            {t('home.window')}
            <select value={form.preferredWindow} onChange={set('preferredWindow')} className={select}>
              {TIME_WINDOWS.map((w) => (
                <option key={w} value={w}>
                  {t(`home.windows.${w}`)}
                </option>
              ))}
            </select>
          </label>
          <TextField label={t('home.notes')} value={form.notes ?? ''} onChange={set('notes')} maxLength={1000} />
          {request.error ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errorOf(request.error)}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={request.isPending}>
              {t('home.submit')}
            </Button>
          </div>
        </form>
      )}
      {mine.data?.length ? (
        <section aria-labelledby="my-home">
          <h2 id="my-home" className="text-lg font-bold">
            {t('home.mine')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {mine.data.map((r) => (
              <li key={r.id} className="p-3 text-sm">
                <strong dir="ltr">{r.reference}</strong> · {t(`home.kinds.${r.kind}`)} · {r.preferredDate} ·{' '}
                <span className="font-semibold">{t(`home.status.${r.status}`)}</span>
                {r.staffNote ? <span className="block text-slate-600">{r.staffNote}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
