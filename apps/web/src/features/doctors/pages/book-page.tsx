import { APPOINTMENT_REPORTS, type ConsultMode } from '@aushadh/shared/doctors/schemas.ts';
import type { PaymentInput } from '@aushadh/shared/orders/schemas.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { attachReport, useBookAppointment } from '../api/appointments.ts';
import { useDoctor } from '../api/get-doctor.ts';
import { DoctorAvatar } from '../components/doctor-avatar.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';

const fieldClass = 'grid gap-1 text-sm font-medium text-slate-700';

/** /doctors/{id}/book (signed in): video or in-clinic, slot, patient, symptoms, payment (the demo provider). */
export default function BookPage({ patientName }: { patientName: string }) {
  const { t, i18n } = useTranslation('doctors');
  const { error: errorText } = useErrorText();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const doctor = useDoctor(id);
  const book = useBookAppointment(id);
  const navigate = useNavigate();
  const [mode, setMode] = useState<ConsultMode | null>(null);
  const [slot, setSlot] = useState<string | null>(params.get('slot'));
  const [name, setName] = useState(patientName);
  const [age, setAge] = useState('');
  const [gender, setGender] = useState<'female' | 'male' | 'other'>('female');
  const [phone, setPhone] = useState('');
  const [symptoms, setSymptoms] = useState('');
  const [method, setMethod] = useState<'upi' | 'credit-card'>('upi');
  const [upiId, setUpiId] = useState('');
  const [card, setCard] = useState({ cardNumber: '', cardName: '', expiry: '', cvv: '' });
  const [missing, setMissing] = useState<string | null>(null);
  const [reports, setReports] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);

  if (!doctor.data) return <QueryFallback query={doctor} />;
  const d = doctor.data;
  const chosenMode: ConsultMode = mode ?? (d.offersVideo ? 'video' : 'clinic');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      setMissing(t('book.pickSlot'));
      return;
    }
    setMissing(null);
    const payment: PaymentInput = method === 'upi' ? { method: 'upi', upiId } : { method: 'credit-card', ...card };
    book.mutate(
      {
        mode: chosenMode,
        startsAt: slot,
        patient: { name, age: Number(age), gender, phone },
        symptoms,
        payment,
      },
      {
        onSuccess: async (appointment) => {
          // The booking is paid and kept whatever happens to a report: those that fail are listed on the next page.
          setUploading(true);
          const reportErrors: string[] = [];
          for (const file of reports) {
            await attachReport(appointment.id, file).catch((error: unknown) =>
              reportErrors.push(errorText(error) ?? t('reports.failed', { name: file.name })),
            );
          }
          setUploading(false);
          void navigate(`/doctors/${d.id}/success?appointment=${appointment.id}`, { state: { reportErrors } });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 lg:px-6">
      <title>{`${t('book.title')} | ${t('brand')}`}</title>
      <div className="mb-4 flex items-center gap-3">
        <DoctorAvatar id={d.id} name={d.name} size={56} />
        <div>
          <h1 className="text-xl font-bold text-slate-900">{t('book.title')}</h1>
          <p className="text-slate-700">
            <Link to={`/doctors/${d.id}`} className="underline">
              {d.name}
            </Link>{' '}
            · {t(`specialties.${d.specialty.slug}`, d.specialty.name)} · {formatMoney(d.feePaise)}
          </p>
        </div>
      </div>
      <form onSubmit={submit} className="grid gap-5" noValidate>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 font-semibold text-slate-900">{t('book.mode')}</legend>
          <div className="flex flex-wrap gap-3">
            {(['video', 'clinic'] as const).map((m) => {
              const offered = m === 'video' ? d.offersVideo : d.offersClinic;
              return (
                <label key={m} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
                  <input
                    type="radio"
                    name="mode"
                    value={m}
                    disabled={!offered}
                    checked={chosenMode === m}
                    onChange={() => setMode(m)}
                  />
                  {t(`modes.${m}`)}
                </label>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-2 font-semibold text-slate-900">{t('book.slot')}</legend>
          <SlotPicker days={d.days} value={slot} onChange={setSlot} />
          {slot ? (
            <p className="mt-2 text-sm text-slate-700" data-testid="chosen-slot">
              {t('book.chosen', { time: formatDateTime(slot, i18n.language) })}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">{t('book.patient')}</legend>
          <label className={fieldClass}>
            {t('book.name')}
            <Input name="patientName" value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
          </label>
          <label className={fieldClass}>
            {t('book.age')}
            <Input
              name="age"
              inputMode="numeric"
              value={age}
              required
              onChange={(e) => setAge(e.target.value.replace(/\D/g, '').slice(0, 3))}
            />
          </label>
          <label className={fieldClass}>
            {t('book.gender')}
            <select
              name="gender"
              className="h-11 rounded-lg border border-slate-300 bg-white px-3"
              value={gender}
              onChange={(e) => setGender(e.target.value as typeof gender)}
            >
              <option value="female">{t('filters.female')}</option>
              <option value="male">{t('filters.male')}</option>
              <option value="other">{t('book.other')}</option>
            </select>
          </label>
          <label className={fieldClass}>
            {t('book.phone')}
            <Input
              name="phone"
              inputMode="tel"
              value={phone}
              maxLength={13}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          <label className={`${fieldClass} sm:col-span-2`}>
            {t('book.symptoms')}
            <Textarea
              name="symptoms"
              value={symptoms}
              maxLength={1000}
              required
              rows={3}
              onChange={(e) => setSymptoms(e.target.value)}
            />
          </label>
          <div className={`${fieldClass} sm:col-span-2`}>
            <label htmlFor="booking-reports">{t('reports.optional')}</label>
            <input
              id="booking-reports"
              name="reports"
              type="file"
              multiple
              accept={APPOINTMENT_REPORTS.accept}
              className="min-h-11 text-sm font-normal file:me-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3"
              aria-describedby="booking-reports-hint"
              onChange={(e) => setReports([...(e.target.files ?? [])].slice(0, APPOINTMENT_REPORTS.maxFiles))}
            />
            <p id="booking-reports-hint" className="text-xs font-normal text-slate-500">
              {t('reports.hint', { max: APPOINTMENT_REPORTS.maxFiles })}
            </p>
          </div>
        </fieldset>
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-2 font-semibold text-slate-900">{t('book.payment')}</legend>
          <div className="flex flex-wrap gap-3">
            <label className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
              <input type="radio" name="method" checked={method === 'upi'} onChange={() => setMethod('upi')} />
              UPI
            </label>
            <label className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3">
              <input
                type="radio"
                name="method"
                checked={method === 'credit-card'}
                onChange={() => setMethod('credit-card')}
              />
              {t('book.card')}
            </label>
          </div>
          {method === 'upi' ? (
            <label className={fieldClass}>
              {t('book.upiId')}
              <Input name="upiId" value={upiId} placeholder="name@okaxis" onChange={(e) => setUpiId(e.target.value)} />
            </label>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={fieldClass}>
                {t('book.cardNumber')}
                <Input
                  name="cardNumber"
                  inputMode="numeric"
                  value={card.cardNumber}
                  onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
                />
              </label>
              <label className={fieldClass}>
                {t('book.cardName')}
                <Input
                  name="cardName"
                  value={card.cardName}
                  onChange={(e) => setCard({ ...card, cardName: e.target.value })}
                />
              </label>
              <label className={fieldClass}>
                {t('book.expiry')}
                <Input
                  name="expiry"
                  placeholder="MM/YY"
                  value={card.expiry}
                  onChange={(e) => setCard({ ...card, expiry: e.target.value })}
                />
              </label>
              <label className={fieldClass}>
                CVV
                <Input
                  name="cvv"
                  inputMode="numeric"
                  value={card.cvv}
                  onChange={(e) => setCard({ ...card, cvv: e.target.value })}
                />
              </label>
            </div>
          )}
          <p className="text-xs text-slate-500">{t('book.demoNote')}</p>
        </fieldset>
        <FormError message={missing ?? (book.isError ? errorText(book.error) : undefined)} />
        <Button type="submit" size="lg" disabled={book.isPending || uploading}>
          {t('book.pay', { fee: formatMoney(d.feePaise) })}
        </Button>
        <p className="text-xs text-slate-500">{t('book.policy')}</p>
      </form>
    </div>
  );
}
