import { PAYMENT_METHODS, paymentInputSchema } from '@aushadh/shared/orders/schemas.ts';
import type { Address, CheckoutSummary, PaymentInput, PaymentMethod } from '@aushadh/shared/orders/schemas.ts';
import { Banknote, CreditCard, Info, Loader2, Lock, MapPin, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format-money.ts';

type PaymentFields = { cardNumber: string; cardName: string; expiry: string; cvv: string; upiId: string };
type FieldErrors = Partial<Record<keyof PaymentFields, string>>;

const METHOD_ICONS: Record<PaymentMethod, ReactNode> = {
  'credit-card': <CreditCard />,
  'debit-card': <CreditCard />,
  upi: <Smartphone />,
  cod: <Banknote />,
};

/** "4111111111111111" → "4111 1111 1111 1111" as it is typed. */
const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
/** "1228" → "12/28". */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export interface PaymentStepProps {
  summary: CheckoutSummary;
  /** The chosen address, shown with a way back to change it. */
  address: Address;
  onBack: () => void;
  onPlaceOrder: (payment: PaymentInput) => void;
  pending: boolean;
  /** The last attempt's failure, shown above the button. */
  error: ReactNode;
}

/** Step 2: the four SPEC §3 methods with the fields the demo provider checks (shared paymentInputSchema). */
export function PaymentStep({ summary, address, onBack, onPlaceOrder, pending, error }: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const { message } = useErrorText();
  const options = summary.paymentMethods;
  const firstAvailable = options.find((o) => o.available)?.method ?? 'upi';
  const [method, setMethod] = useState<PaymentMethod>(firstAvailable);
  const [fields, setFields] = useState<PaymentFields>({ cardNumber: '', cardName: '', expiry: '', cvv: '', upiId: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const chosen = options.find((o) => o.method === method);
  const total = summary.cart.totals.totalPaise;

  const set = (name: keyof PaymentFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = () => {
    const candidate =
      method === 'upi'
        ? { method, upiId: fields.upiId }
        : method === 'cod'
          ? { method }
          : {
              method,
              cardNumber: fields.cardNumber,
              cardName: fields.cardName,
              expiry: fields.expiry,
              cvv: fields.cvv,
            };
    const parsed = paymentInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof PaymentFields | undefined;
        if (key && !next[key]) next[key] = message(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onPlaceOrder(parsed.data);
  };

  const card = method === 'credit-card' || method === 'debit-card';
  return (
    <section aria-labelledby="payment-step-title" className="flex flex-col gap-4">
      <h2 id="payment-step-title" className="text-lg font-semibold text-slate-900">
        {t('payment.title')}
      </h2>
      <div
        className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm"
        data-testid="payment-address"
      >
        <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-slate-700">
          <span className="font-semibold text-slate-900">{t('payment.deliveringTo', { name: address.fullName })}</span>{' '}
          {address.address}, {address.city} – {address.pincode}
        </p>
        <button
          type="button"
          onClick={onBack}
          className="shrink-0 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {t('payment.change')}
        </button>
      </div>
      <div
        className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
        role="note"
        data-testid="demo-notice"
      >
        <Info className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('payment.demoTitle')}</p>
          <p className="mt-0.5 text-sky-900">{t('payment.demoHint')}</p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) submit();
        }}
        className="flex flex-col gap-4"
      >
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('payment.methodLabel')}</legend>
          {PAYMENT_METHODS.map((value) => {
            const option = options.find((o) => o.method === value);
            const disabled = option ? !option.available : true;
            const checked = method === value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-500',
                  checked ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200 hover:border-brand-300',
                  disabled && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={value}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => setMethod(value)}
                  className="size-4 accent-brand-700"
                />
                <span className="text-brand-700 [&_svg]:size-5" aria-hidden="true">
                  {METHOD_ICONS[value]}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{t(`payment.methods.${value}`)}</span>
                  {disabled && option?.reason ? (
                    <span className="block text-xs text-slate-500">
                      {t('payment.codUnavailable', { amount: formatMoney(summary.codLimitPaise) })}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </fieldset>

        {card ? (
          <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
            <TextField
              label={t('payment.fields.cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              dir="ltr"
              placeholder="4111 1111 1111 1111"
              value={fields.cardNumber}
              onChange={(e) => set('cardNumber', groupCardNumber(e.target.value))}
              error={errors.cardNumber}
              fieldClassName="sm:col-span-2"
            />
            <TextField
              label={t('payment.fields.cardName')}
              autoComplete="cc-name"
              value={fields.cardName}
              onChange={(e) => set('cardName', e.target.value)}
              error={errors.cardName}
              fieldClassName="sm:col-span-2"
            />
            <TextField
              label={t('payment.fields.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              dir="ltr"
              placeholder="MM/YY"
              value={fields.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.target.value))}
              error={errors.expiry}
            />
            <TextField
              label={t('payment.fields.cvv')}
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              maxLength={4}
              value={fields.cvv}
              onChange={(e) => set('cvv', e.target.value.replace(/\D/g, ''))}
              error={errors.cvv}
            />
          </div>
        ) : null}
        {method === 'upi' ? (
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <TextField
              label={t('payment.fields.upiId')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="name@okaxis"
              dir="ltr"
              value={fields.upiId}
              onChange={(e) => set('upiId', e.target.value.trim())}
              error={errors.upiId}
              description={t('payment.upiHint')}
            />
          </div>
        ) : null}
        {method === 'cod' && chosen?.available ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            {t('payment.codNote', { amount: formatMoney(summary.codLimitPaise) })}
          </p>
        ) : null}

        {error}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onBack} disabled={pending}>
            {t('payment.back')}
          </Button>
          <Button type="submit" size="lg" disabled={pending} data-testid="place-order">
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {pending ? t('payment.placing') : t('payment.placeOrder', { amount: formatMoney(total) })}
          </Button>
        </div>
      </form>
    </section>
  );
}
