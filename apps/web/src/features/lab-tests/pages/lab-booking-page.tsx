import {
  LAB_BOOKING,
  LAB_RELATIONS,
  LAB_SEXES,
  type LabBooking,
  type LabTestSummary,
} from '@aushadh/shared/labs/schemas.ts';
import { CalendarCheck, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useLabSlots } from '../api/get-lab-slots.ts';
import { useLabTests } from '../api/get-lab-tests.ts';
import { usePlaceLabBooking } from '../api/lab-bookings.ts';
import { hourLabel } from '../components/hour-label.ts';

interface Person {
  key: number;
  name: string;
  sex: (typeof LAB_SEXES)[number];
  age: string;
  relation: (typeof LAB_RELATIONS)[number];
  testIds: number[];
}

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none';

const idsFrom = (raw: string | null) =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .filter((s) => /^[1-9]\d{0,9}$/.test(s))
        .map(Number),
    ),
  ].slice(0, LAB_BOOKING.maxTestsPerPatient);

/**
 * The first person from the address: `tests`, and from a doctor's "Book these tests" the patient's `name`, `age`
 * and `sex` (someone other than the account holder is a relative: "other").
 */
function firstPerson(params: URLSearchParams, userName: string): Person {
  const name = (params.get('name') ?? '').trim().slice(0, 100);
  const age = params.get('age') ?? '';
  const sex = params.get('sex');
  return {
    key: 1,
    name: name || userName,
    sex: (LAB_SEXES as readonly string[]).includes(sex ?? '') ? (sex as Person['sex']) : 'female',
    age: /^\d{1,3}$/.test(age) && Number(age) <= 120 ? age : '',
    relation: name && name.toLowerCase() !== userName.trim().toLowerCase() ? 'other' : 'self',
    testIds: idsFrom(params.get('tests')),
  };
}

/** /lab-tests/book: people and their tests, the address, a 1-hour home-collection slot, payment (demo). */
export default function LabBookingPage({ userName = '', userEmail = '' }: { userName?: string; userEmail?: string }) {
  const { t, i18n } = useTranslation('lab-tests');
  const { error: errorText } = useErrorText();
  const [searchParams] = useSearchParams();
  const catalog = useLabTests({ q: '', group: null });
  const [people, setPeople] = useState<Person[]>(() => [firstPerson(searchParams, userName)]);
  const [address, setAddress] = useState({
    fullName: userName,
    email: userEmail,
    phone: '',
    address: '',
    city: '',
    state: '',
    pincode: '',
  });
  const [slotPincode, setSlotPincode] = useState<string | null>(null);
  const [slot, setSlot] = useState<{ date: string; startHour: number } | null>(null);
  const [payment, setPayment] = useState<'upi' | 'cod'>('upi');
  const [upiId, setUpiId] = useState('');
  const [consent, setConsent] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<LabBooking | null>(null);
  const slots = useLabSlots(slotPincode);
  const place = usePlaceLabBooking();

  const byId = useMemo(() => new Map((catalog.data?.items ?? []).map((test) => [test.id, test])), [catalog.data]);
  const chosen = people.flatMap((p) => p.testIds.map((id) => byId.get(id)).filter((x): x is LabTestSummary => !!x));
  const subtotal = chosen.reduce((sum, test) => sum + test.pricePaise, 0);
  const mrp = chosen.reduce((sum, test) => sum + test.mrpPaise, 0);
  const collection =
    subtotal >= LAB_BOOKING.freeCollectionFromPaise || subtotal === 0 ? 0 : LAB_BOOKING.collectionChargePaise;
  const needsConsent = chosen.some((test) => test.hasConsentNote);

  if (done) return <Confirmation booking={done} />;
  if (!catalog.data) return <QueryFallback query={catalog} className="py-16" />;

  const update = (key: number, change: Partial<Person>) =>
    setPeople((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    place.mutate(
      {
        key: idempotencyKey,
        body: {
          patients: people.map((p) => ({
            patient: { name: p.name, sex: p.sex, ageYears: Number(p.age), relation: p.relation },
            testIds: p.testIds,
          })),
          address,
          slot,
          payment: payment === 'upi' ? { method: 'upi', upiId } : { method: 'cod' },
          ...(needsConsent ? { consent } : {}),
        },
      },
      {
        onSuccess: setDone,
        // A refused attempt is over: the next one is a new booking.
        onError: () => setIdempotencyKey(crypto.randomUUID()),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_320px] lg:px-6">
      <title>{`${t('book.title')} | Aushadh`}</title>
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('book.title')}</h1>

        <section aria-labelledby="people-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="people-heading" className="text-lg font-semibold text-slate-900">
            {t('book.people')}
          </h2>
          <ol className="mt-3 space-y-4">
            {people.map((person, index) => (
              <li key={person.key} className="rounded-lg border border-slate-200 p-3" data-testid="lab-person">
                <div className="flex items-center justify-between">
                  <h3 className="font-semibold text-slate-800">{t('book.person', { number: index + 1 })}</h3>
                  {people.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setPeople((list) => list.filter((p) => p.key !== person.key))}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('book.removePerson')}
                    </Button>
                  ) : null}
                </div>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('book.name')}
                    value={person.name}
                    required
                    maxLength={100}
                    onChange={(e) => update(person.key, { name: e.target.value })}
                  />
                  <TextField
                    label={t('book.age')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={120}
                    required
                    value={person.age}
                    onChange={(e) => update(person.key, { age: e.target.value })}
                  />
                  <SelectField
                    label={t('book.sex')}
                    value={person.sex}
                    onChange={(value) => update(person.key, { sex: value as Person['sex'] })}
                  >
                    {LAB_SEXES.map((s) => (
                      <option key={s} value={s}>
                        {t(`sex.${s}`)}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField
                    label={t('book.relation')}
                    value={person.relation}
                    onChange={(value) => update(person.key, { relation: value as Person['relation'] })}
                  >
                    {LAB_RELATIONS.map((r) => (
                      <option key={r} value={r}>
                        {t(`relation.${r}`)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <ul className="mt-3 space-y-1">
                  {person.testIds.map((id) => (
                    <li
                      key={id}
                      className="flex items-center justify-between gap-2 rounded bg-slate-50 px-2 py-1 text-sm"
                    >
                      <span>{byId.get(id)?.name ?? id}</span>
                      <span className="flex items-center gap-2">
                        {byId.get(id) ? formatMoney(byId.get(id)!.pricePaise) : null}
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('book.removeTest', { name: byId.get(id)?.name ?? '' })}
                          onClick={() => update(person.key, { testIds: person.testIds.filter((x) => x !== id) })}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
                <SelectField
                  label={t('book.addTest')}
                  className="mt-2"
                  value=""
                  onChange={(value) => {
                    const id = Number(value);
                    if (id && !person.testIds.includes(id)) update(person.key, { testIds: [...person.testIds, id] });
                  }}
                >
                  <option value="">{t('book.chooseTest')}</option>
                  {catalog.data.items.map((test) => (
                    <option key={test.id} value={test.id}>{`${test.name} — ${formatMoney(test.pricePaise)}`}</option>
                  ))}
                </SelectField>
              </li>
            ))}
          </ol>
          {people.length < LAB_BOOKING.maxPatients ? (
            <Button
              variant="outline"
              className="mt-3"
              onClick={() =>
                setPeople((list) => [
                  ...list,
                  {
                    key: Math.max(...list.map((p) => p.key)) + 1,
                    name: '',
                    sex: 'male',
                    age: '',
                    relation: 'spouse',
                    testIds: list[0]?.testIds ?? [],
                  },
                ])
              }
            >
              <Plus aria-hidden="true" />
              {t('book.addPerson')}
            </Button>
          ) : null}
        </section>

        <section aria-labelledby="address-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="address-heading" className="text-lg font-semibold text-slate-900">
            {t('book.address')}
          </h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('book.contactName')}
              required
              value={address.fullName}
              onChange={(e) => setAddress({ ...address, fullName: e.target.value })}
            />
            <TextField
              label={t('book.email')}
              type="email"
              required
              value={address.email}
              onChange={(e) => setAddress({ ...address, email: e.target.value })}
            />
            <TextField
              label={t('book.phone')}
              type="tel"
              required
              value={address.phone}
              onChange={(e) => setAddress({ ...address, phone: e.target.value })}
            />
            <TextField
              label={t('book.street')}
              required
              value={address.address}
              onChange={(e) => setAddress({ ...address, address: e.target.value })}
            />
            <TextField
              label={t('book.city')}
              required
              value={address.city}
              onChange={(e) => setAddress({ ...address, city: e.target.value })}
            />
            <TextField
              label={t('book.state')}
              required
              value={address.state}
              onChange={(e) => setAddress({ ...address, state: e.target.value })}
            />
            <TextField
              label={t('book.pincode')}
              required
              inputMode="numeric"
              maxLength={6}
              value={address.pincode}
              onChange={(e) => setAddress({ ...address, pincode: e.target.value })}
            />
            <div className="flex items-end">
              <Button
                variant="secondary"
                disabled={!/^\d{6}$/.test(address.pincode)}
                onClick={() => {
                  setSlot(null);
                  setSlotPincode(address.pincode);
                }}
              >
                {t('book.showSlots')}
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="slot-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="slot-heading" className="text-lg font-semibold text-slate-900">
            {t('book.slot')}
          </h2>
          {slotPincode === null ? <p className="mt-2 text-sm text-slate-600">{t('book.slotHint')}</p> : null}
          {slots.isError ? (
            <FormError message={errorText(slots.error) ?? t('book.slotError')} className="mt-2" />
          ) : null}
          {slots.data ? (
            <div className="mt-3 space-y-3">
              <p className="text-sm text-slate-600">
                {t('book.slotsAt', { city: slots.data.city, state: slots.data.state })}
              </p>
              {slots.data.days.map((day) => (
                <fieldset key={day.date}>
                  <legend className="text-sm font-semibold text-slate-800">
                    {formatCalendarDate(day.date, i18n.language)}
                  </legend>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {day.slots.map((s) => {
                      const selected = slot?.date === day.date && slot.startHour === s.startHour;
                      return (
                        <button
                          key={s.startHour}
                          type="button"
                          disabled={s.full}
                          aria-pressed={selected}
                          onClick={() => setSlot({ date: day.date, startHour: s.startHour })}
                          className={
                            selected
                              ? 'min-h-11 rounded-lg border border-brand-700 bg-brand-700 px-3 text-sm font-medium text-white'
                              : s.full
                                ? 'min-h-11 cursor-not-allowed rounded-lg border border-slate-200 bg-slate-100 px-3 text-sm text-slate-500 line-through'
                                : 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'
                          }
                        >
                          <span dir="ltr">{hourLabel(s.startHour)}</span>
                          {s.full ? <span className="ms-1 no-underline">{t('book.full')}</span> : null}
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
            </div>
          ) : null}
        </section>

        <section aria-labelledby="pay-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
            {t('book.payment')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('book.demoNotice')}</p>
          <div className="mt-3 space-y-2">
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'upi'}
                onChange={() => setPayment('upi')}
                className="size-4"
              />
              {t('book.upi')}
            </label>
            {payment === 'upi' ? (
              <TextField
                label={t('book.upiId')}
                required
                value={upiId}
                placeholder="name@okaxis"
                onChange={(e) => setUpiId(e.target.value)}
              />
            ) : null}
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'cod'}
                onChange={() => setPayment('cod')}
                className="size-4"
              />
              {t('book.payAtCollection')}
            </label>
          </div>
          {needsConsent ? (
            <label className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <input
                type="checkbox"
                checked={consent}
                onChange={(e) => setConsent(e.target.checked)}
                className="mt-0.5 size-4"
              />
              {t('book.consent')}
            </label>
          ) : null}
        </section>
      </div>

      <aside className="h-fit space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
        <h2 className="text-lg font-semibold text-slate-900">{t('book.summary')}</h2>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>{t('book.mrpTotal')}</dt>
            <dd>{formatMoney(mrp)}</dd>
          </div>
          <div className="flex justify-between text-emerald-800">
            <dt>{t('book.discount')}</dt>
            <dd>−{formatMoney(mrp - subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('book.collection')}</dt>
            <dd>{collection === 0 ? t('book.free') : formatMoney(collection)}</dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 pt-1 text-base font-bold">
            <dt>{t('book.total')}</dt>
            <dd>{formatMoney(subtotal + collection)}</dd>
          </div>
        </dl>
        {slot ? (
          <p className="text-sm text-slate-700">
            {t('book.chosenSlot', {
              date: formatCalendarDate(slot.date, i18n.language),
              time: hourLabel(slot.startHour),
            })}
          </p>
        ) : null}
        {place.isError ? <FormError message={errorText(place.error) ?? t('book.failed')} /> : null}
        <Button type="submit" className="w-full" disabled={!slot || chosen.length === 0 || place.isPending}>
          {place.isPending ? t('book.booking') : t('book.confirm')}
        </Button>
      </aside>
    </form>
  );
}

/** A labelled select (the label is its own element, so the options are not part of its name). */
function SelectField({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

function Confirmation({ booking }: { booking: LabBooking }) {
  const { t, i18n } = useTranslation('lab-tests');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 text-center">
      <title>{`${t('book.confirmed')} | Aushadh`}</title>
      <CalendarCheck className="mx-auto size-12 text-emerald-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('book.confirmed')}</h1>
      <p className="mt-2 text-slate-700">
        {t('book.confirmedText', {
          number: booking.number,
          date: formatCalendarDate(booking.slot.date, i18n.language),
          time: hourLabel(booking.slot.startHour),
        })}
      </p>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        {booking.patients.map((p) => (
          <li key={p.id}>
            <strong>{p.name}</strong>: {p.items.map((i) => i.name).join(', ')}
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold">{t('book.paid', { total: formatMoney(booking.totalPaise) })}</p>
      <Link
        to="/profile?tab=lab-reports"
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('book.seeBookings')}
      </Link>
    </div>
  );
}
