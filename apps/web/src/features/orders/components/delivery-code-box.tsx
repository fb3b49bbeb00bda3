import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The 4 digits the customer reads out to the rider at the door: shown only while packed or out for delivery. */
export function DeliveryCodeBox({ code }: { code: string }) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-center gap-2 rounded-2xl border-2 border-brand-600 bg-brand-50 px-5 py-4 text-center sm:flex-row sm:gap-5 sm:text-start"
    >
      <KeyRound className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-sm font-semibold text-brand-900">
          {t('deliveryCode.title')}
        </h2>
        <p
          className="font-mono text-4xl font-bold tracking-[0.35em] text-slate-900 tabular-nums"
          data-testid="delivery-code"
          dir="ltr"
        >
          {code}
        </p>
        <p className="text-sm text-slate-700">{t('deliveryCode.hint')}</p>
      </div>
    </section>
  );
}
