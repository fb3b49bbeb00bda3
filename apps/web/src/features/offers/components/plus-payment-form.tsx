import { plusPlanOf, type PlusPlanId } from '@aushadh/shared/offers/schemas.ts';
import type { PaymentInput } from '@aushadh/shared/orders/schemas.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { offerMoney as formatMoney } from './offer-terms.ts';
import { useBuyPlus } from '../api/plus.ts';

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Pays for a PLUS plan with the checkout's demo payment: a card or UPI (a membership has no cash on delivery). */
export function PlusPaymentForm({ plan, onBought }: { plan: PlusPlanId; onBought: () => void }) {
  const { t } = useTranslation('offers');
  const { error: errorText } = useErrorText();
  const buy = useBuyPlus();
  // One key per attempt: a double click or a retry after a lost answer buys once.
  const [key] = useState(newKey);
  const [method, setMethod] = useState<'upi' | 'credit-card'>('upi');
  const [upiId, setUpiId] = useState('');
  const [card, setCard] = useState({ cardNumber: '', cardName: '', expiry: '', cvv: '' });
  const price = plusPlanOf(plan).pricePaise;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (buy.isPending) return;
    const payment: PaymentInput = method === 'upi' ? { method, upiId: upiId.trim() } : { method, ...card };
    buy.mutate({ idempotencyKey: key, body: { plan, payment } }, { onSuccess: onBought });
  };
  const field = (name: keyof typeof card, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={card[name]}
      onChange={(event) => setCard({ ...card, [name]: event.target.value })}
      required
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="plus-payment">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('plus.pay.method')}</legend>
        {(['upi', 'credit-card'] as const).map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="plus-method"
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
              className="size-4 accent-brand-700"
            />
            {t(`plus.pay.${option === 'upi' ? 'upi' : 'card'}`)}
          </label>
        ))}
      </fieldset>
      {method === 'upi' ? (
        <TextField
          label={t('plus.pay.upiId')}
          value={upiId}
          onChange={(event) => setUpiId(event.target.value)}
          placeholder="name@okaxis"
          autoComplete="off"
          required
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {field('cardNumber', t('plus.pay.cardNumber'), { inputMode: 'numeric', autoComplete: 'cc-number' })}
          {field('cardName', t('plus.pay.cardName'), { autoComplete: 'cc-name' })}
          {field('expiry', t('plus.pay.expiry'), { placeholder: 'MM/YY', autoComplete: 'cc-exp' })}
          {field('cvv', t('plus.pay.cvv'), { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
        </div>
      )}
      <p className="text-xs text-slate-500">{t('plus.pay.demo')}</p>
      {buy.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="plus-error">
          {errorText(buy.error) ?? t('plus.pay.failed')}
        </p>
      ) : null}
      <Button type="submit" disabled={buy.isPending} className="min-h-11">
        {buy.isPending ? t('plus.pay.paying') : t('plus.pay.submit', { amount: formatMoney(price) })}
      </Button>
    </form>
  );
}
