import type { RiderOrder } from '@aushadh/shared/orders/order-life-schemas.ts';
import { CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useDeliverOrder } from '../api/deliver-order.ts';

/**
 * Delivered only with the customer's 4-digit code: a numeric keypad on the phone, the tries left shown; on a
 * cash-on-delivery order the rider confirms the cash collected, sent with the code.
 */
export function DeliveryCodeForm({ order }: { order: RiderOrder }) {
  const { t } = useTranslation('rider');
  const { error: errorText } = useErrorText();
  const id = useId();
  const deliver = useDeliverOrder(order.id);
  const [code, setCode] = useState('');
  const [cashCollected, setCashCollected] = useState(false);
  const cod = order.cashToCollectPaise > 0;
  const locked =
    order.codeTriesLeft === 0 || (isApiError(deliver.error) && deliver.error.body?.code === 'DELIVERY_CODE_LOCKED');
  const ready = /^\d{4}$/.test(code) && (!cod || cashCollected) && !locked;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    deliver.mutate(
      { code, ...(cod ? { codCollectedPaise: order.cashToCollectPaise } : {}) },
      { onError: () => setCode('') },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('deliver.title')}
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-code`} className="text-sm font-medium text-slate-800">
          {t('deliver.codeLabel')}
        </label>
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          pattern="\d{4}"
          maxLength={4}
          autoComplete="one-time-code"
          disabled={locked}
          aria-describedby={`${id}-tries`}
          className="h-14 max-w-44 text-center font-mono text-2xl tracking-[0.5em]"
        />
        <p
          id={`${id}-tries`}
          className={cn('text-sm', order.codeTriesLeft <= 2 ? 'font-semibold text-red-700' : 'text-slate-600')}
        >
          {locked ? t('deliver.locked') : t('deliver.triesLeft', { count: order.codeTriesLeft })}
        </p>
      </div>
      {cod ? (
        <label className="flex min-h-11 items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
          <input
            type="checkbox"
            checked={cashCollected}
            onChange={(event) => setCashCollected(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          {t('deliver.cashCollected', { amount: formatMoney(order.cashToCollectPaise) })}
        </label>
      ) : null}
      {deliver.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errorText(deliver.error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!ready || deliver.isPending} className="w-full sm:w-auto sm:self-start">
        <CircleCheck aria-hidden="true" />
        {t('deliver.submit')}
      </Button>
    </form>
  );
}
